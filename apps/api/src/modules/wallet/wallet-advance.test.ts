/**
 * Credit on an advance, the cases `advance-credit.test.ts` leaves out (issue 37, mutation run of
 * wallet.service.ts): asking to use credit with none opens the provider order for the whole advance
 * and writes nothing to the wallet; credit given back names the order and the refund's reason.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { describe, expect, it } from 'vitest';
import { expireStaleOrders } from '../orders/expiry.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;

setupShop(521);

const as = () => ({ authorization: `Bearer ${asha}` });
let ringSize = 6;
async function unpaidOrder() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().order.id as number, razor: res.json().razor_response as { id: string; amount: number } };
}
const entries = () => t.app.database.db.select().from(schema.walletEntries).where(eq(schema.walletEntries.userId, ashaId));

describe('store credit on an advance', () => {
  it('with no credit, use_credit opens the provider order for the whole advance and writes nothing to the wallet', async () => {
    const order = await unpaidOrder();
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/advance-payment`, headers: as(), payload: { use_credit: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().razor_response).toMatchObject({ id: order.razor.id, amount: FIRST * 100 });
    expect(await entries()).toEqual([]);
    const paid = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(paid.filter((p) => p.status === 'paid')).toEqual([]);
  });

  it('gives credit back on the order’s refund, naming the order and the refund’s reason', async () => {
    await t.app.database.db.insert(schema.walletEntries).values({ userId: ashaId, kind: 'exchange_credit', amountPaise: 500_000, reason: 'Exchange credit (test grant)' });
    const order = await unpaidOrder();
    const used = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/advance-payment`, headers: as(), payload: { use_credit: true } });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().razor_response.amount).toBe((FIRST - 5_000) * 100);
    const spent = (await entries()).find((e) => e.kind === 'order_payment');
    expect(spent).toMatchObject({ amountPaise: -500_000, reason: `Paid towards the advance of order #${order.id}`, orderId: order.id });

    await t.app.database.db.update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.orders.id, order.id));
    expect(await expireStaleOrders(t.app)).toContain(order.id);
    const [refund] = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    const back = defined((await entries()).find((e) => e.kind === 'order_refund'), 'credit given back');
    expect(defined(refund, 'refund').reason).toBeTruthy();
    expect(back).toMatchObject({ amountPaise: 500_000, orderId: order.id, refundId: defined(refund, 'refund').id, reason: `Returned from order #${order.id}: ${defined(refund, 'refund').reason}` });
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as() })).json();
    expect(wallet.balance).toBe(5_000);
  });
});
