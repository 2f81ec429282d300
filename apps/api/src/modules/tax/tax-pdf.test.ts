/**
 * The paper of the tax documents (ARCHITECTURE §9, issue 36 items 4, 5, 7, 9): every PDF signed
 * with the shop's certificate as pdfsig verifies it; bill to and ship to; vouchers that describe
 * the goods; the invoice a bank or insurer reads. Read back with poppler (pdfsig, pdftotext).
 */
import { writeFile } from 'node:fs/promises';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../../../test/admin.ts';
import { hasPoppler, pdfsig, pdftotext } from '../../../test/poppler.ts';
import { asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;

setupShop(161, { SHOP_SIGNATORY: 'Meera Shah, Designated Partner' });
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
