/**
 * The paper of the tax documents (ARCHITECTURE §9, issue 36 items 4, 5, 7, 9): every PDF signed
 * with the shop's certificate as pdfsig verifies it; bill to and ship to; vouchers that describe
 * the goods; the invoice a bank or insurer reads. Read back with poppler (pdfsig, pdftotext).
 */
import { writeFile } from 'node:fs/promises';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { SAMPLE_BUYER } from '../../../test/orders.ts';
import { hasPoppler, pdfsig, pdftotext } from '../../../test/poppler.ts';
import { asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { createCode, dispatchAndDeliver, itemsOfOrder, orderWithCode } from '../../../test/tax.ts';

const RING = 42_432;
const FIRST = 30_126;

const BIS = 'HM/C-5190012345';
setupShop(161, { SHOP_SIGNATORY: 'Meera Shah, Designated Partner', SHOP_BIS_REGISTRATION: BIS, SHOP_HALLMARKING_CHARGE: '45' });
let admin: string;
let mumbai: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await createCode(t.app, admin, 'AKSHAYA25');
  const [row] = await t.app.database.db
    .insert(schema.addresses)
    .values({ userId: ashaId, recipientName: 'Asha Rao', landmark: 'Zaveri Bazaar', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Sheikh Memon Street' })
    .returning({ id: schema.addresses.id });
  mumbai = defined(row, 'address').id;
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = asha) => t.app.inject({ method: 'GET', url, headers: as(token) });
const docsOf = async (orderId: number) => (await get(`/api/orders/${orderId}/tax-documents`)).json().documents as { id: number; type: string; number: string }[];
const pdfOf = async (orderId: number, docId: number, token = asha) => {
  const res = await get(token === asha ? `/api/orders/${orderId}/tax-documents/${docId}/pdf` : `/api/admin/orders/${orderId}/tax-documents/${docId}/pdf`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

/** KANAK_PDF_OUT=<dir> keeps each PDF a test reads, to look at (render with pdftoppm). */
async function keep(name: string, buffer: Buffer) {
  const dir = process.env.KANAK_PDF_OUT;
  if (dir) await writeFile(`${dir}/${name}.pdf`, buffer);
}

describe.skipIf(!hasPoppler)('signed (ARCHITECTURE §9)', () => {
  it('every document carries a detached PKCS#7 signature of the shop’s certificate that pdfsig reports valid, and a visible block naming the signatory and the time', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST });
    const [rv] = await docsOf(orderId);
    const pdf = await pdfOf(orderId, defined(rv, 'receipt voucher').id);
    await keep('signed-receipt-voucher', pdf);
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signer Certificate Common Name: Kanak Fine Jewellery LLP');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');

    const text = await pdftotext(pdf);
    expect(text).toContain('DIGITALLY SIGNED BY');
    expect(text).toContain('Meera Shah, Designated Partner');
    expect(text).toMatch(/Date \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);

    // A changed byte after signing is caught: the signature covers the whole file but /Contents.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('RECEIPT VOUCHER') >= 0 ? tampered.indexOf('RECEIPT VOUCHER') : tampered.indexOf('/Title');
    tampered[at + 1] = (tampered[at + 1] ?? 0) ^ 1;
    expect(await pdfsig(tampered)).not.toContain('Signature is Valid.');
  });

  it('the back office’s copy is signed as well', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST });
    const [rv] = await docsOf(orderId);
    expect(await pdfsig(await pdfOf(orderId, defined(rv, 'receipt voucher').id, admin))).toContain('Signature is Valid.');
  });
});

