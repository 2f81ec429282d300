import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, Recorder, signup } from '../accounts.ts';
import { adminToken } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { addAddress, FILES, multipartBody, userIdOf } from '../orders.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { defined } from '@kanak/db/testing';

/*
 * Mass assignment (OWASP API3, broken object property level authorisation): fields a client may
 * not set — role, owner, ids, prices, amounts, statuses — are dropped by the request schemas and
 * decided by the server. Each test sends them and reads the database back.
 */

const RING = 42_432;
const FIRST = 30_126;
const EXTRA = {
  role: 'admin',
  user_id: 1,
  userId: 1,
  id: 777,
  price: 1,
  list_price: 1,
  list_price_paise: 100,
  amount: 1,
  total: 1,
  status: 'delivered',
  paid: true,
  email_verified_at: '2020-01-01T00:00:00Z',
  is_admin: true,
};

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let asha: string;
let ashaId: number;
let raviId: number;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  const r = new Recorder(t.app);
  asha = await r.registerAndVerify(signup(501, EXTRA));
  await r.registerAndVerify(signup(502));
  ashaId = await userIdOf(t.app, 'customer501@example.in');
  raviId = await userIdOf(t.app, 'customer502@example.in');
});
afterAll(() => t.close());

const db = () => t.app.database.db;

describe('fields a customer may not set', () => {
  it('signing up with role admin makes a customer, with no verified e-mail and the server’s id', async () => {
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, ashaId));
    expect(defined(user, 'user').role).toBe('customer');
    expect(defined(user, 'user').id).not.toBe(777);
    expect(defined(user, 'user').emailVerifiedAt).toBeNull();
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(asha) });
    expect(dashboard.statusCode).toBe(403);
  });

  it('also as a form: a role field in multipart or url-encoded signups changes nothing', async () => {
    const form = multipart({ ...signup(503), role: 'admin', user_id: '1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', ...form });
    expect(res.statusCode).toBe(200);
    const encoded = new URLSearchParams({ ...signup(504), role: 'admin' }).toString();
    const res2 = await t.app.inject({ method: 'POST', url: '/api/register', payload: encoded, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res2.statusCode).toBe(200);
    for (const email of ['customer503@example.in', 'customer504@example.in']) {
      const [user] = await db().select().from(schema.users).where(eq(schema.users.email, email));
      expect(defined(user, 'user').role).toBe('customer');
    }
  });

  it('an address saved with another user_id and an id is the customer’s own, under a new id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(asha),
      payload: { ...EXTRA, user_id: raviId, recipient_name: 'Asha', landmark: 'Lake', mobile: '9876543210', pincode: '560001', state: 'Karnataka', area: 'Indiranagar', address: '12 MG Road' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(schema.addresses).where(eq(schema.addresses.id, res.json().address.id));
    expect(defined(row, 'row').userId).toBe(ashaId);
    expect(defined(row, 'row').id).not.toBe(777);
  });

  it('a cart line with a price of ₹1 and another user_id costs the server’s price and is the customer’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(asha),
      payload: { ...EXTRA, user_id: raviId, product_id: ids.meher, quantity: 1, gold_type: 'rose_gold', gold_carat: '14k' },
    });
    expect(res.statusCode).toBe(201);
    const [line] = await db().select().from(schema.cartItems).where(eq(schema.cartItems.productId, ids.meher));
    expect(defined(line, 'line').userId).toBe(ashaId);
    const cart = await t.app.inject({ method: 'GET', url: '/api/view-cart', headers: bearer(asha) });
    expect(JSON.stringify(cart.json())).not.toMatch(/"(price|total_price|totalPrice)":1\b/);
    const priced = await t.app.inject({ method: 'GET', url: `/api/products/${ids.meher}/price?gold_type=rose_gold&gold_carat=14k` });
    expect(cart.body).toContain(String(priced.json().totalPrice));
  });

  it('an order sent with status, paid and amount fields waits for its advance, for the server’s amount', async () => {
    const address = await addAddress(t.app, ashaId);
    const [line] = await db()
      .insert(schema.cartItems)
      .values({ userId: ashaId, productId: ids.aanya, quantity: 1, goldColour: 'rose_gold', karat: '14k', clarity: 'SI-I IJ', ringSize: 12 })
      .returning();
    const extra = { ...EXTRA, user_id: raviId, first_payment_paise: 100, order_status: 'in_production', razorpay_order_id: 'order_forged' };
    const fields: [string, string][] = [
      ...Object.entries(extra).map(([k, v]) => [k, String(v)] as [string, string]),
      ['cart_ids[0]', String(defined(line, 'line').id)],
      ['address_id', String(address)],
      ['total_price', String(RING)],
      ['first_payment_amount', String(FIRST)],
      ['balance_amount', String(RING - FIRST)],
    ];
    const form = multipartBody(fields, { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...form.headers, ...bearer(asha) }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.razor_response.amount).toBe(FIRST * 100);
    expect(body.razor_response.id).not.toBe('order_forged');
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, body.order.id));
    expect(defined(order, 'order').status).toBe('pending_advance');
    expect(defined(order, 'order').userId).toBe(ashaId);
    expect(defined(order, 'order').firstPaymentPaise).toBe(FIRST * 100);
    const payments = await db().select().from(schema.payments).where(eq(schema.payments.orderId, defined(order, 'order').id));
    expect(payments.map((p) => [p.status, p.amountPaise])).toEqual([['created', FIRST * 100]]);
  });

  it('an order-update that only claims a status or an amount changes nothing', async () => {
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.userId, ashaId));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/order-update/${defined(order, 'order').id}`,
      headers: bearer(asha),
      payload: { status: 'delivered', first_payment_amount_status: 'successful', order_message: 'Order placed successfully', first_payment_amount: 1, balance_amount: 0 },
    });
    expect(res.statusCode).toBe(422);
    const [after] = await db().select().from(schema.orders).where(eq(schema.orders.id, defined(order, 'order').id));
    expect(after).toEqual(order);
  });

  it('a customise request cannot set its own status or owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customize-requests', headers: bearer(asha), payload: { ...EXTRA, status: 'closed', user_id: raviId, description: 'A ring', contactNo: '9876543210' } });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.userId, ashaId));
    expect(defined(row, 'row').status).toBe('new');
  });
});

describe('fields an admin may not set either', () => {
  it('a product posted with a price gets its list price from the rate card', async () => {
    const admin = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin),
      payload: { ...EXTRA, name: 'Priced By Hand', product_category_id: 20, product_code: 'MA-1', metal_weight: 2, price: 1, list_price_paise: 100 },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    expect(id).not.toBe(777);
    const [row] = await db().select().from(schema.products).where(eq(schema.products.id, id));
    // 2 g of rose 14k at ₹4,680 + making ₹8,000, plus 3% GST (ARCHITECTURE §4).
    expect(defined(row, 'row').listPricePaise).toBe(Math.round((2 * 4_680 + 8_000) * 1.03) * 100);
  });
});
