/**
 * The money an after-sale request moves (ARCHITECTURE §7, issue 37: the survivors of
 * after-sale-completion.ts and after-sale-value.ts): a return refunds the returned pieces' share of
 * the order, never more than the order still holds — a refund still with the provider counts as
 * given back — and the customer is told the amount refunded; an exchange's credit names its credit
 * note, one found worth nothing credits nothing; a buyback's customer is told what was transferred.
 */
import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { askAfterSale, deliveredOrder as onePieceDelivered, moveAfterSale } from '../../../test/after-sale.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { multipartBody } from '../../../test/orders.ts';
import { deliveredOrder, itemsOfOrder } from '../../../test/tax.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';

const RING = 42_432;
const FIRST = 30_126;
const GOODWILL = 10_000;
const ASHA_PHONE = String(9_000_000_000 + 313);

/** The sandbox, but while `down` every refund it is asked for fails (the refund stays pending). */
const inner = sandboxProvider({ keyId: 'rzp_test_sandbox', keySecret: 'sandbox_secret', webhookSecret: 'sandbox_webhook_secret' });
const provider: PaymentProvider & { down: boolean; refunds: number[] } = {
  ...inner,
  down: false,
  refunds: [],
  async refund(input) {
    if (provider.down) throw new Error('the provider is not answering');
    provider.refunds.push(input.amountPaise);
    return inner.refund(input);
  },
};

setupShop(313, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const rupees = (paise: number) => paise / 100;

async function walkToCompleted(id: number) {
  for (const status of ['approved', 'received', 'inspected']) {
    const moved = await moveAfterSale(t.app, admin, id, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const done = await moveAfterSale(t.app, admin, id, { status: 'completed' });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().request;
}

const refundRows = (orderId: number) => t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));

describe('a return of one piece of a two-piece order', () => {
  it('refunds that piece’s share of the order, not the whole order: request, settlement and refunds agree', async () => {
    provider.down = false;
    const { orderId, total } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: address });
    const [first, second] = await itemsOfOrder(t.app, orderId);
    const ring = defined(first, 'first line');
    const pendant = defined(second, 'second line');
    const order = defined((await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0], 'order');
    // The share of what the order cost, to the nearest paisa.
    const share = Math.round((order.totalPaise * ring.lineTotalPaise) / (ring.lineTotalPaise + pendant.lineTotalPaise));
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(Math.round(total * 100));

    const id = await askAfterSale(t.app, asha, orderId, ring.id, 'return', 'Manufacturing defect');
    const asked = (await t.app.inject({ method: 'GET', url: `/api/after-sale/${id}`, headers: as(asha) })).json().request;
    expect(asked.value.amount).toBe(rupees(share));

    const before = provider.refunds.length;
    const done = await walkToCompleted(id);
    expect(done.settlement).toMatchObject({ type: 'refund', amount: rupees(share) });
    expect(provider.refunds.slice(before).reduce((s, a) => s + a, 0)).toBe(share);
    const rows = await refundRows(orderId);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(share);
    // Each row names the piece and the request it refunds, and the request it belongs to.
    for (const row of rows) {
      expect(row.afterSaleRequestId).toBe(id);
      expect(row.reason).toBe(`Return of ${ring.productSnapshot.name} (request #${id})`);
    }
    // The order is not returned while the other piece is still the customer's.
    const view = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json().order;
    expect(view.status).toBe('delivered');
    expect(view.amount_refunded).toBe(rupees(share));
  });
});

describe('a return while an earlier refund is still with the provider', () => {
  it('counts the pending refund as given back: the return settles for the rest, and the customer is told that amount', async () => {
    const { orderId, itemId } = await onePieceDelivered(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    provider.down = true;
    try {
      const goodwill = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: as(admin), payload: { amount: GOODWILL, idempotency_key: `goodwill-${orderId}`, reason: 'A scratch on the box' } });
      // The admin hears the provider refused; the refund stays pending, to be retried.
      expect(goodwill.statusCode, goodwill.body).toBe(502);
      expect((await refundRows(orderId)).map((r) => [r.status, r.amountPaise])).toEqual([['pending', GOODWILL * 100]]);

      const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
      const done = await walkToCompleted(id);
      const left = RING - GOODWILL;
      expect(done.settlement).toMatchObject({ type: 'refund', amount: left });
      const returnRows = (await refundRows(orderId)).filter((r) => r.afterSaleRequestId === id);
      expect(returnRows.reduce((s, r) => s + r.amountPaise, 0)).toBe(left * 100);
      const complete = (await outboxFor(t.app, ASHA_PHONE)).filter((m) => m.channel === 'sms' && m.body.includes(`request #${id}`) && m.body.includes('is complete'));
      expect(complete).toHaveLength(1);
      expect(complete[0]?.body).toContain(`We are refunding ₹${left.toLocaleString('en-IN')} to the account you paid from`);
    } finally {
      provider.down = false;
    }
  });
});