/** The text on one line without runs of spaces: pdftotext -layout pads columns and wraps cells. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.skipIf(!hasPoppler)('the invoice a bank or insurer reads (ARCHITECTURE §9)', () => {
  it('a business purchase under a code: bill to the firm, ship to the recipient; rate per gram, gross weight with the ruby, a discount column, PCS, BIS; original and duplicate', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.meher, ids.tara], addressId: mumbai, code: 'AKSHAYA25', gstin: '27AAPFU0939F1ZV' });
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId, false);
    const invoice = defined((await docsOf(orderId)).find((d) => d.type === 'tax_invoice'), 'invoice');
    const original = await pdfOf(orderId, invoice.id);
    const duplicate = await pdfOf(orderId, invoice.id, admin);
    await keep('bank-invoice', original);
    const text = flat(await pdftotext(original));

    // Bill to the firm the GSTIN belongs to; ship to the person at the delivery address.
    expect(text).toContain('BILL TO');
    expect(text).toContain('SHIP TO');
    expect(text).toContain(SAMPLE_BUYER.legalName);
    expect(text).toContain('401 Panchratna');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Asha Rao');

    const [meher, tara] = await itemsOfOrder(t.app, orderId);
    const m = defined(meher, 'meher');
    // The gold rate per gram of the line's karat, as the order locked it.
    expect(text).toMatch(/Gold rate\s+Gold/);
    expect(text).toContain((m.ratesSnapshot.gold[m.goldColour][m.karat] / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }));
    // Gross weight: 2.000 g of gold and the 0.3 ct ruby at 0.2 g a carat.
    expect(text).toMatch(/2\.000 2\.060/);
    // Tara: 1.500 g of gold and 0.100 ct of diamonds.
    expect(defined(tara, 'tara').productSnapshot.diamondWeightMct).toBe(100);
    expect(text).toMatch(/1\.500 1\.520/);
    expect(text).toContain('Discount');
    expect(text).toMatch(/\(−\) [\d,]+\.\d{2}/);
    expect(text).not.toContain('Offer discount of');
    expect(text).toMatch(/ 1 PCS /);
    expect(text).toContain(`BIS registration ${BIS}`);
    // The hallmarking charge the shop set, within each piece's making charge.
    expect(text.match(/incl\. hallmarking 45\.00/g)).toHaveLength(2);
    expect(text).toContain('ORIGINAL FOR RECIPIENT');
    expect(flat(await pdftotext(duplicate))).toContain('DUPLICATE FOR SUPPLIER');
    // No placeholder domain on a legal document.
    expect(text).not.toMatch(/example\.(com|org|net)|\.example\b|\.test\b/);
  });

  it('a consumer’s invoice bills the account holder and says unregistered', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST });
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId, false);
    const invoice = defined((await docsOf(orderId)).find((d) => d.type === 'tax_invoice'), 'invoice');
    const text = flat(await pdftotext(await pdfOf(orderId, invoice.id)));
    expect(text).toContain('Unregistered (consumer)');
    expect(text).not.toContain('GSTIN 27AAPFU0939F1ZV');
  });
});

describe.skipIf(!hasPoppler)('vouchers describe the goods (ARCHITECTURE §9)', () => {
  it('a receipt voucher names the piece, metal and purity and prints the rate with no tax payable on an advance, not tax amounts', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST });
    const [rv] = await docsOf(orderId);
    const pdf = await pdfOf(orderId, defined(rv, 'receipt voucher').id);
    await keep('receipt-voucher', pdf);
    const text = flat(await pdftotext(pdf));
    const [item] = await itemsOfOrder(t.app, orderId);
    const piece = defined(item, 'item');
    expect(text).toContain(piece.productSnapshot.name);
    expect(text).toMatch(/Rose Gold 14K/);
    expect(text).toContain('14K/585');
    expect(text).toContain('Rate of tax: CGST 1.5% + SGST 1.5%');
    expect(text).toContain('no tax payable on an advance for goods (Notification 66/2017-CT)');
    expect(text).toContain('Amount received');
    expect(text).not.toContain('Taxable value');
    expect(text).not.toMatch(/CGST [\d,]+\.\d{2}/);
  });

  it('a refund voucher after a lower finished weight says what was refunded and why, names its receipt voucher, and never says no supply was made', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: mumbai });
    await payBalance(t.app, asha, orderId);
    const [item] = await itemsOfOrder(t.app, orderId);
    const grams = defined(item, 'item').productSnapshot.metalWeightMg / 1000;
    const weighed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: Math.round(grams * 0.985 * 1000) / 1000 } });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const docs = await docsOf(orderId);
    const rf = defined(docs.find((d) => d.type === 'refund_voucher'), 'refund voucher');
    const pdf = await pdfOf(orderId, rf.id);
    await keep('refund-voucher', pdf);
    const text = flat(await pdftotext(pdf));
    expect(text).toContain('AGAINST RECEIPT VOUCHER');
    expect(docs.some((d) => d.type === 'receipt_voucher' && text.includes(d.number))).toBe(true);
    expect(text).toContain('The finished weight lowered the order’s total below the advances received: the excess is refunded.');
    expect(text).toContain('Rose Gold 14K');
    expect(text).toContain('Amount refunded');
    expect(text).not.toContain('no supply was made');
  });

  it('a refund voucher after a cancellation says so', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: mumbai, total: RING, first: FIRST });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(admin), payload: { reason: 'Customer asked' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rf = defined((await docsOf(orderId)).find((d) => d.type === 'refund_voucher'), 'refund voucher');
    const text = flat(await pdftotext(await pdfOf(orderId, rf.id)));
    expect(text).toContain('The order was cancelled');
    expect(text).toContain('Cancelled by the shop: Customer asked');
  });
});
