/**
 * The shop's side of after-sale requests (ARCHITECTURE §7 and §9, issue 37: the survivors of
 * after-sale-admin.service.ts, after-sale.repository.ts and after-sale-documents.ts): the inbox
 * filtered by state and by customer, each request naming its customer and the steps it may take
 * next, its photos opened from the shop's own screens; each step recorded with the shop's note (or
 * none), told to the customer and written to the audit log, a repeated step changing nothing;
 * inspection valuing the pieces on that day's rate card; the order `returned` once every piece came
 * back by a return or an exchange, never by a buyback or a rejected request; a credit note listing
 * the refunds by the payment each goes back to, an exchange's naming the store credit.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, grantCredit, outboxFor, payBalance } from '../../../test/admin.ts';
import {
  askAfterSale,
  deliveredOrder as onePieceDelivered,
  moveAfterSale,
} from '../../../test/after-sale.ts';
import {
  addAddress,
  addCartLine,
  checkoutSignature,
  FILES,
  multipartBody,
  orderUpdate,
} from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';
import {
  deliveredOrder,
  dispatchAndDeliver,
  itemsOfOrder,
  one,
  storedDocuments,
} from '../../../test/tax.ts';

const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 343);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a photo of a bent clasp'),
]);

setupShop(343);
let admin: string;
let adminId: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  const [row] = await t.app.database.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'admin@kanak.test'));
  adminId = defined(row, 'the admin').id;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: as(token) });
const move = (id: number, body: Record<string, unknown>) => moveAfterSale(t.app, admin, id, body);
const stepTo = async (id: number, ...steps: string[]) => {
  for (const status of steps) {
    const res = await move(id, { status });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
};
const delivered = (token = asha, userId = ashaId, addressId = address) =>
  onePieceDelivered(t.app, admin, {
    token,
    userId,
    productId: ids.aanya,
    addressId,
    total: RING,
    first: FIRST,
  });
const idsOf = (res: { json(): { requests: { id: number }[] } }) =>
  res.json().requests.map((r) => r.id);
const orderStatus = async (orderId: number) =>
  defined(
    (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0],
    'order',
  ).status;

describe('the shop’s inbox', () => {
  it('filters by state and by customer, and names each request’s customer and the steps it may take next', async () => {
    const mine = await delivered();
    const ravisAddress = await addAddress(t.app, raviId);
    const his = await delivered(ravi, raviId, ravisAddress);
    const ashas = await askAfterSale(
      t.app,
      asha,
      mine.orderId,
      mine.itemId,
      'maintenance',
      'Broken clasp or chain',
    );
    const ravis = await askAfterSale(
      t.app,
      ravi,
      his.orderId,
      his.itemId,
      'maintenance',
      'Resizing',
    );
    await stepTo(ravis, 'approved');

    const byRavi = await get(`/api/admin/after-sale?customer_id=${raviId}`);
    expect(idsOf(byRavi)).toEqual([ravis]);
    const [user] = await t.app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, raviId));
    expect(byRavi.json().requests[0]).toMatchObject({
      customer: {
        id: raviId,
        name: defined(user, 'ravi').name,
        phone: defined(user, 'ravi').phoneNumber,
        email: defined(user, 'ravi').email,
      },
      status: 'approved',
      next: ['received', 'rejected'],
    });

    const waiting = idsOf(await get('/api/admin/after-sale?status=requested'));
    expect(waiting).toContain(ashas);
    expect(waiting).not.toContain(ravis);
    expect(
      idsOf(await get(`/api/admin/after-sale?customer_id=${ashaId}&status=approved`)),
    ).not.toContain(ashas);

    const one = (await get(`/api/admin/after-sale/${ashas}`)).json();
    expect(one.message).toBe('');
    const [asha_] = await t.app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, ashaId));
    expect(one.request).toMatchObject({
      id: ashas,
      customer: {
        id: ashaId,
        name: defined(asha_, 'asha').name,
        phone: defined(asha_, 'asha').phoneNumber,
        email: defined(asha_, 'asha').email,
      },
      next: ['approved', 'rejected'],
    });
  });

  it('answers “Request not found” (404) for a request that does not exist', async () => {
    const res = await get('/api/admin/after-sale/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Request not found');
  });

  it('links each photo where the shop can open it', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Broken clasp or chain',
      { photos: { filename: 'clasp.png', content: PNG, type: 'image/png' } },
    );
    const view = (await get(`/api/admin/after-sale/${id}`)).json().request;
    expect(view.media).toHaveLength(1);
    const file = await get(view.media[0].url);
    expect(file.statusCode, view.media[0].url).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('a step the shop takes', () => {
  it('is recorded with the shop’s note or none, told to the customer, and written to the audit log naming the admin', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Broken clasp or chain',
    );
    const approved = await move(id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Request updated');
    const received = await move(id, { status: 'received', note: 'Arrived insured, seal intact' });
    expect(
      received
        .json()
        .request.steps.map((s: { status: string; note: string | null }) => [s.status, s.note]),
    ).toEqual([
      ['requested', null],
      ['approved', null],
      ['received', 'Arrived insured, seal intact'],
    ]);
    const sms = (await outboxFor(t.app, ASHA_PHONE))
      .filter((m) => m.channel === 'sms' && m.body.includes(`request #${id}`))
      .map((m) => m.body);
    expect(sms).toEqual([
      expect.stringContaining('we have received your maintenance request'),
      expect.stringContaining(
        `Kanak: your maintenance request #${id} (order #${orderId}) is approved. Please send the pieces to us as we describe in our e-mail; we collect them insured.`,
      ),
      expect.stringContaining(
        `Kanak: we have received the pieces of your maintenance request #${id} (order #${orderId}). We inspect them within 7-10 days. Note from Kanak: Arrived insured, seal intact`,
      ),
    ]);
    // A step without a note says nothing of one.
    expect(sms[1]).not.toContain('Note from Kanak');
    const entries = await t.app.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.entity, 'after_sale_request'),
          eq(schema.auditLog.entityId, String(id)),
        ),
      );
    expect(entries.map((e) => [e.action, e.actorUserId, e.detail])).toEqual([
      ['after_sale_moved', adminId, { from: 'requested', to: 'approved' }],
      ['after_sale_moved', adminId, { from: 'approved', to: 'received' }],
    ]);
  });

  it('taken twice (a double click) changes nothing: no second step, notice or audit entry', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Resizing');
    await stepTo(id, 'approved', 'approved');
    const view = (await get(`/api/admin/after-sale/${id}`)).json().request;
    expect(view.steps.map((s: { status: string }) => s.status)).toEqual(['requested', 'approved']);
    expect(
      (await outboxFor(t.app, ASHA_PHONE)).filter(
        (m) =>
          m.channel === 'sms' &&
          m.body.includes(`request #${id}`) &&
          m.body.includes('is approved'),
      ),
    ).toHaveLength(1);
    const entries = await t.app.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.entity, 'after_sale_request'),
          eq(schema.auditLog.entityId, String(id)),
        ),
      );
    expect(entries).toHaveLength(1);
  });

  it('off the request’s path is a 409 “This request cannot move to that step.”, and an unknown request a 404', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Resizing');
    const skip = await move(id, { status: 'inspected' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('This request cannot move to that step.');
    const unknown = await move(999_999, { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Request not found');
  });
});

describe('inspection', () => {
  it('values an exchange on the rate card of the day it is inspected; the steps before leave the value asked with', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'exchange',
      'Upgrade to a bigger piece',
    );
    const asked = (await get(`/api/admin/after-sale/${id}`)).json().request.value;
    // Gold goes up by a tenth before the pieces arrive.
    const [card] = await t.app.database.db.select().from(schema.rateCards);
    const old = defined(card, 'the rate card');
    const up = (r: number) => Math.round(r * 1.1);
    const gold = Object.fromEntries(
      Object.entries(old.gold).map(([colour, k]) => [
        colour,
        { '14k': up(k['14k']), '18k': up(k['18k']) },
      ]),
    ) as typeof old.gold;
    const [dearer] = await t.app.database.db
      .insert(schema.rateCards)
      .values({ gold, diamond: old.diamond, effectiveFrom: new Date(Date.now() - 1000) })
      .returning();
    try {
      await stepTo(id, 'approved', 'received');
      expect((await get(`/api/admin/after-sale/${id}`)).json().request.value).toEqual(asked);
      const inspected = (await move(id, { status: 'inspected' })).json().request.value;
      expect(inspected.gold_value).toBeGreaterThan(asked.gold_value);
      expect(inspected.amount).toBeGreaterThan(asked.amount);
      expect(inspected.rates_date).not.toBe(asked.rates_date);
      expect(inspected.final).toBe(true);
    } finally {
      await t.app.database.db
        .delete(schema.rateCards)
        .where(eq(schema.rateCards.id, defined(dearer, 'the new card').id));
    }
  });
});

describe('the order once its pieces come back', () => {
  it('is returned when every piece came back, by an exchange and a return in either order', async () => {
    for (const [first, second] of [
      ['exchange', 'return'],
      ['return', 'exchange'],
    ] as const) {
      const { orderId } = await deliveredOrder(t.app, asha, admin, {
        userId: ashaId,
        productIds: [ids.aanya, ids.meher],
        addressId: address,
      });
      const [ring, pendant] = (await itemsOfOrder(t.app, orderId)).map((i) => i.id);
      const reason = (kind: 'exchange' | 'return') =>
        kind === 'exchange' ? 'Change of design' : 'Not as described';
      const one = await askAfterSale(
        t.app,
        asha,
        orderId,
        defined(ring, 'ring'),
        first,
        reason(first),
      );
      await stepTo(one, 'approved', 'received', 'inspected', 'completed');
      expect(await orderStatus(orderId), `after the ${first}`).toBe('delivered');
      const two = await askAfterSale(
        t.app,
        asha,
        orderId,
        defined(pendant, 'pendant'),
        second,
        reason(second),
      );
      await stepTo(two, 'approved', 'received', 'inspected', 'completed');
      expect(await orderStatus(orderId), `${first} then ${second}`).toBe('returned');
    }
  });

  it('stays delivered when a piece was sold back or its return rejected: those pieces did not come back as a return', async () => {
    for (const other of ['buyback', 'rejected'] as const) {
      const { orderId } = await deliveredOrder(t.app, asha, admin, {
        userId: ashaId,
        productIds: [ids.aanya, ids.meher],
        addressId: address,
      });
      const [ring, pendant] = (await itemsOfOrder(t.app, orderId)).map((i) => i.id);
      if (other === 'buyback') {
        const sold = await askAfterSale(
          t.app,
          asha,
          orderId,
          defined(ring, 'ring'),
          'buyback',
          'Need the money',
        );
        await stepTo(sold, 'approved', 'received', 'inspected');
        // Not without the bank's reference of the payout (422, the request left inspected).
        expect((await move(sold, { status: 'completed' })).statusCode).toBe(422);
        const paid = await move(sold, { status: 'completed', payout_reference: `NEFT-${orderId}` });
        expect(paid.statusCode).toBe(200);
        // The payout is recorded with the bank's reference, for the pieces' value.
        const request = paid.json().request;
        expect(request.settlement).toEqual({
          type: 'payout',
          amount: request.value.amount,
          reference: `NEFT-${orderId}`,
        });
        expect(request.value.amount).toBeGreaterThan(0);
      } else {
        const refused = await askAfterSale(
          t.app,
          asha,
          orderId,
          defined(ring, 'ring'),
          'return',
          'Manufacturing defect',
        );
        await stepTo(refused, 'rejected');
      }
      const ret = await askAfterSale(
        t.app,
        asha,
        orderId,
        defined(pendant, 'pendant'),
        'return',
        'Not as described',
      );
      await stepTo(ret, 'approved', 'received', 'inspected', 'completed');
      expect(await orderStatus(orderId), other).toBe('delivered');
    }
  });
});

describe('the credit note of goods coming back', () => {
  it('lists a return’s refunds under it, each by the online payment it goes back to', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    await stepTo(id, 'approved', 'received', 'inspected', 'completed');
    const refunds = await t.app.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.afterSaleRequestId, id));
    // Sent to the provider as the return completes, not left for the retry job.
    expect(refunds.map((r) => r.status)).toEqual(refunds.map(() => 'processed'));
    expect(refunds.length).toBeGreaterThan(0);
    // The shop and the customer see the return settled for what the refunds give back.
    const given = refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    expect((await get(`/api/admin/after-sale/${id}`)).json().request.settlement).toMatchObject({
      type: 'refund',
      amount: given / 100,
    });
    expect((await get(`/api/after-sale/${id}`, asha)).json().request.settlement).toMatchObject({
      type: 'refund',
      amount: given / 100,
    });
    const payments = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    const paidBy = new Map(payments.map((p) => [p.id, p.providerPaymentId]));
    const note = one(await storedDocuments(t.app, orderId), 'credit_note');
    expect(note.snapshot.refunds).toEqual(
      refunds.map((r) => ({
        source: `Refund to Online payment ${defined(paidBy.get(r.paymentId), 'payment')}`,
        amountPaise: r.amountPaise,
      })),
    );
    expect(note.snapshot.refunds?.map((r) => r.source).sort()).toEqual([
      `Refund to Online payment pay_adv_${orderId}`,
      `Refund to Online payment pay_bal_${orderId}`,
    ]);
    // It says the goods came back as a return, for this request, and reverses what the refunds give back.
    expect(note.snapshot.reason).toMatch(new RegExp(`^Return of .* \\(request #${id}\\)$`));
    expect(note.totalPaise).toBe(refunds.reduce((s, r) => s + r.amountPaise, 0));
  });

  it('lists the part of the order paid from store credit as a refund to store credit', async () => {
    await grantCredit(t.app, ashaId, 5_000);
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 13 });
    const body = multipartBody(
      [
        ['cart_ids[0]', String(line)],
        ['address_id', String(address)],
        ['total_price', String(RING)],
        ['first_payment_amount', String(FIRST)],
        ['balance_amount', String(RING - FIRST)],
        ['use_credit', 'true'],
      ],
      { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } },
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...body.headers, ...as(asha) },
      payload: body.payload,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const providerOrderId = placed.json().razor_response.id as string;
    const paid = await orderUpdate(t.app, asha, orderId, {
      first_payment_transaction_id: `pay_adv_${orderId}`,
      razorpay_order_id: providerOrderId,
      razorpay_signature: checkoutSignature(providerOrderId, `pay_adv_${orderId}`),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId);
    const [ring] = await itemsOfOrder(t.app, orderId);
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      defined(ring, 'ring').id,
      'return',
      'Manufacturing defect',
    );
    await stepTo(id, 'approved', 'received', 'inspected', 'completed');
    const note = one(await storedDocuments(t.app, orderId), 'credit_note');
    const sources = (note.snapshot.refunds ?? []).map((r) => r.source);
    expect(sources).toContain('Refund to Store credit');
    expect(sources).toContain(`Refund to Online payment pay_adv_${orderId}`);
    expect((note.snapshot.refunds ?? []).reduce((s, r) => s + r.amountPaise, 0)).toBe(RING * 100);
    expect(note.totalPaise).toBe(RING * 100);
  });

  it('names an exchange’s store credit and its amount', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'exchange', 'Change of size');
    await stepTo(id, 'approved', 'received', 'inspected', 'completed');
    const [credit] = await t.app.database.db
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.afterSaleRequestId, id));
    const amount = defined(credit, 'the credit').amountPaise;
    const note = one(await storedDocuments(t.app, orderId), 'credit_note');
    expect(note.snapshot.refunds).toEqual([
      { source: `Kanak store credit (${formatPaise(amount)})`, amountPaise: amount },
    ]);
    expect(note.snapshot.reason).toMatch(new RegExp(`^Exchange of .* \\(request #${id}\\)$`));
  });
});