const smsOf = async (id: number, phrase: string) =>
  (await outboxFor(t.app, ASHA_PHONE)).filter((m) => m.channel === 'sms' && m.body.includes(`request #${id}`) && m.body.includes(phrase)).map((m) => m.body);
const wallet = async () => (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })).json();
const delivered = () => onePieceDelivered(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });

describe('an exchange', () => {
  it('enters the credit once, naming the request, the order and the credit note it settles, and tells the customer the amount', async () => {
    const { orderId, itemId } = await delivered();
    // The piece is valued as the buyback estimate the order page shows: each part, on the same card.
    const estimate = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/buyback`, headers: as(asha) })).json();
    const piece = defined(estimate.items.find((i: { order_item_id: number }) => i.order_item_id === itemId), 'the piece’s estimate');
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'exchange', 'Upgrade to a bigger piece');
    const done = await walkToCompleted(id);
    expect(done.value).toMatchObject({
      amount: piece.estimate,
      gold_value: piece.gold_value,
      diamond_value: piece.diamond_value,
      gemstone_value: piece.gemstone_value,
      processing_charge: piece.processing_charge,
      rates_date: estimate.rates_date,
    });
    const credit = Math.round(done.value.amount * 100);
    expect(credit).toBeGreaterThan(0);
    const docs = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tax-documents`, headers: as(asha) })).json().documents as { number: string; type: string; total: number }[];
    const note = defined(docs.find((d) => d.type === 'credit_note'), 'the exchange’s credit note');
    expect(note.total).toBe(rupees(credit));
    const entries = ((await wallet()).entries as { amount: number; reason: string }[]).filter((e) => e.reason.includes(`request #${id}`));
    expect(entries).toEqual([expect.objectContaining({ amount: rupees(credit), reason: `Exchange credit for request #${id} (order #${orderId}), credit note ${note.number}` })]);
    expect(await smsOf(id, 'is complete')).toEqual([expect.stringContaining(`${formatPaise(credit)} is now in your Kanak store credit.`)]);
  });

  it('found worth nothing at inspection completes with no credit, no credit entry and no credit note', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'exchange', 'Upgrade to a bigger piece');
    for (const status of ['approved', 'received']) expect((await moveAfterSale(t.app, admin, id, { status })).statusCode).toBe(200);
    const inspected = await moveAfterSale(t.app, admin, id, { status: 'inspected', inspected_value: 0, note: 'The piece is not ours' });
    expect(inspected.statusCode, inspected.body).toBe(200);
    const before = (await wallet()).balance as number;
    const done = await moveAfterSale(t.app, admin, id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().request.settlement).toMatchObject({ type: 'store_credit', amount: 0 });
    expect((await wallet()).balance).toBe(before);
    expect(((await wallet()).entries as { reason: string }[]).filter((e) => e.reason.includes(`request #${id}`))).toEqual([]);
    const docs = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tax-documents`, headers: as(asha) })).json().documents as { type: string }[];
    expect(docs.filter((d) => d.type === 'credit_note')).toEqual([]);
  });
});

describe('a buyback', () => {
  it('tells the customer the amount transferred and the bank reference', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'buyback', 'Need the money');
    for (const status of ['approved', 'received', 'inspected']) expect((await moveAfterSale(t.app, admin, id, { status })).statusCode).toBe(200);
    const done = await moveAfterSale(t.app, admin, id, { status: 'completed', payout_reference: 'NEFT-KNK-0313' });
    expect(done.statusCode, done.body).toBe(200);
    const paid = Math.round(done.json().request.value.amount * 100);
    expect(paid).toBeGreaterThan(0);
    expect(done.json().request.settlement).toMatchObject({ type: 'payout', amount: rupees(paid), reference: 'NEFT-KNK-0313' });
    expect(await smsOf(id, 'is complete')).toEqual([expect.stringContaining(`We have transferred ${formatPaise(paid)} to your bank account (reference NEFT-KNK-0313).`)]);
  });
});

describe('a request asked while no rate card is in force', () => {
  it('is refused with 503 “Prices are being updated” and opens nothing, for an exchange and a buyback', async () => {
    const { orderId, itemId } = await delivered();
    const DAY = 24 * 60 * 60_000;
    const shift = (ms: number) => t.app.database.db.update(schema.rateCards).set({ effectiveFrom: sql`${schema.rateCards.effectiveFrom} + ${ms} * interval '1 millisecond'` });
    await shift(DAY);
    try {
      for (const kind of ['exchange', 'buyback']) {
        const body = multipartBody([['kind', kind], ['item_ids[]', String(itemId)], ['reason', kind === 'exchange' ? 'Upgrade to a bigger piece' : 'Need the money']]);
        const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(asha) }, payload: body.payload });
        expect(res.statusCode, kind).toBe(503);
        expect(res.json().message).toBe('Prices are being updated. Please try again in a minute.');
      }
    } finally {
      await shift(-DAY);
    }
    expect(await t.app.database.db.select().from(schema.afterSaleRequests).where(eq(schema.afterSaleRequests.orderId, orderId))).toEqual([]);
  });
});

describe('an inspected value equal to the pieces’ value', () => {
  it('is accepted: the shop may confirm the rules’ value, and the return refunds it', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Damaged in transit');
    for (const status of ['approved', 'received']) expect((await moveAfterSale(t.app, admin, id, { status })).statusCode).toBe(200);
    const inspected = await moveAfterSale(t.app, admin, id, { status: 'inspected', inspected_value: RING });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json().request.value).toMatchObject({ amount: RING, rules_amount: RING });
    const done = await moveAfterSale(t.app, admin, id, { status: 'completed' });
    expect(done.json().request.settlement).toMatchObject({ type: 'refund', amount: RING });
  });
});

describe('requests that move no money', () => {
  it('a return of an order already refunded in full completes, refunding nothing more', async () => {
    const { orderId, itemId } = await delivered();
    const all = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: as(admin), payload: { amount: RING, idempotency_key: `refund-all-${orderId}`, reason: 'Order cancelled by the shop' } });
    expect(all.statusCode, all.body).toBe(200);
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    const done = await walkToCompleted(id);
    expect(done.settlement).toMatchObject({ type: 'refund', amount: 0 });
    expect((await refundRows(orderId)).filter((r) => r.afterSaleRequestId === id)).toEqual([]);
  });

  it('maintenance carries no value and completes with the pieces sent back', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Cleaning and polishing');
    const done = await walkToCompleted(id);
    expect(done.value).toBeNull();
    expect(done.settlement).toBeNull();
    expect(await smsOf(id, 'is complete')).toEqual([expect.stringContaining('your pieces are on their way back to you.')]);
  });

  it('an inspected value sent with a return’s other steps is refused (422), not ignored', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Damaged in transit');
    const early = await moveAfterSale(t.app, admin, id, { status: 'approved', inspected_value: 100 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.inspected_value).toEqual(['An inspected value is given only when marking a return, an exchange or a buyback inspected.']);
  });
});

describe('a two-piece order', () => {
  it('returned whole in one request refunds exactly what the order cost, the reason naming both pieces', async () => {
    const { orderId, total } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: address });
    const items = await itemsOfOrder(t.app, orderId);
    const body = multipartBody([['kind', 'return'], ...items.map((i): [string, string] => ['item_ids[]', String(i.id)]), ['reason', 'Manufacturing defect']]);
    const asked = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(asha) }, payload: body.payload });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().request.id as number;
    const done = await walkToCompleted(id);
    expect(done.settlement).toMatchObject({ type: 'refund', amount: total });
    const rows = await refundRows(orderId);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(Math.round(total * 100));
    for (const row of rows) expect(row.reason).toBe(`Return of ${items.map((i) => i.productSnapshot.name).join(', ')} (request #${id})`);
  });

  it('sold back one piece at a time values only that piece, stones included, as its buyback estimate', async () => {
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: address });
    const estimate = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/buyback`, headers: as(asha) })).json();
    const pendant = defined(estimate.items.find((i: { gemstone_value: number }) => i.gemstone_value > 0), 'the pendant with its ruby');
    const id = await askAfterSale(t.app, asha, orderId, pendant.order_item_id, 'buyback', 'Need the money');
    for (const status of ['approved', 'received', 'inspected']) expect((await moveAfterSale(t.app, admin, id, { status })).statusCode).toBe(200);
    const missing = await moveAfterSale(t.app, admin, id, { status: 'completed' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.payout_reference).toEqual(['Please give the bank transfer reference of the buyback payout.']);
    const done = (await moveAfterSale(t.app, admin, id, { status: 'completed', payout_reference: 'NEFT-KNK-0314' })).json().request;
    expect(done.value).toMatchObject({ amount: pendant.estimate, gold_value: pendant.gold_value, gemstone_value: pendant.gemstone_value, processing_charge: pendant.processing_charge });
    expect(done.settlement).toMatchObject({ type: 'payout', amount: pendant.estimate });
  });
});
