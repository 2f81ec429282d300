import { asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../accounts.ts';
import { orderInProduction } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { addAddress, addCartLine, placeOrder, userIdOf } from '../orders.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { key, operations, PUBLIC_ROUTES, urlOf, type Operation } from './routes.ts';
import { defined } from '@kanak/db/testing';
import { financialYear, taxDocumentNumber } from '@kanak/domain';
import { issueMissingPlanVouchers } from '../../src/modules/plans/plan-confirm.ts';
import { nextVoucherSequence } from '../../src/modules/plans/plans.repository.ts';
import { recordInstalment } from '../plan-rows.ts';

/*
 * Broken object and function level authorisation (OWASP API1, API5). The route list comes from
 * the app's OpenAPI document, so a route added later is swept too. Admin routes refusing
 * customers with 403 are proven by src/modules/admin/admin-guard.test.ts over the same document.
 */

const RING = 42_432;
const FIRST = 30_126;

let t: TestApp;
let ops: Operation[];
let asha: string;
let ravi: string;
const own: Record<string, number | string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertCatalogueFixture(t.app.database);
  const r = new Recorder(t.app);
  asha = await r.registerAndVerify(signup(401));
  ravi = await r.registerAndVerify(signup(402));
  const ashaId = await userIdOf(t.app, 'customer401@example.in');
  own.address = await addAddress(t.app, ashaId);
  own.order = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: own.address, total: RING, first: FIRST });
  own.cartLine = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 20 });
  const pendingLine = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 21 });
  const pending = await placeOrder(t.app, asha, { cartIds: [pendingLine], addressId: own.address, total: RING, first: FIRST });
  own.providerOrder = pending.json().razor_response.id as string;
  own.pendingOrder = pending.json().order.id as number;
  own.pendingLine = pendingLine;
  const fav = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: bearer(asha), payload: { product_id: ids.meher } });
  own.favorite = fav.json().data.id as number;
  own.favoriteProduct = ids.meher;
  const [receipt] = await t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.orderId, Number(own.order)));
  own.taxDocument = defined(receipt, 'the receipt voucher of asha’s order').id;
  const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, Number(own.order)));
  own.orderItem = defined(item, 'asha’s order line').id;
  const [request] = await t.app.database.db
    .insert(schema.afterSaleRequests)
    .values({
      orderId: Number(own.order),
      userId: ashaId,
      kind: 'maintenance',
      itemIds: [Number(own.orderItem)],
      reason: 'Resizing',
      media: [{ kind: 'photo', mime: 'image/png', sizeBytes: 1, storageKey: 'after-sale/none.bin', iv: '', authTag: '' }],
      steps: [{ status: 'requested', note: null, at: new Date().toISOString(), by: ashaId }],
    })
    .returning();
  own.afterSale = defined(request, 'asha’s after-sale request').id;
  const [design] = await t.app.database.db
    .insert(schema.orderDesigns)
    .values({ orderId: Number(own.order), round: 1, files: [{ kind: 'image', storageKey: 'designs/none.webp', contentType: 'image/webp', sizeBytes: 1 }], note: null })
    .returning();
  own.design = defined(design, 'the design awaiting asha').id;
  const [photo] = await t.app.database.db
    .insert(schema.orderPhotos)
    .values({ orderId: Number(own.order), stage: 'cad', storageKey: 'photos/none.webp', contentType: 'image/webp' })
    .returning();
  own.photo = defined(photo, 'a bench photo of asha’s order').id;
  // A lot of old gold valued and waiting for Asha's acceptance (issue 39).
  const [lot] = await t.app.database.db
    .insert(schema.goldExchanges)
    .values({
      userId: ashaId,
      status: 'valued',
      handover: 'shop',
      items: [{ kind: 'chain', karat: '22k', approxWeightMg: 5_000 }],
      photos: [{ kind: 'photo', mime: 'image/png', sizeBytes: 1, storageKey: 'gold-exchange/none.bin', iv: '', authTag: '' }],
      buyRates: { '14k': 3_900_00, '18k': 4_900_00, '22k': 6_000_00, '24k': 6_500_00 },
      deductionBasisPoints: 300,
      estimatePaise: 29_100_00,
      estimateDeductionPaise: 900_00,
      testedKarat: '22k',
      netWeightMg: 5_000,
      ratePerGramPaise: 6_000_00,
      grossValuePaise: 30_000_00,
      deductionPaise: 900_00,
      valuePaise: 29_100_00,
      valuedAt: new Date(),
      steps: [{ status: 'requested', at: new Date().toISOString(), note: null, by: 'customer' }],
    })
    .returning();
  own.goldExchange = defined(lot, 'asha’s old gold').id;
  // A running 11 + 1 plan of Asha's (issue 39).
  const [plan] = await t.app.database.db
    .insert(schema.plans)
    .values({ name: 'Swarna 11+1', minMonthlyPaise: 1_000_00, maxMonthlyPaise: 50_000_00 })
    .returning();
  const [enrolment] = await t.app.database.db
    .insert(schema.planEnrolments)
    .values({ userId: ashaId, planId: defined(plan, 'a plan').id, monthlyPaise: 5_000_00, status: 'active', enrolledOn: new Date().toISOString().slice(0, 10) })
    .returning();
  own.plan = defined(enrolment, 'asha’s plan').id;
  // Its first instalment, paid, with its receipt voucher (decision 058).
  const fy = financialYear(new Date());
  const voucherNumber = taxDocumentNumber('plan_receipt_voucher', fy, await nextVoucherSequence(t.app.database.db, fy));
  await recordInstalment(t.app.database.db, {
    enrolmentId: Number(own.plan), providerOrderId: 'order_access_plan', providerPaymentId: 'pay_access_plan',
    amountPaise: 5_000_00, number: 1, paidOn: new Date().toISOString().slice(0, 10), paidAt: new Date(), voucherNumber,
  });
  await issueMissingPlanVouchers(t.app);
  const [voucher] = await t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.planEnrolmentId, Number(own.plan)));
  own.planVoucher = defined(voucher, 'asha’s plan voucher').id;
  ops = await operations(t.app);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ADDRESS = { recipient_name: 'Ravi', landmark: 'Fort', mobile: '9812345678', pincode: '400001', state: 'Maharashtra', area: 'Fort', address: '1 Hill Road' };

