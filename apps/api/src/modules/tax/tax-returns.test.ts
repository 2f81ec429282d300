/**
 * A return reverses what was invoiced, once (ARCHITECTURE §9, issue 36 items 3, 6, 10): one credit
 * note per completed return or exchange, naming the invoice, listing only the pieces that came
 * back, reversing exactly their invoiced taxable value and tax, its refunds listed under it; the
 * credit notes of an order never reverse more than its invoice; a fully returned order says so.
 */
import { eq } from 'drizzle-orm';
import { schema, type TaxDocument } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { payBalance } from '../../../test/admin.ts';
import { createCode, deliveredOrder, dispatchAndDeliver, itemsOfOrder, one, only, orderWithCode, storedDocuments } from '../../../test/tax.ts';

setupShop(83);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await createCode(t.app, admin, 'SHAADI25');
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request for `itemIds`, walked by the shop to completed; answers its id. */
const REASONS = { return: 'Manufacturing defect', exchange: 'Change of design', buyback: 'No longer worn' };
async function completed(orderId: number, kind: 'return' | 'exchange' | 'buyback', itemIds: number[]): Promise<number> {
  const fields: [string, string][] = [['kind', kind], ...itemIds.map((id): [string, string] => ['item_ids[]', String(id)]), ['reason', REASONS[kind]]];
  const body = multipartBody(fields);
  const asked = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(asha) }, payload: body.payload });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().request.id as number;
  for (const status of ['approved', 'received', 'inspected', 'completed']) {
    const payload = status === 'completed' && kind === 'buyback' ? { status, payout_reference: `NEFT${orderId}` } : { status };
    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/after-sale/${id}/status`, headers: as(admin), payload });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const order = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json().order;
const sum = (docs: TaxDocument[], k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => docs.reduce((s, d) => s + d[k], 0);
const foots = (d: TaxDocument) => {
  const x = d.snapshot.totals;
  expect(x.taxablePaise + x.cgstPaise + x.sgstPaise + x.igstPaise + x.roundOffPaise, d.number).toBe(d.totalPaise);
};

describe('a two-line order under a code, one line returned, then the other', () => {
  it('gives one credit note per return, listing only the returned line, reversing exactly its invoiced values; then the order is returned', async () => {
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: address, code: 'SHAADI25' });
    const [ring, pendant] = (await itemsOfOrder(t.app, orderId)).map((i) => defined(i, 'item'));
    if (!ring || !pendant) throw new Error('two lines expected');

    await completed(orderId, 'return', [ring.id]);
    let docs = await storedDocuments(t.app, orderId);
    const invoice = one(docs, 'tax_invoice');
    const notes = only(docs, 'credit_note');
    // Two payments (advance and balance) are refunded, and still one credit note.
    const refunds = await t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
    expect(refunds.length).toBeGreaterThan(1);
    expect(notes).toHaveLength(1);
    const note = defined(notes[0], 'credit note');
    foots(note);
    const invoiced = defined(invoice.snapshot.lines.find((l) => l.itemId === ring.id), 'invoiced ring');
    expect(note.snapshot.lines).toHaveLength(1);
    expect(note.snapshot.lines[0]).toMatchObject({ itemId: ring.id, description: invoiced.description, quantity: 1, netWeightG: invoiced.netWeightG });
    expect([note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise]).toEqual([invoiced.taxablePaise, invoiced.cgstPaise, invoiced.sgstPaise, invoiced.igstPaise]);
    expect(note.snapshot.references.map((r) => r.number)).toEqual([invoice.number]);
    // The refunds by payment source are listed under it and add up to it.
    expect(note.snapshot.refunds?.length).toBe(refunds.length);
    expect((note.snapshot.refunds ?? []).reduce((s, r) => s + r.amountPaise, 0)).toBe(note.totalPaise);
    expect(refunds.reduce((s, r) => s + r.amountPaise, 0)).toBe(note.totalPaise);
    expect(Math.abs(note.snapshot.totals.roundOffPaise)).toBeLessThan(100);
    expect((await order(orderId)).status).toBe('delivered');

    await completed(orderId, 'return', [pendant.id]);
    docs = await storedDocuments(t.app, orderId);
    const both = only(docs, 'credit_note');
    expect(both).toHaveLength(2);
    both.forEach(foots);
    // Fully returned: the credit notes reverse exactly the invoice, never more.
    for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) expect(sum(both, k), k).toBe(invoice[k]);
    expect(await order(orderId)).toMatchObject({ status: 'returned', balance_amount: 0, amount_due: 0 });
  });

  it('a whole order returned at once, in the shop’s state: one credit note equal to the invoice', async () => {
    const [mumbai] = await t.app.database.db
      .insert(schema.addresses)
      .values({ userId: ashaId, recipientName: 'Asha Rao', landmark: '', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Sheikh Memon Street' })
      .returning({ id: schema.addresses.id });
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.tara, ids.noor], addressId: defined(mumbai, 'address').id, code: 'SHAADI25' });
    await completed(orderId, 'return', (await itemsOfOrder(t.app, orderId)).map((i) => i.id));
    const docs = await storedDocuments(t.app, orderId);
    const [note] = only(docs, 'credit_note');
    const invoice = one(docs, 'tax_invoice');
    expect([note?.taxablePaise, note?.cgstPaise, note?.sgstPaise, note?.igstPaise, note?.totalPaise]).toEqual([invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.totalPaise]);
    expect(defined(note, 'note').snapshot.lines).toHaveLength(2);
    expect((await order(orderId)).status).toBe('returned');
  });
});

describe('an exchange', () => {
  it('issues the credit note at completion, and the store credit names it', async () => {
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya], addressId: address });
    const [ring] = await itemsOfOrder(t.app, orderId);
    const requestId = await completed(orderId, 'exchange', [defined(ring, 'ring').id]);
    const docs = await storedDocuments(t.app, orderId);
    const note = one(docs, 'credit_note');
    foots(note);
    const invoice = one(docs, 'tax_invoice');
    expect(note.snapshot.references[0]?.number).toBe(invoice.number);
    expect(note.taxablePaise).toBeLessThanOrEqual(invoice.taxablePaise);
    expect(note.igstPaise).toBeLessThanOrEqual(invoice.igstPaise);
    expect(Math.abs(note.igstPaise - note.taxablePaise * 0.03)).toBeLessThanOrEqual(0.5);
    const [credit] = await t.app.database.db.select().from(schema.walletEntries).where(eq(schema.walletEntries.afterSaleRequestId, requestId));
    expect(defined(credit, 'credit').reason).toContain(note.number);
    expect(note.snapshot.refunds?.[0]?.amountPaise).toBe(defined(credit, 'credit').amountPaise);
    expect((await order(orderId)).status).toBe('returned');
  });
});

describe('a buyback', () => {
  it('issues a purchase voucher (PV/): gross and net weight, purity, rate per gram, deductions, value and the payout reference', async () => {
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya], addressId: address });
    const [ring] = await itemsOfOrder(t.app, orderId);
    const requestId = await completed(orderId, 'buyback', [defined(ring, 'ring').id]);
    const [request] = await t.app.database.db.select().from(schema.afterSaleRequests).where(eq(schema.afterSaleRequests.id, requestId));
    const voucher = one(await storedDocuments(t.app, orderId), 'purchase_voucher');
    expect(voucher.number).toMatch(/^PV\/\d{2}-\d{2}\/\d{6}$/);
    expect(voucher.number.length).toBeLessThanOrEqual(16);
    expect(voucher.afterSaleRequestId).toBe(requestId);
    expect([voucher.cgstPaise, voucher.sgstPaise, voucher.igstPaise, voucher.totalPaise]).toEqual([0, 0, 0, defined(request, 'request').payoutPaise]);
    foots(voucher);
    const purchase = defined(voucher.snapshot.purchase, 'purchase');
    expect(purchase.payoutReference).toBe(`NEFT${orderId}`);
    const [piece] = purchase.goods;
    // The Aanya ring: 3.45 g of rose 14k at ₹4,680/g on the fixture's card, a 0.25 ct diamond (0.05 g).
    expect(piece).toMatchObject({ purity: '14K/585', netWeightG: 3.45, grossWeightG: 3.5, ratePerGramPaise: 4_680_00, goldPaise: 16_146_00 });
    expect(defined(piece, 'piece').goldPaise + defined(piece, 'piece').diamondPaise + defined(piece, 'piece').stonesPaise - defined(piece, 'piece').deductionsPaise).toBe(defined(piece, 'piece').valuePaise);
    expect(purchase.goods.reduce((s, g) => s + g.valuePaise, 0) - (purchase.inspectionDeductionPaise ?? 0)).toBe(voucher.totalPaise);
    // The order stays sold: a buyback is not a return.
    expect((await order(orderId)).status).toBe('delivered');
  });
});

describe('a cancel after dispatch under a code', () => {
  it('refunds each payment with its credit note, and together they reverse exactly the invoice, never more', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya, ids.tara], addressId: address, code: 'SHAADI25' });
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId, false);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(admin), payload: { reason: 'Lost in transit' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const docs = await storedDocuments(t.app, orderId);
    const notes = only(docs, 'credit_note');
    expect(notes).toHaveLength(2);
    notes.forEach(foots);
    const invoice = one(docs, 'tax_invoice');
    for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) expect(sum(notes, k), k).toBe(invoice[k]);
    expect(await order(orderId)).toMatchObject({ status: 'cancelled', balance_amount: 0 });
  });
});
