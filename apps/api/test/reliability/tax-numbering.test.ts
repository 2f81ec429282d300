/**
 * Issue 16: tax document numbers never gap or repeat (CGST Rule 46(b)), even when 30 dispatches
 * happen at once across two API processes on one PostgreSQL database. Thirty orders are paid in
 * full through the sandbox; then every dispatch is sent together, half to each node.
 */
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReliabilityDatabase, type ReliabilityDatabase } from './database.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDocumentKey, startApiNode, type ApiNode } from './processes.ts';
import { call, confirmAdvance, expectStatus, inBatches, placeOrder, prepareCustomer, sandboxPay, type Customer, type PaymentProof } from './shop-client.ts';

const ORDERS = 30;

let rel: ReliabilityDatabase;
let a: ApiNode;
let b: ApiNode;
let admin: string;

beforeAll(async () => {
  rel = await createReliabilityDatabase();
  const documentKey = newDocumentKey();
  [a, b] = await Promise.all([startApiNode({ databaseUrl: rel.url, documentKey }), startApiNode({ databaseUrl: rel.url, documentKey })]);
  admin = expectStatus(await call(a, '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }), 200, 'admin login').access_token as string;
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await rel?.drop();
});

/** A customer's order paid in full: advance at checkout, then the balance from the order page. */
async function paidOrder(n: number): Promise<number> {
  const c: Customer = await prepareCustomer(a, 7000 + n, rel.products);
  const placed = expectStatus(await placeOrder(a, c), 201, 'order');
  const orderId = (placed.order as { id: number }).id;
  const advance = expectStatus(await sandboxPay(a, c, (placed.razor_response as { id: string }).id), 200, 'sandbox advance') as unknown as PaymentProof;
  expectStatus(await confirmAdvance(a, c, orderId, advance), 200, 'advance');
  const started = expectStatus(await call(a, `/orders/${orderId}/balance-payment`, { token: c.token, method: 'POST' }), 200, 'balance-payment');
  const balance = expectStatus(await sandboxPay(a, c, (started.razor_response as { id: string }).id), 200, 'sandbox balance') as unknown as PaymentProof;
  expectStatus(
    await call(a, `/order-update/${orderId}`, {
      token: c.token,
      json: { second_payment_transaction_id: balance.razorpay_payment_id, razorpay_order_id: balance.razorpay_order_id, razorpay_signature: balance.razorpay_signature },
    }),
    200,
    'balance',
  );
  return orderId;
}

async function dispatch(node: ApiNode, orderId: number) {
  const detail = expectStatus(await call(node, `/admin/orders/${orderId}`, { token: admin }), 200, 'admin order');
  const items = (detail.order as { items: { id: number; quantity: number }[] }).items;
  const huids = Object.fromEntries(items.map((i, k) => [String(i.id), Array.from({ length: i.quantity }, (_, q) => `H${String(orderId).padStart(3, '0')}${k}${q}`.slice(0, 6))]));
  return call(node, `/admin/orders/${orderId}/dispatch`, { token: admin, json: { courier: 'Sequel Logistics', tracking_number: `SQ${orderId}`, huids } });
}

const consecutive = (numbers: number[]) => [...numbers].sort((x, y) => x - y).every((v, i, all) => i === 0 || v === (all[i - 1] ?? 0) + 1);

describe('tax document numbers under concurrent dispatches', () => {
  it('issues 30 invoices at once with numbers 1…30, no gap and no repeat, and receipt vouchers likewise', { timeout: 240_000 }, async () => {
    const orderIds = await inBatches(Array.from({ length: ORDERS }, (_, i) => i), 6, paidOrder);
    const answers = await Promise.all(orderIds.map((id, i) => dispatch(i % 2 === 0 ? a : b, id)));
    expect(answers.map((r) => r.status)).toEqual(orderIds.map(() => 200));

    const docs = await rel.database.db.select().from(schema.taxDocuments);
    const invoices = docs.filter((d) => d.type === 'tax_invoice');
    expect(invoices).toHaveLength(ORDERS);
    expect(new Set(invoices.map((d) => d.orderId)).size).toBe(ORDERS);
    expect(invoices.map((d) => d.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    expect(new Set(invoices.map((d) => d.number)).size).toBe(ORDERS);
    expect(invoices.every((d) => d.number.length <= 16)).toBe(true);

    const receipts = docs.filter((d) => d.type === 'receipt_voucher');
    expect(receipts).toHaveLength(2 * ORDERS);
    expect(consecutive(receipts.map((d) => d.sequence))).toBe(true);
    expect(Math.min(...receipts.map((d) => d.sequence))).toBe(1);
  });
});
