import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;

setupShop(151);

let ringSize = 6;
const newLine = (quantity = 1) => addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++, quantity });
const place = (line: number, total = RING, first = FIRST) => placeOrder(t.app, asha, { cartIds: [line], addressId: address, total, first });
const ordersOfAsha = () => t.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, ashaId));
const paymentsOf = (orderId: number) => t.app.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
const customerList = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${asha}` } })).json().orders as { id: number }[]).map((o) => o.id);

describe('a checkout submitted again for the same cart (decision 043)', () => {
  it('resumes the unpaid order: one order, the same provider order for the same amount', async () => {
    const line = await newLine();
    const before = (await ordersOfAsha()).length;
    const first = await place(line);
    const second = await place(line);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(second.json().razor_response).toEqual(first.json().razor_response);
    expect(second.json().razor_response.amount).toBe(FIRST * 100);
    expect((await ordersOfAsha()).length).toBe(before + 1);
    expect(await paymentsOf(first.json().order.id)).toHaveLength(1);
    expect((await customerList()).filter((id) => id === first.json().order.id)).toHaveLength(1);
  });

  it('gives one order and one open provider order when Place order is pressed twice at once', async () => {
    const line = await newLine();
    const before = (await ordersOfAsha()).length;
    const both = await Promise.all([place(line), place(line)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const [a, b] = both.map((r) => r.json());
    expect(b.order.id).toBe(a.order.id);
    expect(b.razor_response.id).toBe(a.razor_response.id);
    expect((await ordersOfAsha()).length).toBe(before + 1);
    const open = (await paymentsOf(a.order.id)).filter((p) => p.status === 'created' && p.supersededAt === null);
    expect(open).toHaveLength(1);
  });

  it('places a new order when the cart line changed, and the retired unpaid one leaves the customer’s list', async () => {
    const line = await newLine();
    const old = (await place(line)).json().order.id as number;
    await t.app.database.db.update(schema.cartItems).set({ quantity: 2 }).where(eq(schema.cartItems.id, line));
    const renewed = await place(line, 2 * RING, 60_252);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().order.id).not.toBe(old);
    const [retired] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, old));
    expect(retired?.status).toBe('expired');
    const listed = await customerList();
    expect(listed).toContain(renewed.json().order.id);
    expect(listed).not.toContain(old);
  });
});

describe('abandoned checkouts are not sales (decision 043)', () => {
  it('leaves expired unpaid orders out of the back office list and the dashboard, and keeps an expired order that took money', async () => {
    const admin = await adminToken(t.app);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } })).json();
    const unpaid = (await place(await newLine())).json().order.id as number;
    const paid = (await place(await newLine())).json().order.id as number;
    for (const id of [unpaid, paid]) await t.app.database.db.update(schema.orders).set({ status: 'expired' }).where(eq(schema.orders.id, id));
    // Money captured on the provider order after the order had expired: it is kept in view.
    await t.app.database.db.update(schema.payments).set({ status: 'paid', providerPaymentId: 'pay_late' }).where(eq(schema.payments.orderId, paid));

    const listed = (await get('/api/admin/orders?per_page=100')).data.map((o: { id: number }) => o.id);
    expect(listed).toContain(paid);
    expect(listed).not.toContain(unpaid);
    expect((await get('/api/admin/orders?status=expired')).data.map((o: { id: number }) => o.id)).toEqual([paid]);
    // Asked for by its number, the abandoned checkout is still found.
    expect((await get(`/api/admin/orders?q=%23${unpaid}`)).data.map((o: { id: number }) => o.id)).toContain(unpaid);
    expect((await get('/api/admin/dashboard')).orders_by_status.expired).toBe(1);
    expect(await customerList()).not.toContain(unpaid);
    expect(await customerList()).toContain(paid);
  });
});
