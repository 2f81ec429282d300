/**
 * The GST register and GSTR-1 (ARCHITECTURE §9, issue 36 item 8): signed rows that each foot, a
 * class per row, advances outside the output tax (so output tax = invoices − credit notes), and
 * the month's GSTR-1 JSON for the portal's offline tool whose sums are the register's.
 */
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { orderUpdate } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { createCode, deliveredOrder, dispatchAndDeliver, orderWithCode } from '../../../test/tax.ts';
import { payBalance } from '../../../test/admin.ts';

setupShop(85);
let admin: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: as(token) });
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const period = `${today.slice(5, 7)}${today.slice(0, 4)}`;

beforeAll(async () => {
  admin = await adminToken(t.app);
  await createCode(t.app, admin, 'AKSHAYA25');
  const [row] = await t.app.database.db
    .insert(schema.addresses)
    .values({ userId: ashaId, recipientName: 'Asha Rao', landmark: '', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Sheikh Memon Street' })
    .returning({ id: schema.addresses.id });
  const mumbai = defined(row, 'address').id;
  // In the shop's state under a code (b2cs, CGST + SGST); to a GSTIN in Karnataka (b2b); three
  // rings to a consumer in Karnataka (b2cl, over ₹1,00,000), cancelled after dispatch (credit notes).
  await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: mumbai, code: 'AKSHAYA25' });
  const b2b = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.tara], addressId: address, gstin: '29AAGCB7383J1Z4' });
  const big = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya, ids.aanya, ids.aanya], addressId: address });
  await payBalance(t.app, asha, big.orderId);
  await dispatchAndDeliver(t.app, admin, big.orderId, false);
  const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${big.orderId}/cancel`, headers: as(admin), payload: { reason: 'Lost in transit' } });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // A cancel before dispatch: a receipt voucher and its refund voucher, both advances.
  const early = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.noor], addressId: mumbai });
  expect((await orderUpdate(t.app, asha, early.orderId, { second_payment_msg: 'Changed my mind' })).statusCode).toBe(200);
  // A goodwill refund on the b2b order: a credit note against its invoice (cdnr).
  const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${b2b.orderId}/refunds`, headers: as(admin), payload: { amount: 500, reason: 'Late delivery', idempotency_key: 'goodwill-b2b-1' } });
  expect(refund.statusCode, refund.body).toBe(200);
});

