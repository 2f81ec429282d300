/**
 * The books after a load, read straight from PostgreSQL: what the API processes actually stored,
 * whatever they answered. `problems()` lists every broken rule in words, so a failure says which
 * order or cart line went wrong.
 */
import { schema, type Database } from '@kanak/db';
import type { CheckoutRun } from './checkout.ts';
import { emailOf, phoneOf, type PaymentProof } from './shop-client.ts';
import { defined } from '@kanak/db/testing';

const UNPAID = new Set(['pending_advance', 'expired']);

export interface Books {
  orders: (typeof schema.orders.$inferSelect)[];
  items: (typeof schema.orderItems.$inferSelect)[];
  payments: (typeof schema.payments.$inferSelect)[];
  refunds: (typeof schema.refunds.$inferSelect)[];
  cartLines: (typeof schema.cartItems.$inferSelect)[];
  events: (typeof schema.webhookEvents.$inferSelect)[];
  messages: (typeof schema.messageOutbox.$inferSelect)[];
  userIdByPhone: Map<string, number>;
}

export async function readBooks(database: Database): Promise<Books> {
  const db = database.db;
  const users = await db.select({ id: schema.users.id, phone: schema.users.phoneNumber }).from(schema.users);
  const [orders, items, payments, refunds, cartLines, events, outbox] = await Promise.all([
    db.select().from(schema.orders),
    db.select().from(schema.orderItems),
    db.select().from(schema.payments),
    db.select().from(schema.refunds),
    db.select().from(schema.cartItems),
    db.select().from(schema.webhookEvents),
    db.select().from(schema.messageOutbox),
  ]);
  return { orders, items, payments, refunds, cartLines, events, messages: outbox, userIdByPhone: new Map(users.map((u) => [u.phone, u.id])) };
}

/** The payment id a stored webhook event reports as captured. */
export const eventPaymentId = (e: Books['events'][number]) =>
  (e.payload as { payload?: { payment?: { entity?: { id?: string } } } }).payload?.payment?.entity?.id;

export interface LedgerOptions {
  /**
   * Where every queued message must stand: `sent`, or after a crash `sent or claimed`: a node
   * killed while sending leaves the rows it had claimed to whichever dispatcher comes after their
   * lease (five minutes, longer than the test waits; decision 016). Never unclaimed, never failed.
   */
  notices?: 'sent' | 'sent or claimed';
}

/**
 * Every rule of issue 9's reliability clause: each customer has exactly one paid order holding
 * exactly their cart lines, paid once with the right amount; every payment the provider captured
 * is recorded once on the order it was made for; nothing paid is invented; no cart line sits in two
 * orders that are paid or still payable; the cart is empty; no refund is owed; the customer was told once,
 * by SMS and by e-mail, and the dispatcher sent what was queued.
 */
