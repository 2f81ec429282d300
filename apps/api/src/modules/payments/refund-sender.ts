import { formatIndiaDate, refundExpectedBy } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { backoffMs } from '../../providers/messaging/dispatcher.ts';
import { findOrder } from '../orders/orders.repository.ts';
import { holidayDates } from '../settings/holidays.repository.ts';
import { claimDueRefunds, markRefundAttemptFailed, markRefundProcessed, providerPaymentIdsOf } from './ledger.repository.ts';
import { notifyCustomer } from './notifications.ts';
import { issueRefundDocument } from '../tax/tax.service.ts';
import { documentFor } from '../tax/tax.repository.ts';
import { giveCreditBack } from '../wallet/wallet.service.ts';
import type { Refund, Tx } from '@kanak/db';
import type { Shop } from '../tax/tax-snapshot.ts';
import { instalmentIdOfRefund } from '../plans/plans.repository.ts';

/** Every node looks for pending refunds this often: retries, and refunds a crash left unsent. */
export const REFUND_INTERVAL_MS = 60_000;
/** How long a claim keeps other nodes off a refund while the provider is asked. */
const LEASE_MS = 2 * 60_000;
/** Attempts before a refund is marked failed for the shop to look at. */
export const REFUND_MAX_ATTEMPTS = 8;

/**
 * The provider's receipt for a refund row: the same row always asks with the same receipt, and the
 * provider adapters answer a receipt seen before with the refund it made then, so a node that died
 * between the provider's answer and our write never refunds twice.
 */
export const refundReceipt = (refundId: number) => `kanak_refund_${refundId}`;

/**
 * A pending refund of money paid from the wallet, made at once in `tx`: the credit goes back as a
 * wallet entry (once per refund row), the refund is processed with that entry as its reference,
 * the customer is told, and a refund document follows when the credit had a receipt voucher.
 */
export async function returnStoreCredit(tx: Tx, shop: Shop, refund: Refund): Promise<void> {
  if (refund.orderId === null) return;
  const order = await findOrder(tx, refund.orderId, null);
  if (!order) return;
  const reference = await giveCreditBack(tx, order, refund);
  if (!(await markRefundProcessed(tx, refund.id, reference))) throw new Error(`refund ${refund.id} was settled meanwhile`);
  await notifyCustomer(tx, order, { kind: 'credit_returned', amountPaise: refund.amountPaise });
  if (await documentFor(tx, 'receipt_voucher', { paymentId: refund.paymentId })) {
    await issueRefundDocument(tx, shop, order, { ...refund, status: 'processed', providerRefundId: reference });
  }
}

/**
 * Makes the pending refunds that are due (or those among `ids`) through the payment provider:
 * idempotent by receipt, retried with backoff, and resumed by any node after a restart. Each
 * processed refund and the customer's notice commit together. Answers how many were made and failed.
 */
export async function sendDueRefunds(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>,
  ids?: number[],
): Promise<{ processed: number[]; failed: number[] }> {
  const { db } = deps.database;
  const claimed = await claimDueRefunds(db, LEASE_MS, ids);
  const processed: number[] = [];
  const failed: number[] = [];
  if (claimed.length === 0) return { processed, failed };
  const refs = await providerPaymentIdsOf(db, [...new Set(claimed.map((r) => r.paymentId))]);
  const holidays = await holidayDates(db);
  for (const refund of claimed) {
    try {
      const source = refs.get(refund.paymentId);
      if (!source?.ref) throw new Error(`refund ${refund.id} names payment ${refund.paymentId}, which was never captured`);
      if (source.provider === 'store_credit') {
        // Money that came from the wallet goes back to it: no provider, one entry per refund row.
        await db.transaction((tx) => returnStoreCredit(tx, deps.config.shop, refund));
        processed.push(refund.id);
        continue;
      }
      if (refund.orderId === null) {
        // A purchase plan's instalment (decision 058 addendum): the customer was told when it was
        // owed and the closing's refund voucher names it, so only the ledger row changes. Its
        // receipt names the instalment, as the plan's own refunds did before they moved here.
        const instalment = await instalmentIdOfRefund(db, refund.id);
        const receipt = instalment === undefined ? refundReceipt(refund.id) : `plan_instalment_${instalment}`;
        const made = await deps.payments.refund({ paymentId: source.ref, amountPaise: refund.amountPaise, receipt });
        await markRefundProcessed(db, refund.id, made.id);
        processed.push(refund.id);
        continue;
      }
      const orderId = refund.orderId;
      const made = await deps.payments.refund({ paymentId: source.ref, amountPaise: refund.amountPaise, receipt: refundReceipt(refund.id) });
      await db.transaction(async (tx) => {
        if (!(await markRefundProcessed(tx, refund.id, made.id))) return;
        const order = await findOrder(tx, orderId, null);
        if (!order) return;
        const expectedBy = formatIndiaDate(refundExpectedBy(new Date(), holidays));
        await notifyCustomer(tx, order, { kind: 'refunded', amountPaise: refund.amountPaise, expectedBy });
        // The refund's GST document: a credit note after the invoice, a refund voucher before it
        // (a return's refunds are listed on the return's one credit note instead).
        await issueRefundDocument(tx, deps.config.shop, order, { ...refund, status: 'processed', providerRefundId: made.id });
      });
      processed.push(refund.id);
    } catch (err) {
      deps.log.error({ err, refundId: refund.id, attempt: refund.attempts }, 'provider refund failed');
      const retry = refund.attempts >= REFUND_MAX_ATTEMPTS ? null : backoffMs(refund.attempts);
      await markRefundAttemptFailed(db, refund.id, err instanceof Error ? err.message : String(err), retry);
      failed.push(refund.id);
    }
  }
  return { processed, failed };
}