/**
 * Each customer route that names a record in its path: which of Asha's records to try, and a body
 * that would succeed if the record were Ravi's, so only ownership can refuse it.
 */
const IDOR: Record<string, { id: () => number | string; body?: Record<string, unknown>; params?: Record<string, () => number | string> }> = {
  'POST /api/cart/update/{id}': { id: () => defined(own.cartLine, 'own.cartLine'), body: { quantity: 3 } },
  'DELETE /api/cart-remove/{id}': { id: () => defined(own.cartLine, 'own.cartLine') },
  'DELETE /api/favorites/{id}': { id: () => defined(own.favorite, 'own.favorite') },
  'DELETE /api/favorites/product/{productId}': { id: () => defined(own.favoriteProduct, 'own.favoriteProduct') },
  'PUT /api/addresses/{id}': { id: () => defined(own.address, 'own.address'), body: ADDRESS },
  'POST /api/addresses/{id}': { id: () => defined(own.address, 'own.address'), body: { ...ADDRESS, _method: 'PUT' } },
  'DELETE /api/addresses/{id}': { id: () => defined(own.address, 'own.address') },
  'GET /api/order/{id}': { id: () => defined(own.order, 'own.order') },
  'POST /api/order-update/{id}': { id: () => defined(own.order, 'own.order'), body: { second_payment_msg: 'Changed my mind' } },
  'PUT /api/order-update/{id}': { id: () => defined(own.order, 'own.order'), body: { second_payment_msg: 'Ordered by mistake' } },
  'POST /api/orders/{id}/balance-payment': { id: () => defined(own.order, 'own.order') },
  'POST /api/orders/{id}/advance-payment': { id: () => defined(own.pendingOrder, 'own.pendingOrder') },
  'GET /api/orders/{id}/documents/{kind}': { id: () => defined(own.order, 'own.order') },
  'GET /api/orders/{id}/buyback': { id: () => defined(own.order, 'own.order') },
  'GET /api/orders/{id}/tax-documents': { id: () => defined(own.order, 'own.order') },
  'GET /api/orders/{id}/tax-documents/{docId}/pdf': { id: () => defined(own.order, 'own.order'), params: { docId: () => defined(own.taxDocument, 'own.taxDocument') } },
  'POST /api/orders/{id}/after-sale': {
    id: () => defined(own.order, 'own.order'),
    body: { kind: 'maintenance', 'item_ids[]': [String(own.orderItem)], reason: 'Cleaning and polishing' },
  },
  'GET /api/after-sale/{id}': { id: () => defined(own.afterSale, 'own.afterSale') },
  'GET /api/after-sale/{id}/media/{n}': { id: () => defined(own.afterSale, 'own.afterSale'), params: { n: () => 0 } },
  'POST /api/orders/{id}/designs/{designId}/approve': { id: () => defined(own.order, 'own.order'), params: { designId: () => defined(own.design, 'own.design') } },
  'POST /api/orders/{id}/designs/{designId}/changes': {
    id: () => defined(own.order, 'own.order'),
    params: { designId: () => defined(own.design, 'own.design') },
    body: { comment: 'A thinner band, please' },
  },
  'GET /api/orders/{id}/designs/{designId}/files/{index}': {
    id: () => defined(own.order, 'own.order'),
    params: { designId: () => defined(own.design, 'own.design'), index: () => 0 },
  },
  'GET /api/plans/{id}': { id: () => defined(own.plan, 'own.plan') },
  'POST /api/plans/{id}/pay': { id: () => defined(own.plan, 'own.plan') },
  'POST /api/plans/{id}/confirm': {
    id: () => defined(own.plan, 'own.plan'),
    body: { razorpay_payment_id: 'pay_test', razorpay_order_id: 'order_test', razorpay_signature: 'f'.repeat(64) },
  },
  'POST /api/plans/{id}/close': { id: () => defined(own.plan, 'own.plan') },
  'POST /api/plans/{id}/autopay/stop': { id: () => defined(own.plan, 'own.plan') },
  'GET /api/plans/{id}/vouchers/{docId}/pdf': { id: () => defined(own.plan, 'own.plan'), params: { docId: () => defined(own.planVoucher, 'own.planVoucher') } },
  'GET /api/gold-exchange/{id}': { id: () => defined(own.goldExchange, 'own.goldExchange') },
  'POST /api/gold-exchange/{id}/accept': { id: () => defined(own.goldExchange, 'own.goldExchange') },
  'POST /api/gold-exchange/{id}/decline': { id: () => defined(own.goldExchange, 'own.goldExchange') },
  'GET /api/gold-exchange/{id}/photos/{n}': { id: () => defined(own.goldExchange, 'own.goldExchange'), params: { n: () => 0 } },
  'GET /api/gold-exchange/{id}/voucher.pdf': { id: () => defined(own.goldExchange, 'own.goldExchange') },
  'GET /api/orders/{id}/photos/{photoId}': { id: () => defined(own.order, 'own.order'), params: { photoId: () => defined(own.photo, 'own.photo') } },
};

