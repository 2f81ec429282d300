/**
 * Ownership filters that `access.test.ts` (routes naming a record) does not reach (issue 37: each
 * `user_id =` filter dropped by hand must fail a test): what one customer lists, empties, saves twice
 * or takes off their cart stays theirs, and never shows or touches another customer's.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../admin.ts';
import { addCartLine, placeOrder } from '../orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../shop.ts';
import { createCode } from '../tax.ts';

setupShop(531);
const RING = 42_432;
const FIRST = 30_126;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: as(token) });

let ashaLine: number;
let ashaFavorite: number;
beforeAll(async () => {
  const admin = await adminToken(t.app);
  const order = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
  const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order));
  await t.app.database.db.insert(schema.afterSaleRequests).values({
    orderId: order,
    userId: ashaId,
    kind: 'maintenance',
    itemIds: [defined(item, 'order line').id],
    reason: 'Resizing',
    media: [],
    steps: [{ status: 'requested', note: null, at: new Date().toISOString(), by: ashaId }],
  });
  await t.app.database.db.insert(schema.walletEntries).values({ userId: ashaId, kind: 'exchange_credit', amountPaise: 100_000, reason: 'Asha’s exchange credit' });
  ashaLine = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 10 });
  const fav = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: as(asha), payload: { product_id: ids.meher } });
  ashaFavorite = fav.json().data.id as number;
  await createCode(t.app, admin, 'MINE10', 10, 0);
  expect((await t.app.inject({ method: 'POST', url: '/api/cart/coupon', headers: as(asha), payload: { code: 'MINE10' } })).statusCode).toBe(200);
});

describe('another customer’s lists', () => {
  it('show Ravi none of Asha’s after-sale requests or store credit', async () => {
    expect((await get('/api/after-sale', asha)).json().requests).toHaveLength(1);
    expect((await get('/api/after-sale', ravi)).json().requests).toEqual([]);
    const wallet = (await get('/api/wallet', ravi)).json();
    expect(wallet).toMatchObject({ balance: 0, redeemable: 0, entries: [], payouts: [] });
  });

  it('give Ravi his own favourite of a piece Asha saved too, the same one when he saves it again', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: as(ravi), payload: { product_id: ids.meher } });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: as(ravi), payload: { product_id: ids.meher } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.id).not.toBe(ashaFavorite);
    const mine = await t.app.database.db.select().from(schema.favorites).where(eq(schema.favorites.userId, raviId));
    expect(mine.map((f) => f.id)).toEqual([first.json().data.id]);
  });

  it('empty only Ravi’s cart and take only his code off', async () => {
    await addCartLine(t.app, raviId, ids.aanya, { ringSize: 11 });
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/coupon', headers: as(ravi), payload: { code: 'MINE10' } })).statusCode).toBe(200);
    const emptied = await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: as(ravi) });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: as(ravi) })).statusCode).toBe(200);
    const cart = (await get('/api/view-cart', asha)).json();
    expect(cart.data.map((l: { id: number }) => l.id)).toEqual([ashaLine]);
    expect(cart.coupon).toMatchObject({ code: 'MINE10', applied: true });
  });

  it('answer Ravi adding a piece Asha has in her cart with his own cart only, never her line or her code', async () => {
    // The add reads the cart back in the same statement (cart-add.repository.ts): its joins must keep to Ravi.
    await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: as(ravi) });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(ravi), payload: { product_id: ids.aanya, gold_type: 'rose_gold', gold_carat: '14k', ring_size: 13 } });
    expect(res.statusCode, res.body).toBe(201);
    const his = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, raviId));
    const listed = res.json().data.map((l: { id: number }) => l.id);
    expect(listed).not.toContain(ashaLine);
    expect(listed.toSorted((x: number, y: number) => x - y)).toEqual(his.map((l) => l.id).toSorted((x, y) => x - y));
    expect(res.json().count).toBe(his.reduce((n, l) => n + l.quantity, 0));
    expect(res.json().coupon).toBeNull();
  });

  it('refuse Ravi an order delivered to Asha’s address, and place nothing', async () => {
    const line = await addCartLine(t.app, raviId, ids.aanya, { ringSize: 12 });
    const res = await placeOrder(t.app, ravi, { cartIds: [line], addressId: address, total: RING, first: FIRST });
    expect(res.statusCode, res.body).toBe(404);
    expect(await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, raviId))).toEqual([]);
  });
});
