import type { Db, Order as OrderRow, OrderItem as OrderItemRow, Payment, Tx } from '@kanak/db';
import { nextPaymentKind, ORDER_MESSAGES } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { ledgerRowsOfOrder, supersedeOpenPayments } from '../payments/ledger.repository.ts';
import { ledgerOf, moneyOf } from '../payments/order-money.ts';
import { startPayment } from '../payments/payments.service.ts';
import { spendCreditOnAdvance } from '../wallet/wallet.service.ts';
import { itemsOf, lockOrder } from './orders.repository.ts';
import { storeCreditSpent, unpaidOrdersHolding } from './resume.repository.ts';

/** What a new checkout would lock, to compare with an unpaid order of the same cart lines. */
export interface CheckoutTerms {
  addressId: number;
  totalPaise: number;
  firstPaymentPaise: number;
  buyerGstin: string | null;
  buyerLegalName: string | null;
  billingAddress: string | null;
  lines: { cartItemId: number; quantity: number; goldColour: string; karat: string; clarity: string; ringSize: number | null; lineTotalPaise: number }[];
}

const sameLine = (item: OrderItemRow, line: CheckoutTerms['lines'][number]) =>
  item.cartItemId === line.cartItemId &&
  item.quantity === line.quantity &&
  item.goldColour === line.goldColour &&
  item.karat === line.karat &&
  item.clarity === line.clarity &&
  (item.ringSize ?? null) === (line.ringSize ?? null) &&
  item.lineTotalPaise === line.lineTotalPaise;

/**
 * The customer's unpaid order, still within its 24 hours, placed from exactly these cart lines on
 * exactly these terms (address, prices, advance, the business buyer): a reload or a second press of the checkout
 * resumes it rather than placing another (decision 043). Called inside the per-customer lock.
 */
export async function findResumable(tx: Db, userId: number, terms: CheckoutTerms): Promise<OrderRow | undefined> {
  const candidates = await unpaidOrdersHolding(tx, userId, terms.lines.map((l) => l.cartItemId));
  if (candidates.length === 0) return undefined;
  const items = await itemsOf(tx, candidates.map((c) => c.id));
  return candidates.find((order) => {
    const lines = items.get(order.id) ?? [];
    return (
      order.addressId === terms.addressId &&
      order.totalPaise === terms.totalPaise &&
      order.firstPaymentPaise === terms.firstPaymentPaise &&
      (order.buyerGstin ?? null) === terms.buyerGstin &&
      (order.buyerLegalName ?? null) === terms.buyerLegalName &&
      (order.billingAddress ?? null) === terms.billingAddress &&
      lines.length === terms.lines.length &&
      terms.lines.every((line) => lines.some((item) => sameLine(item, line)))
    );
  });
}

/**
 * The provider order for what the advance still needs: the open one for exactly that amount is
 * handed out again (the same Razorpay order, so a payment already made on it counts once); open
 * ones for another amount are superseded first, so only one can be paid.
 */
export async function openAdvancePayment(deps: Pick<ServiceDeps, 'database' | 'payments'>, order: OrderRow): Promise<Payment> {
  // On the locked order row: two presses at once hand out one provider order, never two.
  return deps.database.db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id)) ?? order;
    const rows = await ledgerRowsOfOrder(tx, order.id);
    const due = moneyOf(locked, rows).duePaise;
    // Paid meanwhile (another tab, the webhook): nothing is left to open.
    if (locked.status !== 'pending_advance' || due === 0) throw new HttpError(409, ORDER_MESSAGES.noPendingPayment);
    const kind = nextPaymentKind(locked.status, ledgerOf(rows));
    const open = rows.payments.findLast((p) => p.kind === kind && p.status === 'created' && p.supersededAt === null && p.amountPaise === due);
    if (open) return open;
    await supersedeOpenPayments(tx, order.id, ['advance']);
    return startPayment(deps, locked, kind, due, tx);
  });
}

/**
 * Store credit towards an unpaid order's advance, once: an order that already spent credit keeps
 * what it spent (a resumed checkout, the box ticked twice). Answers the paise credit pays.
 */
export async function useCreditOnAdvance(tx: Tx, order: OrderRow): Promise<number> {
  return (await storeCreditSpent(tx, order.id)) ?? spendCreditOnAdvance(tx, order);
}