/** Every row of the tables a customer's records live in, to prove a refusal changed nothing. */
async function snapshot() {
  const db = t.app.database.db;
  const s = schema;
  return {
    cart: await db.select().from(s.cartItems).orderBy(asc(s.cartItems.id)),
    favorites: await db.select().from(s.favorites).orderBy(asc(s.favorites.id)),
    addresses: await db.select().from(s.addresses).orderBy(asc(s.addresses.id)),
    orders: await db.select().from(s.orders).orderBy(asc(s.orders.id)),
    payments: await db.select().from(s.payments).orderBy(asc(s.payments.id)),
    refunds: await db.select().from(s.refunds).orderBy(asc(s.refunds.id)),
    audit: await db.select().from(s.auditLog).orderBy(asc(s.auditLog.id)),
    afterSale: await db.select().from(s.afterSaleRequests).orderBy(asc(s.afterSaleRequests.id)),
    wallet: await db.select().from(s.walletEntries).orderBy(asc(s.walletEntries.id)),
    payouts: await db.select().from(s.walletPayouts).orderBy(asc(s.walletPayouts.id)),
    designs: await db.select().from(s.orderDesigns).orderBy(asc(s.orderDesigns.id)),
    oldGold: await db.select().from(s.goldExchanges).orderBy(asc(s.goldExchanges.id)),
  };
}

