/**
 * After-sale requests and the wallet (ARCHITECTURE §7, issue 17): the windows and their reasons,
 * every step the shop moves a request through, the money each completion moves (a return's refund
 * and credit note, an exchange's store credit, a buyback's payout), credit spent on an advance and
 * given back, redemption after 3 months; owner only, amounts by the server, idempotent retries.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf.ts';
import { adminToken, countingProvider, orderInProduction, outboxFor, payBalance } from '../../../test/admin.ts';
import { addAddress, addCartLine, checkoutSignature, FILES, multipartBody, orderUpdate, verifiedCustomer } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import { expireStaleOrders } from '../orders/expiry.ts';

const RING = 42_432;
const FIRST = 30_126;
const DAY = 24 * 60 * 60_000;
const provider = countingProvider();

setupShop(97, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = asha) => t.app.inject({ method: 'GET', url, headers: as(token) });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a photo of a bent prong')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);

async function deliveredOrder(): Promise<{ orderId: number; itemId: number }> {
  const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
  await payBalance(t.app, asha, orderId);
  const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  const itemId = defined(item, 'item').id;
  const dispatched = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/dispatch`,
    headers: as(admin),
    payload: { courier: 'Blue Dart', tracking_number: `BD${orderId}`, huids: { [String(itemId)]: [`HU${orderId}`.slice(0, 6).padEnd(6, 'X')] } },
  });
  expect(dispatched.statusCode, dispatched.body).toBe(200);
  const delivered = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/deliver`, headers: as(admin) });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { orderId, itemId };
}

function ask(orderId: number, fields: [string, string][], files: Record<string, { filename: string; content: Buffer; type?: string }> = {}, token = asha) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(token) }, payload: body.payload });
}

const move = (id: number, status: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/after-sale/${id}/status`, headers: as(admin), payload: { status, ...extra } });

async function walk(id: number, steps: string[], extra: Record<string, string> = {}) {
  let last;
  for (const status of steps) {
    last = await move(id, status, status === 'completed' ? extra : { note: `moved to ${status}` });
    expect(last.statusCode, last.body).toBe(200);
  }
  return defined(last, 'answer').json().request;
}


const setDelivered = (orderId: number, at: Date) => t.app.database.db.update(schema.orders).set({ deliveredAt: at }).where(eq(schema.orders.id, orderId));
const wallet = async (token = asha) => (await get('/api/wallet', token)).json();

describe('a return within 15 days', () => {
  it('goes requested → approved → received → inspected → completed, refunds through the provider with a credit note, and the ledger agrees', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const fields: [string, string][] = [['kind', 'return'], ['item_ids[]', String(itemId)], ['reason', 'Manufacturing defect'], ['details', 'A prong is bent']];
    const res = await ask(orderId, fields, { photos: { filename: 'prong.png', content: PNG, type: 'image/png' }, video: { filename: 'unboxing.mp4', content: MP4, type: 'video/mp4' } });
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json().request;
    expect(res.json().message).toBe('Your request has been received. We will contact you within 2 working days.');
    expect(request).toMatchObject({ order_id: orderId, kind: 'return', status: 'requested', reason: 'Manufacturing defect', details: 'A prong is bent' });
    expect(request.items).toEqual([expect.objectContaining({ order_item_id: itemId, name: expect.any(String) })]);
    expect(request.media.map((m: { kind: string }) => m.kind)).toEqual(['photo', 'video']);
    expect(request.value.amount).toBe(RING);

    // A double click answers the same request; another customer cannot see or ask.
    const again = await ask(orderId, fields);
    expect(again.statusCode).toBe(200);
    expect(again.json().request.id).toBe(request.id);
    expect((await ask(orderId, fields, {}, ravi)).statusCode).toBe(404);
    expect((await get(`/api/after-sale/${request.id}`, ravi)).statusCode).toBe(404);
    expect((await get(request.media[0].url, ravi)).statusCode).toBe(404);
    const photo = await get(request.media[0].url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/admin/after-sale/${request.id}/media/1`, admin)).headers['content-type']).toBe('video/mp4');
    expect((await get('/api/after-sale')).json().requests.map((r: { id: number }) => r.id)).toContain(request.id);
    // The piece is in an open request: another kind for it waits.
    expect((await ask(orderId, [['kind', 'exchange'], ['item_ids[]', String(itemId)], ['reason', 'Change of design']])).statusCode).toBe(409);

    // Off the path is refused; the shop walks it; a repeated step changes nothing.
    expect((await move(request.id, 'completed')).statusCode).toBe(409);
    const refundsBefore = provider.refunds.length;
    const done = await walk(request.id, ['approved', 'received', 'inspected', 'completed']);
    expect(done.status).toBe('completed');
    expect(done.steps.map((s: { status: string }) => s.status)).toEqual(['requested', 'approved', 'received', 'inspected', 'completed']);
    expect(done.steps[1].note).toBe('moved to approved');
    expect(done.next).toEqual([]);
    expect(done.settlement).toMatchObject({ type: 'refund', amount: RING });
    expect((await move(request.id, 'completed')).statusCode).toBe(200);
    expect((await move(request.id, 'approved')).statusCode).toBe(409);
    const made = provider.refunds.slice(refundsBefore);
    expect(made.reduce((s, r) => s + r.amountPaise, 0)).toBe(RING * 100);

    const order = (await get(`/api/order/${orderId}`)).json().order;
    expect(order).toMatchObject({ amount_paid: RING, amount_refunded: RING, amount_due: 0 });
    const docs = (await get(`/api/orders/${orderId}/tax-documents`)).json().documents as { id: number; number: string; type: string; total: number }[];
    const notes = docs.filter((d) => d.type === 'credit_note');
    expect(notes.reduce((s, d) => s + d.total, 0)).toBe(RING);
    // The credit note reads as one: it names the invoice it corrects and the return it is for.
    const invoice = defined(docs.find((d) => d.type === 'tax_invoice'), 'the invoice');
    const pdf = await get(`/api/orders/${orderId}/tax-documents/${defined(notes[0], 'credit note').id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`request #${request.id}`);
    // The customer heard of every step by SMS, WhatsApp and e-mail.
    const [contact] = await t.app.database.db.select().from(schema.users).where(eq(schema.users.id, ashaId));
    const told = (await outboxFor(t.app, defined(contact, 'asha').phoneNumber)).filter((m) => m.body.includes(`request #${request.id}`));
    expect(told.filter((m) => m.channel === 'sms')).toHaveLength(5);
    expect(told.filter((m) => m.channel === 'whatsapp')).toHaveLength(5);
    expect((await outboxFor(t.app, defined(contact, 'asha').email)).filter((m) => m.body.includes(`request #${request.id}`))).toHaveLength(5);

    // A returned piece cannot be returned, exchanged or sold back again.
    expect((await ask(orderId, [['kind', 'buyback'], ['item_ids[]', String(itemId)], ['reason', 'No longer worn']])).json().message).toBe(
      'This piece has already been returned, exchanged or bought back.',
    );
  });
});

describe('the windows', () => {
  it('offers a return through the 15th day after delivery (India time) and refuses it after, with the policy’s reason', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const fields: [string, string][] = [['kind', 'return'], ['item_ids[]', String(itemId)], ['reason', 'Damaged in transit']];
    // Delivered 00:30 IST 15 days ago today: today is the 15th day after, still open.
    const now = new Date();
    const todayIst = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await setDelivered(orderId, new Date(new Date(`${todayIst}T00:30:00+05:30`).getTime() - 15 * DAY));
    const open = await ask(orderId, fields);
    expect(open.statusCode, open.body).toBe(200);
    expect((await move(open.json().request.id, 'rejected', { note: 'No defect found' })).statusCode).toBe(200);
    // Delivered a day earlier (late that evening, India time): the 15th day after was yesterday, and
    // the window closed at its end.
    await setDelivered(orderId, new Date(new Date(`${todayIst}T23:30:00+05:30`).getTime() - 16 * DAY));
    const closed = await ask(orderId, fields);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Returns are accepted within 15 days of delivery; this order could be returned until \d{1,2} \w{3} \d{4}\.$/);
    // Exchange and buyback stay open for 5 years, then close.
    const exchange: [string, string][] = [['kind', 'exchange'], ['item_ids[]', String(itemId)], ['reason', 'Upgrade to a bigger piece']];
    const fiveYears = new Date();
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() - 5);
    await setDelivered(orderId, new Date(fiveYears.getTime() - 2 * DAY));
    const late = await ask(orderId, exchange);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Exchange is offered for 5 years from delivery; for this order that ended on /);
    expect((await ask(orderId, [['kind', 'maintenance'], ['item_ids[]', String(itemId)], ['reason', 'Resizing']])).statusCode).toBe(409);
    await setDelivered(orderId, new Date(fiveYears.getTime() + 2 * DAY));
    expect((await ask(orderId, exchange)).statusCode).toBe(200);
  });

  it('opens nothing before delivery', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    const res = await ask(orderId, [['kind', 'maintenance'], ['item_ids[]', String(defined(item, 'item').id)], ['reason', 'Resizing']]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Returns, exchanges, buyback and maintenance open once your order is delivered.');
  });
});

describe('bad requests', () => {
  it('answers 422 or 415 with the field that is wrong, never a 500', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const base: [string, string][] = [['item_ids[]', String(itemId)], ['reason', 'Resizing']];
    expect((await ask(orderId, [['kind', 'repair'], ...base])).json().errors.kind).toBeDefined();
    expect((await ask(orderId, [['kind', 'return'], ['item_ids[]', String(itemId)], ['reason', 'Just because']])).json().errors.reason).toBeDefined();
    expect((await ask(orderId, [['kind', 'maintenance'], ['item_ids[]', '999999'], ['reason', 'Resizing']])).json().errors.item_ids).toBeDefined();
    expect((await ask(orderId, [['kind', 'maintenance'], ['reason', 'Resizing']])).statusCode).toBe(422);
    const text = await ask(orderId, [['kind', 'maintenance'], ...base], { photos: { filename: 'photo.jpg', content: FILES.text } });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Photos must be JPEG, PNG or WebP images.');
    const fakeVideo = await ask(orderId, [['kind', 'maintenance'], ...base], { video: { filename: 'clip.mp4', content: PNG } });
    expect(fakeVideo.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: as(asha), payload: { kind: 'maintenance', 'item_ids[]': [String(itemId)], reason: 'Resizing' } });
    expect(json.statusCode, json.body).toBe(200);
    const badKind = await get('/api/admin/after-sale?kind=repair', admin);
    expect(badKind.statusCode, badKind.body).toBe(422);
    expect(badKind.json().errors.kind).toBeDefined();
    expect((await get('/api/admin/after-sale', asha)).statusCode).toBe(403);
    expect((await move(999_999, 'approved')).statusCode).toBe(404);
  });
});

describe('an exchange and the wallet', () => {
  it('credits the inspected buyback value, spends it on an advance, gives it back when that order expires, and redeems it after 3 months', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const estimate = (await get(`/api/orders/${orderId}/buyback`)).json().total_estimate as number;
    const res = await ask(orderId, [['kind', 'exchange'], ['item_ids[]', String(itemId)], ['reason', 'Upgrade to a bigger piece']]);
    const id = res.json().request.id as number;
    const before = (await wallet()).balance as number;
    const done = await walk(id, ['approved', 'received', 'inspected', 'completed']);
    expect(done.value).toMatchObject({ amount: estimate, final: true });
    expect(done.value.gold_value).toBeGreaterThan(0);
    expect(done.settlement).toMatchObject({ type: 'store_credit', amount: estimate });
    expect((await move(id, 'completed')).statusCode).toBe(200);
    const w = await wallet();
    expect(w.balance).toBeCloseTo(before + estimate, 2);
    expect(w.entries[0]).toMatchObject({ amount: estimate, reason: expect.stringContaining(`request #${id}`) });
    expect(w.redeemable).toBe(0);
    expect((await get('/api/admin/after-sale?kind=exchange&status=completed', admin)).json().requests.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get('/api/admin/after-sale?kind=return', admin)).json().requests.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(`/api/admin/after-sale?order_id=${orderId}`, admin)).json().requests.map((r: { id: number }) => r.id)).toEqual([id]);

    // Credit too young to redeem.
    const early = await t.app.inject({ method: 'POST', url: '/api/wallet/redeem', headers: as(asha), payload: {} });
    expect(early.statusCode).toBe(409);

    // Spent on part of a new order's advance: the provider is asked for the rest.
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 12 });
    const body = multipartBody(
      [['cart_ids[0]', String(line)], ['address_id', String(address)], ['total_price', String(RING)], ['first_payment_amount', String(FIRST)], ['balance_amount', String(RING - FIRST)], ['use_credit', 'true']],
      { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } },
    );
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, ...as(asha) }, payload: body.payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const used = Math.min(w.balance, FIRST - 10);
    expect(placed.json().order.amount_paid).toBeCloseTo(used, 2);
    expect(placed.json().razor_response.amount).toBe(Math.round((FIRST - used) * 100));
    expect((await wallet()).balance).toBeCloseTo(w.balance - used, 2);

    // The order expires unpaid: the credit comes back.
    const newOrder = placed.json().order.id as number;
    await t.app.database.db.update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.orders.id, newOrder));
    expect(await expireStaleOrders(t.app)).toContain(newOrder);
    expect((await wallet()).balance).toBeCloseTo(w.balance, 2);
    const expired = (await get(`/api/order/${newOrder}`)).json().order;
    expect(expired).toMatchObject({ status: 'expired', amount_due: 0 });
    expect(expired.amount_refunded).toBeCloseTo(used, 2);

    // Three months on, the credit is redeemable; a retried click makes one payout.
    await t.app.database.db.update(schema.walletEntries).set({ createdAt: new Date(Date.now() - 100 * DAY) }).where(eq(schema.walletEntries.userId, ashaId));
    const ready = await wallet();
    expect(ready.redeemable).toBeCloseTo(ready.balance, 2);
    const redeem = () => t.app.inject({ method: 'POST', url: '/api/wallet/redeem', headers: as(asha), payload: { amount: 1000, idempotency_key: 'redeem-click-1' } });
    const [a, b] = await Promise.all([redeem(), redeem()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().payout.id).toBe(b.json().payout.id);
    expect((await wallet()).balance).toBeCloseTo(ready.balance - 1000, 2);
    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/wallet/redeem', headers: as(asha), payload: { amount: 99_999_999 } });
    expect(tooMuch.statusCode).toBe(422);

    // The shop pays it and records the transfer; the customer sees the reference.
    const payouts = (await get('/api/admin/payouts', admin)).json().payouts as { id: number; status: string }[];
    const payout = defined(payouts.find((p) => p.id === a.json().payout.id), 'payout');
    expect(payout.status).toBe('requested');
    const paid = await t.app.inject({ method: 'POST', url: `/api/admin/payouts/${payout.id}/paid`, headers: as(admin), payload: { reference: 'UTR123456789' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await wallet()).payouts[0]).toMatchObject({ status: 'paid', reference: 'UTR123456789' });
    expect((await wallet(ravi)).balance).toBe(0);
  });

  it('counts credit spent on an advance that is then paid as money in, with its own receipt voucher', async () => {
    await t.app.database.db.insert(schema.walletEntries).values({ userId: ashaId, kind: 'exchange_credit', amountPaise: 500_000, reason: 'Exchange credit (test grant)' });
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 14 });
    const body = multipartBody(
      [['cart_ids[0]', String(line)], ['address_id', String(address)], ['total_price', String(RING)], ['first_payment_amount', String(FIRST)], ['balance_amount', String(RING - FIRST)], ['use_credit', '1']],
      { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } },
    );
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, ...as(asha) }, payload: body.payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const providerOrderId = placed.json().razor_response.id as string;
    const providerPaise = placed.json().razor_response.amount as number;
    const paid = await orderUpdate(t.app, asha, orderId, { first_payment_transaction_id: `pay_c_${orderId}`, razorpay_order_id: providerOrderId, razorpay_signature: checkoutSignature(providerOrderId, `pay_c_${orderId}`) });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (await get(`/api/order/${orderId}`)).json().order;
    expect(order.status).toBe('in_production');
    expect(order.amount_paid).toBe(FIRST);
    expect(order.amount_due).toBeCloseTo(RING - FIRST, 2);
    const docs = (await get(`/api/orders/${orderId}/tax-documents`)).json().documents as { type: string; total: number }[];
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher']);
    expect(docs.reduce((s, d) => s + d.total, 0)).toBe(FIRST);
    expect(providerPaise).toBeLessThan(FIRST * 100);
  });
});

describe('credit spent by two orders at once', () => {
  it('never spends more than the balance', async () => {
    const { id: userId, token } = await verifiedCustomer(t.app, 297);
    const home = await addAddress(t.app, userId);
    await t.app.database.db.insert(schema.walletEntries).values({ userId, kind: 'exchange_credit', amountPaise: 1_500_000, reason: 'Exchange credit (test grant)' });
    const place = async (ringSize: number) => {
      const line = await addCartLine(t.app, userId, ids.aanya, { ringSize });
      const body = multipartBody(
        [['cart_ids[0]', String(line)], ['address_id', String(home)], ['total_price', String(RING)], ['first_payment_amount', String(FIRST)], ['balance_amount', String(RING - FIRST)], ['use_credit', 'true']],
        { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } },
      );
      return t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, ...as(token) }, payload: body.payload });
    };
    const placed = await Promise.all([place(7), place(8), place(9)]);
    for (const res of placed) expect(res.statusCode, res.body).toBe(201);
    const used = placed.reduce((s, res) => s + Math.round((res.json().order.amount_paid as number) * 100), 0);
    expect(used).toBe(1_500_000);
    expect((await wallet(token)).balance).toBe(0);
  });
});

describe('a buyback', () => {
  it('completes only with the payout reference, which the customer sees', async () => {
    const { orderId, itemId } = await deliveredOrder();
    const res = await ask(orderId, [['kind', 'buyback'], ['item_ids[]', String(itemId)], ['reason', 'Need the money']]);
    const id = res.json().request.id as number;
    await walk(id, ['approved', 'received', 'inspected']);
    const missing = await move(id, 'completed');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Please give the bank transfer reference of the buyback payout.');
    const done = await move(id, 'completed', { payout_reference: 'NEFT-KNK-0042' });
    expect(done.statusCode, done.body).toBe(200);
    const mine = (await get(`/api/after-sale/${id}`)).json().request;
    expect(mine.settlement).toMatchObject({ type: 'payout', reference: 'NEFT-KNK-0042' });
    expect(mine.settlement.amount).toBe(mine.value.amount);
    expect(mine.settlement.amount).toBeGreaterThan(0);
  });
});