export function problems(books: Books, runs: CheckoutRun[], captured: PaymentProof[], options: LedgerOptions = {}): string[] {
  const found: string[] = [];
  const paymentsByOrder = groupBy(books.payments, (p) => p.orderId);
  const itemsByOrder = groupBy(books.items, (i) => i.orderId);

  for (const run of runs) {
    const c = run.customer;
    const userId = books.userIdByPhone.get(phoneOf(c.n));
    const paid = books.orders.filter((o) => o.userId === userId && !UNPAID.has(o.status));
    if (paid.length !== 1) {
      found.push(`customer ${c.n} has ${paid.length} paid orders`);
      continue;
    }
    const order = defined(paid[0], 'paid[0]');
    const lines = (itemsByOrder.get(order.id) ?? []).map((i) => i.cartItemId).sort();
    if (JSON.stringify(lines) !== JSON.stringify([...c.cartIds].sort())) {
      found.push(`order ${order.id} holds cart lines ${lines.join(',')} instead of ${c.cartIds.join(',')}`);
    }
    const lineSum = (itemsByOrder.get(order.id) ?? []).reduce((s, i) => s + i.lineTotalPaise, 0);
    if (order.totalPaise !== c.total * 100 || lineSum !== order.totalPaise || order.firstPaymentPaise !== c.first * 100) {
      found.push(`order ${order.id} amounts: total ${order.totalPaise}, lines ${lineSum}, advance ${order.firstPaymentPaise}`);
    }
    const advances = (paymentsByOrder.get(order.id) ?? []).filter((p) => p.kind === 'advance' && p.status === 'paid');
    if (advances.length !== 1) found.push(`order ${order.id} has ${advances.length} paid advances`);
    for (const p of advances) {
      if (p.amountPaise !== order.firstPaymentPaise) found.push(`payment ${p.id} took ${p.amountPaise} paise, not ${order.firstPaymentPaise}`);
      if (p.providerPaymentId !== order.firstPaymentTransactionId) found.push(`order ${order.id} names ${order.firstPaymentTransactionId}, paid by ${p.providerPaymentId}`);
    }
    if (books.cartLines.some((l) => l.userId === userId)) found.push(`customer ${c.n} still has cart lines`);
    // The notice is queued by the payment's own transaction: exactly once on each of its three
    // channels (ARCHITECTURE §12), crash or not.
    const told = books.messages.filter((m) => m.body.includes('advance of') && m.body.includes(`order #${order.id}.`));
    const bySms = told.filter((m) => m.channel === 'sms' && m.to === phoneOf(c.n)).length;
    const byEmail = told.filter((m) => m.channel === 'email' && m.to === emailOf(c.n)).length;
    const byWhatsApp = told.filter((m) => m.channel === 'whatsapp' && m.to === phoneOf(c.n)).length;
    if (told.length !== 3 || bySms !== 1 || byEmail !== 1 || byWhatsApp !== 1) {
      found.push(
        `customer ${c.n} was told of the advance of order ${order.id} by ${bySms} SMS, ${byEmail} e-mails and ${byWhatsApp} WhatsApp messages (${told.length} messages)`,
      );
    }
  }

  const byPaymentId = new Map(books.payments.filter((p) => p.providerPaymentId).map((p) => [defined(p.providerPaymentId, 'p.providerPaymentId'), p]));
  for (const proof of captured) {
    const row = byPaymentId.get(proof.razorpay_payment_id);
    if (!row || row.status !== 'paid') found.push(`captured payment ${proof.razorpay_payment_id} is not recorded as paid`);
    else if (row.providerOrderId !== proof.razorpay_order_id) found.push(`payment ${proof.razorpay_payment_id} landed on ${row.providerOrderId}`);
  }
  const knownIds = new Set([...captured.map((p) => p.razorpay_payment_id), ...books.events.map(eventPaymentId)]);
  const ordersById = new Map(books.orders.map((o) => [o.id, o]));
  for (const p of books.payments.filter((x) => x.status === 'paid')) {
    if (p.providerPaymentId === null || !knownIds.has(p.providerPaymentId)) found.push(`payment ${p.id} is paid by ${p.providerPaymentId}, which no provider answer mentions`);
    if (p.orderId !== null && UNPAID.has(ordersById.get(p.orderId)?.status ?? '')) found.push(`payment ${p.id} is paid but order ${p.orderId} is unpaid`);
  }

  // Live means payable or paid: an expired order can no longer take money for its lines.
  const liveOrderIds = new Set(books.orders.filter((o) => o.status !== 'expired').map((o) => o.id));
  const ordersOfLine = groupBy(books.items.filter((i) => liveOrderIds.has(i.orderId)), (i) => i.cartItemId);
  for (const [line, items] of ordersOfLine) {
    if (items.length > 1) found.push(`cart line ${line} is in live orders ${items.map((i) => i.orderId).join(', ')}`);
  }
  for (const r of books.refunds) found.push(`refund owed on order ${r.orderId}: ${r.reason}`);
  for (const m of books.messages.filter((x) => x.status !== 'sent')) {
    const claimed = options.notices === 'sent or claimed' && m.status === 'pending' && m.attempts > 0;
    if (!claimed) found.push(`message ${m.id} to ${m.to} is ${m.status} after ${m.attempts} attempts`);
  }
  return found;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}
