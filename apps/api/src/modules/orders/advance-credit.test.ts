import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { grantCredit } from '../../../test/admin.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;

setupShop(171);

let ringSize = 6;
async function unpaidOrder() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().order.id as number, razor: res.json().razor_response as { id: string; amount: number } };
}
const grant = (rupees: number) => grantCredit(t.app, ashaId, rupees);
const wallet = async () => (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${asha}` } })).json().balance as number;
const advancePayment = (id: number, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/advance-payment`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const openProviderOrders = async (id: number) =>
  (await t.app.database.db.select().from(schema.payments).where(and(eq(schema.payments.orderId, id), eq(schema.payments.status, 'created')))).filter((p) => p.supersededAt === null);

describe('store credit chosen at the payment step (issue 35 #11)', () => {
  it('spends the credit once on the advance and re-opens the provider order for the rest only', async () => {
    await grant(5_000);
    const order = await unpaidOrder();
    expect(order.razor.amount).toBe(FIRST * 100);
    const used = await advancePayment(order.id, asha, { use_credit: true });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().razor_response.amount).toBe((FIRST - 5_000) * 100);
    expect(used.json().razor_response.id).not.toBe(order.razor.id);
    expect(await wallet()).toBe(0);
    // The provider order for the whole advance can no longer be paid as the advance.
    expect((await openProviderOrders(order.id)).map((p) => p.providerOrderId)).toEqual([used.json().razor_response.id]);
    // Asked again (a second tap, a reload): the same provider order, no credit spent twice.
    const again = await advancePayment(order.id, asha, { use_credit: true });
    expect(again.json().razor_response).toEqual(used.json().razor_response);
    expect(await wallet()).toBe(0);
  });

  it('leaves the minimum payment of ₹10 to pay online when credit would cover the whole advance', async () => {
    await grant(40_000);
    const order = await unpaidOrder();
    const used = await advancePayment(order.id, asha, { use_credit: true });
    expect(used.json().razor_response.amount).toBe(10 * 100);
    expect(await wallet()).toBe(40_000 - (FIRST - 10));
  });

  it('without use_credit opens the provider order as before, and refuses another customer’s order', async () => {
    const order = await unpaidOrder();
    const plain = await advancePayment(order.id, asha);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().razor_response.id).toBe(order.razor.id);
    expect((await advancePayment(order.id, ravi, { use_credit: true })).statusCode).toBe(404);
    expect((await advancePayment(order.id, asha, { use_credit: 'yes' })).statusCode).toBe(422);
  });
});
