/**
 * GST tax documents (ARCHITECTURE §7, issue 16): receipt vouchers for money before the invoice, the
 * tax invoice at dispatch with the advances set off, refund vouchers and credit notes; the split by
 * place of supply to the paisa; series without gaps; the owner and the shop only; the register.
 */
import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { DEMO_GSTIN, ORDER_MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf.ts';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;
const BUYER_GSTIN = '27AAPFU0939F1ZV';

setupShop(95);
let admin: string;
let mumbai: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  const [row] = await t.app.database.db
    .insert(schema.addresses)
    .values({ userId: ashaId, recipientName: 'Asha Rao', landmark: 'Zaveri Bazaar', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Sheikh Memon Street' })
    .returning({ id: schema.addresses.id });
  mumbai = defined(row, 'address').id;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = asha) => t.app.inject({ method: 'GET', url, headers: as(token) });
const docsOf = async (orderId: number, token = asha) => {
  const res = await get(token === admin ? `/api/admin/orders/${orderId}/tax-documents` : `/api/orders/${orderId}/tax-documents`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().documents as { id: number; type: string; number: string; place_of_supply: string; taxable_value: number; cgst: number; sgst: number; igst: number; total: number }[];
};
const paise = (rupees: number) => Math.round(rupees * 100);
/** The order's GST as its locked breakdown has it: Σ gstPaise × quantity. */
const breakdownGst = async (orderId: number) =>
  (await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId))).reduce((s, i) => s + i.breakdown.gstPaise * i.quantity, 0);

async function dispatch(orderId: number) {
  const items = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  const huids = Object.fromEntries(items.map((i, n) => [String(i.id), Array.from({ length: i.quantity }, (_, k) => `HU${orderId}${n}${k}`.slice(0, 6).padEnd(6, 'X'))]));
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/dispatch`, headers: as(admin), payload: { courier: 'Blue Dart', tracking_number: `BD${orderId}`, huids } });
  expect(res.statusCode, res.body).toBe(200);
  return Object.values(huids).flat();
}

/** KANAK_PDF_OUT=<dir> keeps each PDF a test reads, to look at (render with pdftoppm). */
async function keep(name: string, buffer: Buffer) {
  const dir = process.env.KANAK_PDF_OUT;
  if (dir) await writeFile(`${dir}/${name}.pdf`, buffer);
}


describe('an order within the shop’s state (Maharashtra)', () => {
  it('gets a receipt voucher per payment, then a tax invoice at dispatch split CGST + SGST to the paisa, naming the buyer’s GSTIN', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST, gstin: BUYER_GSTIN });
    await payBalance(t.app, asha, orderId);
    const huids = await dispatch(orderId);

    const docs = await docsOf(orderId);
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher', 'tax_invoice']);
    const [rv1, rv2, invoice] = docs.map((d) => defined(d, 'document'));
    expect(rv1?.number).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    expect(Number(rv2?.number.slice(-6))).toBe(Number(rv1?.number.slice(-6)) + 1);
    expect(invoice?.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    expect(rv1).toMatchObject({ place_of_supply: 'Maharashtra', total: FIRST, igst: 0 });
    expect(invoice).toMatchObject({ place_of_supply: 'Maharashtra', total: RING, igst: 0 });
    // CGST and SGST are each 1.5% of the taxable value, rounded on its own (ARCHITECTURE §9); the
    // paise the price differs by from the breakdown's GST go to the round-off.
    const inv = defined(invoice, 'invoice');
    expect(paise(inv.cgst)).toBe(Math.round(paise(inv.taxable_value) * 0.015));
    expect(paise(inv.sgst)).toBe(paise(inv.cgst));
    expect(Math.abs(paise(inv.cgst) + paise(inv.sgst) - (await breakdownGst(orderId)))).toBeLessThanOrEqual(1);

    const pdf = await get(`/api/orders/${orderId}/tax-documents/${defined(invoice, 'invoice').id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await keep('tax-invoice-intra', pdf.rawPayload);
    await keep('receipt-voucher', (await get(`/api/orders/${orderId}/tax-documents/${defined(rv1, 'rv').id}/pdf`)).rawPayload);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [DEMO_GSTIN, BUYER_GSTIN, defined(invoice, 'invoice').number, '7113', 'Maharashtra', 'CGST', 'SGST', rv1?.number ?? '', ...huids]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('42,432.00');
  });
});