describe('a visitor without a session', () => {
  it('gets 401 from every route that is not public, with the contract’s message', async () => {
    const guarded = ops.filter((op) => !PUBLIC_ROUTES.has(key(op)));
    expect(guarded.length).toBeGreaterThan(50);
    for (const op of guarded) {
      const res = await t.app.inject({ method: op.method, url: urlOf(op, (n) => (n === 'kind' ? 'pan' : 1)), payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${key(op)} answered ${res.body}`).toBe(401);
      expect(res.json().message).toBe('Access token not found');
    }
  });

  it('gets 401 with a made-up, a malformed or a signed-out token', async () => {
    const out = await new Recorder(t.app).registerAndVerify(signup(403));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(out) });
    for (const token of ['A'.repeat(43), "' OR 1=1 --", out]) {
      for (const url of ['/api/me', '/api/view-cart', '/api/orders', `/api/order/${own.order}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode, `${url} with ${token.slice(0, 10)}`).toBe(401);
      }
    }
    const cookie = await t.app.inject({ method: 'GET', url: '/api/orders', cookies: { kanak_session: 'forged' } });
    expect(cookie.statusCode).toBe(401);
  });

  it('cannot use the SPEC test form without an admin’s credentials', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product-test', headers: { authorization: `Bearer ${asha}`, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\nFake\r\n--x\r\ncontent-disposition: form-data; name="product_category_id"\r\n\r\n24\r\n--x--\r\n' });
    expect([401, 403, 422]).toContain(res.statusCode);
  });
});

describe('another customer’s records', () => {
  it('covers every customer route that names a record in its path', () => {
    const named = ops.filter((op) => op.params.length > 0 && !PUBLIC_ROUTES.has(key(op)) && !op.path.startsWith('/api/admin/'));
    expect(named.map(key).sort()).toEqual(Object.keys(IDOR).sort());
  });

  it('answer 404 to Ravi on every such route, exactly as an unknown id, and nothing changes', async () => {
    const before = await snapshot();
    for (const op of ops.filter((o) => IDOR[key(o)])) {
      const { id, body, params } = defined(IDOR[key(op)], 'IDOR[key(op)]');
      for (const kind of op.params.includes('kind') ? ['pan', 'other_document'] : ['-']) {
        const url = urlOf(op, (name) => (name === 'kind' ? kind : (params?.[name]?.() ?? id())));
        const res = await t.app.inject({ method: op.method, url, headers: bearer(ravi), payload: body });
        expect(res.statusCode, `${key(op)}: ${res.body}`).toBe(404);
        const unknown = await t.app.inject({ method: op.method, url: urlOf(op, (name) => (name === 'kind' ? kind : 999_999)), headers: bearer(ravi), payload: body });
        expect(res.json(), key(op)).toEqual(unknown.json());
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cannot be paid for, ordered from or listed by Ravi through ids in a body', async () => {
    const before = await snapshot();
    const checkout = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout', headers: bearer(ravi), payload: { razorpay_order_id: own.providerOrder, outcome: 'success' } });
    expect(checkout.statusCode).toBe(404);
    const saved = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(ravi), payload: ADDRESS });
    const raviAddress = saved.json().address.id as number;
    const order = await placeOrder(t.app, ravi, { cartIds: [Number(own.pendingLine)], addressId: raviAddress, total: RING, first: FIRST });
    expect(order.statusCode).toBe(404);
    for (const url of ['/api/orders', '/api/view-cart', '/api/favorites', '/api/addresses']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(ravi) });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).not.toMatch(/customer401|Asha Rao|Near the lake|Aanya|Meher/);
    }
    const after = await snapshot();
    expect(after.orders).toEqual(before.orders);
    expect(after.payments).toEqual(before.payments);
    expect(after.cart).toEqual(before.cart);
  });

  it('stay Asha’s: she still reads her order and its document', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${own.order}`, headers: bearer(asha) })).statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: `/api/orders/${own.order}/documents/other_document`, headers: bearer(asha) });
    expect(doc.statusCode).toBe(200);
  });
});