type Row = Record<string, string>;
async function register(): Promise<Row[]> {
  const res = await get(`/api/admin/gst/register?from=${today}&to=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...lines] = res.body.trim().split('\r\n');
  const names = defined(head, 'header').split(',');
  // No cell of these documents holds a comma or a quote, so a plain split reads them.
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i] ?? '', v])));
}
const paise = (v: string | undefined) => Math.round(Number(v ?? 'NaN') * 100);
const TAXED = ['b2b', 'b2cl', 'b2cs'];

describe('the GST register', () => {
  it('has signed rows that each foot, a class per row, and output tax = invoices − credit notes', async () => {
    const rows = await register();
    expect(Object.keys(defined(rows[0], 'row'))).toEqual(['Type', 'Number', 'Date', 'Original document', 'Customer', 'Recipient GSTIN', 'Place of supply', 'Class', 'HSN', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total']);
    const docs = await t.app.database.db.select().from(schema.taxDocuments);
    expect(rows).toHaveLength(docs.length);
    for (const r of rows) {
      const parts = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Round off'].reduce((s, k) => s + paise(r[k]), 0);
      expect(parts, `${r.Number} foots`).toBe(paise(r.Total));
      const negative = r.Type === 'Credit Note' || r.Type === 'Refund Voucher';
      expect(paise(r.Total) < 0, `${r.Number} sign`).toBe(negative);
      if (r.Type === 'Receipt Voucher' || r.Type === 'Refund Voucher') expect([r.Class, paise(r.CGST), paise(r.SGST), paise(r.IGST), r.Rate]).toEqual(['advance', 0, 0, 0, '']);
      else expect(TAXED).toContain(r.Class);
      if (r.Type === 'Credit Note') expect(r['Original document']).toMatch(/^INV\//);
    }
    expect(new Set(rows.map((r) => r.Class))).toEqual(new Set(['b2b', 'b2cl', 'b2cs', 'advance']));
    expect(rows.find((r) => r.Class === 'b2b')).toMatchObject({ 'Recipient GSTIN': '29AAGCB7383J1Z4', 'Place of supply': '29-Karnataka' });
    expect(rows.find((r) => r.Class === 'b2cs' && r.Type === 'Tax Invoice')).toMatchObject({ 'Place of supply': '27-Maharashtra', 'Recipient GSTIN': '', Rate: '3.00' });

    // The output tax columns: the invoices less the credit notes, to the paisa; advances add nothing.
    for (const [column, key] of [['CGST', 'cgstPaise'], ['SGST', 'sgstPaise'], ['IGST', 'igstPaise'], ['Taxable value', 'taxablePaise']] as const) {
      const output = docs.reduce((s, d) => s + (d.type === 'tax_invoice' ? d[key] : d.type === 'credit_note' ? -d[key] : 0), 0);
      expect(rows.filter((r) => TAXED.includes(r.Class ?? '')).reduce((s, r) => s + paise(r[column]), 0), column).toBe(output);
    }
    expect(rows.reduce((s, r) => s + paise(r.CGST), 0)).toBe(docs.reduce((s, d) => s + (d.type === 'tax_invoice' ? d.cgstPaise : d.type === 'credit_note' ? -d.cgstPaise : 0), 0));
  });
});

describe('GSTR-1', () => {
  it('answers the offline tool’s JSON for the month, whose sums equal the register’s', async () => {
    const res = await get(`/api/admin/gst/gstr1?period=${period}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`_${period}.json`);
    const g = res.json();
    expect(Object.keys(g)).toEqual(['gstin', 'fp', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'at', 'txpd', 'hsn', 'doc_issue']);
    expect(g.fp).toBe(period);
    expect(g.gstin).toMatch(/^27/);
    type Det = { txval: number; iamt: number; camt?: number; samt?: number };
    const det = (list: { itms: { itm_det: Det }[] }[]) => list.flatMap((x) => x.itms.map((i) => i.itm_det));
    const invoices = [...det(g.b2b.flatMap((c: { inv: unknown[] }) => c.inv)), ...det(g.b2cl.flatMap((c: { inv: unknown[] }) => c.inv)), ...g.b2cs];
    const notes = [...det(g.cdnr.flatMap((c: { nt: unknown[] }) => c.nt)), ...det(g.cdnur)];
    const net = (k: keyof Det) => Math.round(invoices.reduce((s: number, d: Det) => s + (d[k] ?? 0) * 100, 0) - notes.reduce((s: number, d: Det) => s + (d[k] ?? 0) * 100, 0));

    const rows = (await register()).filter((r) => TAXED.includes(r.Class ?? ''));
    const reg = (column: string) => rows.reduce((s, r) => s + paise(r[column]), 0);
    expect(net('txval')).toBe(reg('Taxable value'));
    expect(net('iamt')).toBe(reg('IGST'));
    expect(net('camt')).toBe(reg('CGST'));
    expect(net('samt')).toBe(reg('SGST'));
    const [hsn] = g.hsn.data;
    expect(hsn).toMatchObject({ hsn_sc: '7113', uqc: 'PCS', rt: 3 });
    expect([Math.round(hsn.txval * 100), Math.round(hsn.iamt * 100), Math.round(hsn.camt * 100), Math.round(hsn.samt * 100)]).toEqual([reg('Taxable value'), reg('IGST'), reg('CGST'), reg('SGST')]);

    expect(g.b2b[0]).toMatchObject({ ctin: '29AAGCB7383J1Z4', inv: [expect.objectContaining({ pos: '29', rchrg: 'N', inv_typ: 'R' })] });
    expect(g.b2cl[0].inv[0].val).toBeGreaterThan(100_000);
    expect(g.cdnur.length).toBeGreaterThan(0);
    expect(g.cdnr[0].nt[0]).toMatchObject({ ntty: 'C', pos: '29' });
    expect(g.b2cs).toContainEqual(expect.objectContaining({ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 3 }));
    expect(g.at).toEqual([]);
    // Table 13: every series of the month, from its first to its last number.
    const counted = g.doc_issue.doc_det.reduce((s: number, d: { docs: { totnum: number }[] }) => s + d.docs.reduce((n, x) => n + x.totnum, 0), 0);
    expect(counted).toBe((await register()).length);
    expect(g.doc_issue.doc_det.map((d: { doc_num: number }) => d.doc_num).sort()).toEqual([1, 5, 6, 8]);

    expect((await get('/api/admin/gst/gstr1?period=132026')).statusCode).toBe(422);
    expect((await get(`/api/admin/gst/gstr1?period=${period}`, asha)).statusCode).toBe(403);
  });
});