describe('an order to another state (Karnataka)', () => {
  it('is taxed IGST 3%, and a cancel refunds the advance with a refund voucher', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const [rv] = await docsOf(orderId);
    expect(rv).toMatchObject({ type: 'receipt_voucher', place_of_supply: 'Karnataka', cgst: 0, sgst: 0, total: FIRST });
    expect(defined(rv, 'rv').igst).toBeGreaterThan(0);
    expect(paise(defined(rv, 'rv').taxable_value) + paise(defined(rv, 'rv').igst)).toBe(FIRST * 100);

    expect((await orderUpdate(t.app, asha, orderId, { second_payment_msg: 'Found better price' })).statusCode).toBe(200);
    const docs = await docsOf(orderId);
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'refund_voucher']);
    const pdf = await get(`/api/orders/${orderId}/tax-documents/${defined(docs[1], 'refund voucher').id}/pdf`);
    await keep('refund-voucher', pdf.rawPayload);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(defined(rv, 'rv').number);
    expect(text).toContain('IGST');
  });

  it('is corrected by a credit note naming the invoice when the shop cancels after dispatch', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    await payBalance(t.app, asha, orderId);
    await dispatch(orderId);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(admin), payload: { reason: 'Lost in transit' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const docs = await docsOf(orderId, admin);
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher', 'tax_invoice', 'credit_note', 'credit_note']);
    const credited = docs.filter((d) => d.type === 'credit_note').reduce((s, d) => s + paise(d.total), 0);
    expect(credited).toBe(RING * 100);
    const note = defined(docs[3], 'credit note');
    const notePdf = (await get(`/api/admin/orders/${orderId}/tax-documents/${note.id}/pdf`, admin)).rawPayload;
    await keep('credit-note', notePdf);
    await keep('tax-invoice-inter', (await get(`/api/admin/orders/${orderId}/tax-documents/${defined(docs[2], 'invoice').id}/pdf`, admin)).rawPayload);
    const text = await pdfText(notePdf);
    expect(text).toContain(defined(docs[2], 'invoice').number);
  });
});

describe('who may read them', () => {
  it('answers 404 to another customer, for the list and for the PDF', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const [rv] = await docsOf(orderId);
    expect((await get(`/api/orders/${orderId}/tax-documents`, ravi)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/tax-documents/${defined(rv, 'rv').id}/pdf`, ravi)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/tax-documents/999999/pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tax-documents` })).statusCode).toBe(401);
  });

  it('refuses a GSTIN whose checksum is wrong at checkout', async () => {
    // The buyer's name and billing address are given (placeOrder's sample firm): only the GSTIN is wrong.
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 23 });
    const bad = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST, gstin: '27AAPFU0939F1ZW' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.gstin).toEqual([ORDER_MESSAGES.gstinInvalid]);
  });
});

describe('the GST register', () => {
  it('lists every document of the range as CSV, with no gaps in any series', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await get(`/api/admin/gst/register?from=${today}&to=${today}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [head, ...rows] = res.body.trim().split('\r\n');
    expect(head).toBe('Type,Number,Date,Original document,Customer,Recipient GSTIN,Place of supply,Class,HSN,Rate,Taxable value,CGST,SGST,IGST,Round off,Total');
    const all = await t.app.database.db.select().from(schema.taxDocuments);
    expect(rows).toHaveLength(all.length);
    for (const type of ['receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher'] as const) {
      const seqs = all.filter((d) => d.type === type).map((d) => d.sequence).sort((a, b) => a - b);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    expect(rows.some((r) => r.startsWith('Tax Invoice,INV/') && r.includes(',7113,'))).toBe(true);
    expect((await get('/api/admin/gst/register?from=2026-13-01&to=2026-01-01', admin)).statusCode).toBe(422);
    expect((await get(`/api/admin/gst/register?from=${today}&to=${today}`)).statusCode).toBe(403);
  });
});
