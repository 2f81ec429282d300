/**
 * Offers (ARCHITECTURE §7, issue 18, first part): the admin's offers with their checks, and an
 * automatic offer priced everywhere the one price function prices — list prices and the price
 * filter, the product page, the cart, the order's lock, a finished weight and the invoice — and
 * back when it ends.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf.ts';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { signedAmount } from '../tax/tax-pdf-kit.ts';
import { repriceAtOfferBoundaries } from './offers.service.ts';

setupShop(99);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = asha) => t.app.inject({ method: 'GET', url, headers: as(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });
const HOUR = 3600_000;
const ist = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);
const ringPrice = async () => (await get(`/api/products/${ids.aanya}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=SI-I+IJ`)).json();
const listPrice = async (id: number) => {
  const [row] = await t.app.database.db.select().from(schema.products).where(eq(schema.products.id, id));
  return defined(row, 'product').listPricePaise;
};


describe('admin offers', () => {
  it('checks what an offer says, reading its window in India time', async () => {
    const bad = await send('POST', '/api/admin/offers', { title: '', making_discount_percent: 120, diamond_discount_percent: 0, starts_at: '2026-10-29', ends_at: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['title', 'making_discount_percent', 'starts_at', 'ends_at']));
    const backwards = await send('POST', '/api/admin/offers', { title: 'Backwards', making_discount_percent: 10, diamond_discount_percent: 0, starts_at: '2026-11-02T00:00', ends_at: '2026-11-01T00:00' });
    expect(backwards.json().errors.ends_at).toEqual(['The offer must end after it starts.']);
    const nothing = await send('POST', '/api/admin/offers', { title: 'Nothing off', making_discount_percent: 0, diamond_discount_percent: 0, starts_at: '2026-11-01T00:00', ends_at: '2026-11-02T00:00' });
    expect(nothing.statusCode).toBe(422);

    const made = await send('POST', '/api/admin/offers', {
      title: 'Akshaya Tritiya',
      code: 'akshaya26',
      making_discount_percent: 15.5,
      diamond_discount_percent: 0,
      min_order: 50000,
      starts_at: '2027-04-19T00:00',
      ends_at: '2027-04-21T00:00',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().offer).toMatchObject({
      code: 'AKSHAYA26',
      making_discount_percent: 15.5,
      min_order: 50000,
      starts_at: '2027-04-18T18:30:00.000Z',
      ends_at: '2027-04-20T18:30:00.000Z',
      active: true,
      live: false,
    });
    const twin = await send('POST', '/api/admin/offers', { title: 'Twin', code: 'AKSHAYA26', making_discount_percent: 5, diamond_discount_percent: 0, starts_at: '2027-04-19T00:00', ends_at: '2027-04-21T00:00' });
    expect(twin.json().errors.code).toEqual(['Another offer already uses this code.']);
    const id = made.json().offer.id as number;
    expect((await get('/api/admin/offers', admin)).json().offers.map((o: { id: number }) => o.id)).toContain(id);
    expect((await send('DELETE', `/api/admin/offers/${id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/offers/${id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/offers', asha)).statusCode).toBe(403);

    // The preview: a sample ring before and after, nothing saved.
    const preview = await send('POST', '/api/admin/offers/preview', { making_discount_percent: 25, diamond_discount_percent: 0, category_ids: [24] });
    expect(preview.statusCode, preview.body).toBe(200);
    const sample = preview.json().sample;
    expect(sample.total).toBeLessThan(sample.original_total);
    expect(sample.making_discount).toBeGreaterThan(0);
    expect(sample.diamond_discount).toBe(0);
    expect((await get('/api/admin/offers', admin)).json().offers.map((o: { id: number }) => o.id)).not.toContain(id);
  });
});

describe('an automatic offer', () => {
  it('prices the list, the product page, the cart and the order alike; the order keeps it after it ends', async () => {
    const before = await ringPrice();
    const listBefore = await listPrice(ids.aanya);
    expect(before).toMatchObject({ making_discount: 0, diamond_discount: 0, original_total: before.totalPrice, offer: null });

    const now = Date.now();
    const made = await send('POST', '/api/admin/offers', {
      title: 'Dhanteras: 25% off making',
      making_discount_percent: 25,
      diamond_discount_percent: 10,
      category_ids: [24],
      starts_at: ist(new Date(now - HOUR)),
      ends_at: ist(new Date(now + 48 * HOUR)),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().offer.live).toBe(true);
    const offerId = made.json().offer.id as number;
    // The home page's banner reads it, without a session.
    const running = await t.app.inject({ method: 'GET', url: '/api/offers/live' });
    expect(running.json().offers).toEqual([expect.objectContaining({ title: 'Dhanteras: 25% off making', making_discount_percent: 25, category_ids: [24] })]);

    // The product page: the cut of making and diamonds, GST on what is left, the struck original.
    const during = await ringPrice();
    expect(during.making_discount).toBeCloseTo(before.making_charge * 0.25, 2);
    expect(during.diamond_discount).toBeCloseTo(before.diamond_price * 0.1, 2);
    expect(during.original_total).toBe(before.totalPrice);
    expect(during.totalPrice).toBeLessThan(before.totalPrice);
    expect(during.offer).toMatchObject({ title: 'Dhanteras: 25% off making', making_discount_percent: 25, diamond_discount_percent: 10 });
    const taxable = during.gold_price + during.diamond_price + during.stones_price + during.making_charge - during.making_discount - during.diamond_discount;
    expect(during.gst_amount).toBeCloseTo(Math.round(taxable * 3) / 100, 2);
    // The list price (listings, the price filter, sorting) moved with it; another category did not.
    expect(await listPrice(ids.aanya)).toBeLessThan(listBefore);
    const listed = (await get('/api/filter-products?category_id=24&per_page=50')).json().products as { id: number; price: number }[];
    expect(defined(listed.find((p) => p.id === ids.aanya), 'aanya').price * 100).toBe(await listPrice(ids.aanya));

    // The cart, and the order placed now, carry the same price.
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 11 });
    const cart = (await get('/api/view-cart')).json();
    const cartLine = defined(cart.data.find((l: { id: number }) => l.id === line), 'cart line');
    expect(cartLine.unit_price).toBe(during.unit_price);
    expect(cartLine.breakdown.making_discount).toBe(during.making_discount);
    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.id, line));
    const total = during.totalPrice as number;
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total, first: Math.round(total * 0.71) });

    // The offer ends (deleted here): list prices go back, the order keeps what it was placed under.
    expect((await send('DELETE', `/api/admin/offers/${offerId}`)).statusCode).toBe(200);
    expect(await listPrice(ids.aanya)).toBe(listBefore);
    expect((await ringPrice()).totalPrice).toBe(before.totalPrice);
    const order = (await get(`/api/order/${orderId}`)).json().order;
    expect(order.total_price).toBe(total);

    // A finished weight re-prices under the locked offer; the invoice taxes the discounted value and says so.
    const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    expect(defined(item, 'item').breakdown.discount).toEqual({ makingBasisPoints: 2500, diamondBasisPoints: 1000 });
    const grams = defined(item, 'item').productSnapshot.metalWeightMg / 1000;
    const weighed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: Math.round(grams * 1.01 * 1000) / 1000 } });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const [reweighed] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    expect(defined(reweighed, 'item').breakdown.makingDiscountPaise).toBeGreaterThan(defined(item, 'item').breakdown.makingDiscountPaise ?? 0);
    await payBalance(t.app, asha, orderId);
    const huids = { [String(defined(item, 'item').id)]: ['OFR001'] };
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/dispatch`, headers: as(admin), payload: { courier: 'Blue Dart', tracking_number: 'BDOFR1', huids } })).statusCode).toBe(200);
    const docs = (await get(`/api/orders/${orderId}/tax-documents`)).json().documents as { id: number; type: string; total: number; taxable_value: number }[];
    const invoice = defined(docs.find((d) => d.type === 'tax_invoice'), 'invoice');
    const text = await pdfText((await get(`/api/orders/${orderId}/tax-documents/${invoice.id}/pdf`)).rawPayload);
    // The invoice's discount column carries the line's cut (making and diamond), as a deduction.
    const cut = defined(reweighed, 'item').breakdown;
    const discount = ((cut.makingDiscountPaise ?? 0) + (cut.diamondDiscountPaise ?? 0)) * defined(reweighed, 'item').quantity;
    expect(discount).toBeGreaterThan(0);
    expect(text).toContain('Discount');
    expect(text).toContain(signedAmount(-discount));
  });

  it('starts and ends on its own: the minute’s check re-prices the list', async () => {
    const listBefore = await listPrice(ids.aanya);
    const since = new Date(Date.now() - 1000);
    // Written straight to the table, as if its start had simply arrived.
    await t.app.database.db.insert(schema.offers).values({ title: 'Wedding season', makingDiscountBp: 2000, diamondDiscountBp: 0, startsAt: new Date(Date.now() - 10), endsAt: new Date(Date.now() + HOUR) });
    expect(await listPrice(ids.aanya)).toBe(listBefore);
    const next = await repriceAtOfferBoundaries(t.app, since);
    expect(await listPrice(ids.aanya)).toBeLessThan(listBefore);
    // Nothing started or ended since: nothing to do.
    expect(await repriceAtOfferBoundaries(t.app, next)).toBeInstanceOf(Date);
    await t.app.database.db.update(schema.offers).set({ endsAt: new Date(Date.now() - 1) });
    await repriceAtOfferBoundaries(t.app, new Date(next.getTime() - 1000));
    expect(await listPrice(ids.aanya)).toBe(listBefore);
  });

  it('applies a code to a cart with a clear reason when it cannot, and the order locks it', async () => {
    const now = Date.now();
    const offer = (code: string, extra: Record<string, unknown> = {}) =>
      send('POST', '/api/admin/offers', { title: `Code ${code}`, code, making_discount_percent: 20, diamond_discount_percent: 0, category_ids: [24], starts_at: ist(new Date(now - HOUR)), ends_at: ist(new Date(now + 24 * HOUR)), ...extra });
    expect((await offer('SHAADI', { min_order: 10000 })).statusCode).toBe(200);
    expect((await offer('BIGSPEND', { min_order: 9_000_000 })).statusCode).toBe(200);
    expect((await offer('SOON', { starts_at: ist(new Date(now + 24 * HOUR)), ends_at: ist(new Date(now + 48 * HOUR)) })).statusCode).toBe(200);
    expect((await offer('PENDANTS', { category_ids: [20] })).statusCode).toBe(200);
    const apply = (code: string) => t.app.inject({ method: 'POST', url: '/api/cart/coupon', headers: as(asha), payload: { code } });

    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 12 });
    const before = (await get('/api/view-cart')).json();
    expect(before.coupon).toBeNull();
    expect((await apply('NOPE')).json()).toMatchObject({ message: 'This code is not valid.', errors: { code: ['This code is not valid.'] } });
    expect((await apply('bigspend')).json().message).toBe('This code needs an order of at least ₹90,00,000.');
    expect((await apply('SOON')).json().message).toMatch(/^This offer starts on \d{1,2} \w{3} \d{4}\.$/);
    expect((await apply('PENDANTS')).json().message).toBe('This code does not apply to the pieces in your cart.');

    const applied = await apply('shaadi');
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json();
    expect(cart.coupon).toMatchObject({ code: 'SHAADI', applied: true, reason: null });
    expect(cart.coupon.saving).toBeGreaterThan(0);
    expect(cart.total_price).toBe(before.total_price - cart.coupon.saving);
    expect((await get('/api/view-cart')).json().total_price).toBe(cart.total_price);
    // Adding to the cart answers with the code too, checked against the cart with the new line.
    const more = await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(asha), payload: { product_id: ids.aanya, gold_type: 'white_gold', gold_carat: '14k', ring_size: 12 } });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json().coupon).toMatchObject({ code: 'SHAADI', applied: true, reason: null });
    expect(more.json().coupon.saving).toBeGreaterThan(cart.coupon.saving);
    expect((await get('/api/view-cart')).json()).toMatchObject({ total_price: more.json().total_price, coupon: more.json().coupon });
    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.id, more.json().item.id));

    // The order locks the cart's price with the code.
    const total = cart.total_price as number;
    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.id, line));
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total, first: Math.round(total * 0.71) });
    expect((await get(`/api/order/${orderId}`)).json().order.total_price).toBe(total);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: as(asha) });
    expect(removed.json().coupon).toBeNull();
  });
});
