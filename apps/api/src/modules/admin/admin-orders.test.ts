import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, orderInProduction, outboxFor, payBalance } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { addAddress, userIdOf } from '../../../test/orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defined } from '@kanak/db/testing';
import { MESSAGES } from '@kanak/domain';

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const provider = countingProvider();
let admin: string;
let asha: string;
let ashaId: number;
let address: number;
const ASHA_PHONE = String(9_000_000_000 + 81);

// The Aanya ring at rose 14k, SI-I IJ: 3.45 g × ₹4,680 + 0.25 ct × ₹45,000 + 3.45 g × ₹4,000, +3% GST.
const RING = 42_432;
const FIRST = 30_126;

beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
  ids = await insertCatalogueFixture(t.app.database);
  asha = await new Recorder(t.app).registerAndVerify(signup(81));
  ashaId = await userIdOf(t.app, 'customer81@example.in');
  address = await addAddress(t.app, ashaId);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: as(admin), payload: payload ?? {} });
const newOrder = () => orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });

describe('finished weight', () => {
  it('refuses a weight more than 2% off the ordered 3.45 g', async () => {
    const id = await newOrder();
    for (const metal_weight of [3.52, 3.38, 3.55]) {
      const res = await post(`/api/admin/orders/${id}/finished-weight`, { metal_weight });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The finished weight must be within 2% of the ordered weight.');
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as(admin) });
    expect(detail.json().order.total_price).toBe(RING);
  });

  it('re-prices from the locked rates, not today\'s, and tells the customer of the 24 hours', async () => {
    const id = await newOrder();
    // Gold doubles after the order: the locked price must not notice.
    const rates = (await t.app.inject({ method: 'GET', url: '/api/admin/rates', headers: as(admin) })).json().data;
    const dearer = { ...rates.gold_price, rose_gold: { '14k': 9360, '18k': 12000 } };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: { gold: dearer, diamond: rates.diamond_price } })).statusCode).toBe(200);

    const res = await post(`/api/admin/orders/${id}/finished-weight`, { metal_weight: 3.5 });
    expect(res.statusCode).toBe(200);
    // 3.5 × 4,680 = 16,380 + 11,250 + 14,000 = 41,630; GST 1,248.90; total 42,878.90 → ₹42,879.
    const order = res.json().order;
    expect(order.total_price).toBe(42_879);
    expect(order.balance_amount).toBe(42_879 - FIRST);
    expect(order.finished_metal_weight).toBe(3.5);
    expect(order.ordered_metal_weight).toBe(3.45);
    expect(order.items[0].breakdown.gold_price).toBe(16_380);
    const sms = (await outboxFor(t.app, ASHA_PHONE)).map((m) => m.body).find((b) => b.includes('finished'));
    expect(sms).toContain('₹12,753');
    expect(sms).toContain('24 hours');
    // The customer may still cancel (in production) and pays the new balance.
    const pay = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/balance-payment`, headers: as(asha) });
    expect(pay.json().razor_response.amount).toBe((42_879 - FIRST) * 100);
    await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: { gold: rates.gold_price, diamond: rates.diamond_price } });
  });

  it('accepts exactly 2% more', async () => {
    const id = await newOrder();
    expect((await post(`/api/admin/orders/${id}/finished-weight`, { metal_weight: 3.519 })).statusCode).toBe(200);
  });
});

describe('stages, dispatch and delivery', () => {
  it('sets the production stage and tells the customer', async () => {
    const id = await newOrder();
    const res = await post(`/api/admin/orders/${id}/stage`, { stage: 'cad' });
    expect(res.json().order.production_stage).toBe('cad');
    expect((await outboxFor(t.app, ASHA_PHONE)).some((m) => m.body.includes(`#${id} has reached the "CAD" stage`))).toBe(true);
  });

  it('dispatches only a paid order, with a 6-character HUID for every piece', async () => {
    const id = await newOrder();
    const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, id));
    const body = (huids: Record<string, unknown>) => ({ courier: 'BlueDart', tracking_number: 'BD123456789IN', huids });
    expect((await post(`/api/admin/orders/${id}/dispatch`, body({ [defined(item, 'item').id]: 'AB12CD' }))).statusCode).toBe(409);
    await payBalance(t.app, asha, id);
    const bad = await post(`/api/admin/orders/${id}/dispatch`, body({ [defined(item, 'item').id]: 'AB12' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('A HUID is 6 letters or digits.');
    expect((await post(`/api/admin/orders/${id}/dispatch`, body({}))).json().message).toBe('Please enter one HUID for each piece of the order.');
    const ok = await post(`/api/admin/orders/${id}/dispatch`, body({ [defined(item, 'item').id]: 'ab12cd' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ status: 'dispatched', courier: 'BlueDart', tracking_number: 'BD123456789IN', huids: { [defined(item, 'item').id]: ['AB12CD'] } });
    expect((await outboxFor(t.app, ASHA_PHONE)).some((m) => m.body.includes('BD123456789IN'))).toBe(true);

    expect((await post(`/api/admin/orders/${id}/deliver`)).json().order.status).toBe('delivered');
    const late = await post(`/api/admin/orders/${id}/cancel`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A delivered order can no longer be cancelled.');
  });

  it('says why an expired or cancelled order cannot be cancelled, in words that fit it', async () => {
    const expired = await newOrder();
    await t.app.database.db.update(schema.orders).set({ status: 'expired' }).where(eq(schema.orders.id, expired));
    const res = await post(`/api/admin/orders/${expired}/cancel`, { reason: 'Tidy up' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has already expired: its advance was never paid, so there is nothing to cancel.');
    const twice = await newOrder();
    expect((await post(`/api/admin/orders/${twice}/cancel`, { reason: 'Customer asked' })).statusCode).toBe(200);
    expect((await post(`/api/admin/orders/${twice}/cancel`, { reason: 'Again' })).json().message).toBe('This order is already cancelled.');
  });
});

describe('refunds', () => {
  it('never exceeds what was paid, and one key is applied once', async () => {
    const id = await newOrder();
    const url = `/api/admin/orders/${id}/refunds`;
    const over = await post(url, { amount: FIRST + 1, idempotency_key: 'refund-over-1' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Refund exceeds the amount paid.');

    const before = provider.refunds.length;
    const first = await post(url, { amount: 10_000, idempotency_key: 'refund-part-1' });
    expect(first.statusCode).toBe(200);
    const again = await post(url, { amount: 10_000, idempotency_key: 'refund-part-1' });
    expect(again.json().message).toBe('This refund was already made.');
    expect(provider.refunds.length).toBe(before + 1);
    expect(again.json().refunds).toHaveLength(1);
    expect(again.json().refundable_amount).toBe(FIRST - 10_000);

    expect((await post(url, { amount: FIRST - 10_000 + 1, idempotency_key: 'refund-part-2' })).statusCode).toBe(422);
    const rest = await post(url, { idempotency_key: 'refund-rest-1' });
    expect(rest.json()).toMatchObject({ refunded_amount: FIRST, refundable_amount: 0 });
    expect((await post(url, { idempotency_key: 'refund-more-1' })).json().message).toBe('Nothing has been paid on this order.');
    expect((await outboxFor(t.app, ASHA_PHONE)).some((m) => m.body.includes('refunded ₹10,000'))).toBe(true);
  });

  it('refunds a cancelled order at once through the provider, and a later refund finds nothing left', async () => {
    const id = await newOrder();
    const cancelled = await post(`/api/admin/orders/${id}/cancel`, { reason: 'Customer asked by phone' });
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', amount_paid: FIRST, amount_refunded: FIRST, amount_due: 0 });
    expect(cancelled.json().refunds).toMatchObject([{ amount: FIRST, status: 'processed' }]);
    expect(cancelled.json().order.ledger.at(-1)).toMatchObject({ kind: 'refund', amount: FIRST, status: 'processed', note: 'Cancelled by the shop: Customer asked by phone' });
    const res = await post(`/api/admin/orders/${id}/refunds`, { idempotency_key: 'refund-cancel-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.admin.nothingToRefund);
  });
});

describe('orders list and customers', () => {
  it('finds orders by status and by the customer\'s phone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?status=cancelled&q=${ASHA_PHONE}`, headers: as(admin) });
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
  });

  it('shows a customer with orders and addresses, and never a secret', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/customers?q=customer81', headers: as(admin) });
    expect(list.json().data).toMatchObject([{ id: ashaId, phone_number: ASHA_PHONE }]);
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${ashaId}`, headers: as(admin) });
    expect(one.json().data.addresses).toHaveLength(1);
    expect(one.json().data.orders.length).toBeGreaterThan(0);
    for (const body of [list.body, one.body]) {
      expect(body).not.toMatch(/password|\$argon2|token|otp|code_hash/i);
    }
  });

  it('shows the dashboard figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(admin) });
    const d = res.json();
    expect(d.advance_collected).toBeGreaterThanOrEqual(FIRST * 3);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1).orders).toBeGreaterThan(0);
    expect(d.gold_rate_history.length).toBeGreaterThan(0);
  });
});
