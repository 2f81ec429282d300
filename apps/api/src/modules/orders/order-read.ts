import type { Order as OrderRow } from '@kanak/db';
import {
  nextPaymentKind,
  ORDER_MESSAGES,
  type BalancePaymentResponse,
  type Order,
  type OrderDetailResponse,
  type OrdersResponse,
} from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { ledgerRowsOf, ledgerRowsOfOrder, supersedeOpenPayments } from '../payments/ledger.repository.ts';
import { ledgerOf, moneyOf } from '../payments/order-money.ts';
import { startPayment } from '../payments/payments.service.ts';
import { holidayDates } from '../settings/holidays.repository.ts';
import { workshopViews } from '../workshop/design-reads.ts';
import { expireStaleOrders } from './expiry.ts';
import { toOrderView, toRazorResponse } from './order-view.ts';
import { openAdvancePayment, useCreditOnAdvance } from './order-resume.ts';
import { findOrder, itemsOf, listOrders, lockOrder } from './orders.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'config'>;

/** Orders as the API shows them: items, the ledger and its sums, the delivery date, designs and photos, in six queries. */
export async function orderViews(deps: Deps, rows: OrderRow[]): Promise<Order[]> {
  const { db } = deps.database;
  const ids = rows.map((r) => r.id);
  const [items, ledgers, holidays] = await Promise.all([itemsOf(db, ids), ledgerRowsOf(db, ids), holidayDates(db)]);
  // Design rounds and bench photos (ARCHITECTURE §10); the rounds' waits move delivery_by.
  const workshop = await workshopViews(db, rows, deps.config.designRounds, holidays);
  return rows.map((row) =>
    toOrderView(row, items.get(row.id) ?? [], ledgers.get(row.id) ?? { payments: [], refunds: [] }, holidays, workshop.get(row.id)),
  );
}

export async function orderView(deps: Deps, row: OrderRow): Promise<Order> {
  const [view] = await orderViews(deps, [row]);
  if (!view) throw new Error(`order ${row.id} has no view`);
  return view;
}

/** GET orders: newest first; stale unpaid orders are expired first so the list tells the truth. */
export async function ordersOf(deps: Deps, userId: number): Promise<OrdersResponse> {
  await expireStaleOrders(deps);
  return { orders: await orderViews(deps, await listOrders(deps.database.db, userId)) };
}

/** The provider order open for exactly what is due now, if there is one. */
async function pendingRazor(deps: Deps, order: OrderRow) {
  const rows = await ledgerRowsOfOrder(deps.database.db, order.id);
  const due = moneyOf(order, rows).duePaise;
  if (due === 0) return null;
  const kind = nextPaymentKind(order.status, ledgerOf(rows));
  const open = rows.payments.findLast((p) => p.kind === kind && p.status === 'created' && p.supersededAt === null && p.amountPaise === due);
  return open ? toRazorResponse(open) : null;
}

/** GET order/{id}. */
export async function orderDetail(deps: Deps, userId: number, orderId: number): Promise<OrderDetailResponse> {
  await expireStaleOrders(deps);
  const order = await findOrder(deps.database.db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return { order: await orderView(deps, order), razorRes: await pendingRazor(deps, order) };
}

/**
 * POST orders/{id}/balance-payment and POST orders/{id}/advance-payment: a provider order for
 * exactly what is due now (ARCHITECTURE §7): the advance while the order waits for it (decision
 * 018), then the balance, then a supplement after a finished weight raised the total. An open
 * provider order for that amount is handed out again; one for another amount is superseded.
 */
export async function pendingPayment(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'config'>,
  userId: number,
  orderId: number,
  step: 'advance' | 'balance',
  useCredit = false,
): Promise<BalancePaymentResponse> {
  if (step === 'advance') await expireStaleOrders(deps);
  const { db } = deps.database;
  const order = await findOrder(db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (step === 'advance') {
    if (order.status !== 'pending_advance') throw new HttpError(409, ORDER_MESSAGES.noPendingPayment);
    // Credit chosen at the payment step: spent once, on the locked order still waiting for its advance.
    if (useCredit) {
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (locked?.status !== 'pending_advance') throw new HttpError(409, ORDER_MESSAGES.noPendingPayment);
        await useCreditOnAdvance(tx, locked);
      });
    }
    return { razor_response: toRazorResponse(await openAdvancePayment(deps, order)), key_id: deps.payments.keyId };
  }
  // On the locked order row, as the advance's: two presses at once hand out one provider order, never two.
  const payment = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id)) ?? order;
    const payable = locked.status === 'in_production' || locked.status === 'balance_paid';
    const rows = await ledgerRowsOfOrder(tx, order.id);
    const due = moneyOf(locked, rows).duePaise;
    if (!payable || due === 0) throw new HttpError(409, ORDER_MESSAGES.noPendingPayment);
    const kind = nextPaymentKind(locked.status, ledgerOf(rows));
    const open = rows.payments.findLast((p) => p.kind === kind && p.status === 'created' && p.supersededAt === null && p.amountPaise === due);
    if (open) return open;
    await supersedeOpenPayments(tx, order.id, ['balance', 'supplement']);
    return startPayment(deps, locked, kind, due, tx);
  });
  return { razor_response: toRazorResponse(payment), key_id: deps.payments.keyId };
}
