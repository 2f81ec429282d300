import { isUniqueViolation, type Order as OrderRow, type Refund, type Tx, type WalletPayout } from '@kanak/db';
import {
  creditForAdvance,
  formatPaise,
  paiseToRupees,
  rupeesToPaise,
  walletFigures,
  WALLET_MESSAGES,
  type WalletResponse,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { insertPayment } from '../orders/orders.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import {
  findPayout,
  insertPayout,
  insertWalletEntry,
  listPayouts,
  lockWallet,
  markPayoutPaid,
  payoutsOf,
  payoutWithKey,
  walletEntriesOf,
} from './wallet.repository.ts';

/*
 * Store credit (ARCHITECTURE §7): granted by a completed exchange, spent on part of an advance
 * (`use_credit=true`), given back when that order refunds it, and redeemable for cash 3 months
 * after it was granted. Every movement is a signed wallet entry; the balance is their sum. Every
 * debit takes the customer's wallet lock first, so two spends at once queue and never overdraw.
 */

export const toPayoutView = (p: WalletPayout) => ({
  id: p.id,
  amount: paiseToRupees(p.amountPaise),
  status: p.status,
  reference: p.reference,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
});

/** GET wallet: the balance, what may be redeemed now, every entry (newest first) and the payouts. */
export async function walletOf(deps: Pick<ServiceDeps, 'database'>, userId: number): Promise<WalletResponse> {
  const { db } = deps.database;
  const [entries, payouts] = await Promise.all([walletEntriesOf(db, userId), payoutsOf(db, userId)]);
  const figures = walletFigures(entries, new Date());
  return {
    balance: paiseToRupees(figures.balancePaise),
    redeemable: paiseToRupees(figures.redeemablePaise),
    next_redeemable_at: figures.nextRedeemableAt?.toISOString() ?? null,
    entries: [...entries].reverse().map((e) => ({ amount: paiseToRupees(e.amountPaise), reason: e.reason, created_at: e.createdAt.toISOString() })),
    payouts: payouts.map(toPayoutView),
  };
}

/**
 * POST wallet/redeem: credit at least 3 months old becomes a payout request the shop pays by bank
 * transfer. A retried click with the same key answers the payout made then.
 */
export async function redeemCredit(
  deps: Pick<ServiceDeps, 'database'>,
  userId: number,
  body: { amount?: number | undefined; idempotency_key?: string | undefined },
) {
  const { db } = deps.database;
  const key = body.idempotency_key ? `${userId}:${body.idempotency_key}` : null;
  const payout = await db
    .transaction(async (tx) => {
      await lockWallet(tx, userId);
      if (key) {
        const earlier = await payoutWithKey(tx, key);
        if (earlier) return earlier;
      }
      const { redeemablePaise } = walletFigures(await walletEntriesOf(tx, userId), new Date());
      if (redeemablePaise <= 0) throw new HttpError(409, WALLET_MESSAGES.nothingRedeemable);
      const amount = body.amount === undefined ? redeemablePaise : rupeesToPaise(body.amount);
      if (amount > redeemablePaise) throw unprocessable(WALLET_MESSAGES.redeemTooMuch, { amount: [WALLET_MESSAGES.redeemTooMuch] });
      const made = await insertPayout(tx, { userId, amountPaise: amount, idempotencyKey: key });
      await insertWalletEntry(tx, { userId, kind: 'redemption', amountPaise: -amount, reason: `Redeemed for cash (payout request #${made.id})`, payoutId: made.id });
      await queueCustomerNotice(tx, userId, {
        event: 'store_credit',
        link: { label: 'See your store credit', path: '/wallet' },
        subject: 'Kanak: payout request received',
        body: `Kanak: we have received your request to redeem ${formatPaise(amount)} of store credit. We transfer it to your bank account within 7-10 working days.`,
      });
      return made;
    })
    .catch(async (err: unknown) => {
      // The same new key twice at one instant: the second answers the first's payout.
      if (key && isUniqueViolation(err, 'wallet_payouts_idempotency_key_unique')) return payoutWithKey(db, key);
      throw err;
    });
  if (!payout) throw new Error('redeem made no payout');
  return { message: WALLET_MESSAGES.redeemRequested, payout: toPayoutView(payout) };
}

/**
 * Pays part of a new order's advance from credit, in the order's transaction: as much as the
 * balance allows, leaving the provider at least the minimum payment. Recorded as a paid `advance`
 * of the order's ledger (provider `store_credit`) and a debit of the wallet. Answers the paise used.
 */
export async function spendCreditOnAdvance(tx: Tx, order: OrderRow): Promise<number> {
  await lockWallet(tx, order.userId);
  const { balancePaise } = walletFigures(await walletEntriesOf(tx, order.userId), new Date());
  const amount = creditForAdvance(balancePaise, order.firstPaymentPaise);
  if (amount <= 0) return 0;
  const entry = await insertWalletEntry(tx, { userId: order.userId, kind: 'order_payment', amountPaise: -amount, reason: `Paid towards the advance of order #${order.id}`, orderId: order.id });
  await insertPayment(tx, {
    orderId: order.id,
    kind: 'advance',
    provider: 'store_credit',
    providerOrderId: `credit_order_${order.id}`,
    providerPaymentId: `credit_${entry.id}`,
    amountPaise: amount,
    status: 'paid',
    signatureVerifiedAt: new Date(),
  });
  return amount;
}

/** A refund of money that came from the wallet goes back to it, once per refund row. */
export async function giveCreditBack(tx: Tx, order: OrderRow, refund: Refund): Promise<string> {
  const entry = await insertWalletEntry(tx, {
    userId: order.userId,
    kind: 'order_refund',
    amountPaise: refund.amountPaise,
    reason: `Returned from order #${order.id}${refund.reason ? `: ${refund.reason}` : ''}`,
    orderId: order.id,
    refundId: refund.id,
  });
  return `credit_${entry.id}`;
}

/** The shop's payout requests (the after-sale page lists them beside the requests). */
export async function adminPayouts(deps: Pick<ServiceDeps, 'database'>) {
  const rows = await listPayouts(deps.database.db);
  return { payouts: rows.map((r) => ({ ...toPayoutView(r.payout), customer: r.customer })) };
}

/** An admin records the bank transfer of a payout request; recording it again changes nothing. */
export async function recordPayout(deps: Pick<ServiceDeps, 'database'>, adminId: number, id: number, reference: string) {
  const { db } = deps.database;
  const payout = await db.transaction(async (tx) => {
    const paid = await markPayoutPaid(tx, id, reference, adminId);
    if (paid) {
      await queueCustomerNotice(tx, paid.userId, {
        event: 'store_credit',
        link: { label: 'See your store credit', path: '/wallet' },
        subject: 'Kanak: store credit paid out',
        body: `Kanak: we have transferred ${formatPaise(paid.amountPaise)} of your store credit to your bank account (reference ${reference}).`,
      });
      return paid;
    }
    return findPayout(tx, id);
  });
  if (!payout) throw notFound(WALLET_MESSAGES.payoutNotFound);
  return { message: WALLET_MESSAGES.payoutRecorded, payout: toPayoutView(payout) };
}
