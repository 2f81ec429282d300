/**
 * The tax documents' doors (ARCHITECTURE §7, §9): the customer and the back office each open a
 * document's PDF inline, named by its number, never sniffed as anything else; only a signed-in
 * customer reaches their own, only the shop its back-office copies and the accountant's files; the
 * GST register downloads as a CSV file named by its dates and GSTR-1 as the portal's JSON file named
 * by the shop's GSTIN and the period; a malformed id, range or period is refused before anything is read.
 */
import { defined } from '@kanak/db/testing';
import { DEMO_GSTIN } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;

setupShop(961);
let admin: string;
let orderId: number;
let voucher: { id: number; number: string; type: string };
beforeAll(async () => {
  admin = await adminToken(t.app);
  orderId = await orderInProduction(t.app, asha, {
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });
  const res = await get(`/api/orders/${orderId}/tax-documents`, asha);
  expect(res.statusCode, res.body).toBe(200);
  voucher = defined((res.json().documents as (typeof voucher)[])[0], 'receipt voucher');
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
/** India's date today, as the register's range takes it. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('a tax document’s PDF', () => {
  it('opens inline for its customer and for the shop, named by its number with hyphens, as a PDF never sniffed', async () => {
    expect(voucher.type).toBe('receipt_voucher');
    for (const url of [
      `/api/orders/${orderId}/tax-documents/${voucher.id}/pdf`,
      `/api/admin/orders/${orderId}/tax-documents/${voucher.id}/pdf`,
    ]) {
      const res = await get(url, url.includes('/admin/') ? admin : asha);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="${voucher.number.replaceAll('/', '-')}.pdf"`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('the shop lists the order’s documents as the customer does', async () => {
    const mine = await get(`/api/orders/${orderId}/tax-documents`, asha);
    const shops = await get(`/api/admin/orders/${orderId}/tax-documents`, admin);
    expect(shops.statusCode).toBe(200);
    expect(shops.json()).toEqual(mine.json());
    expect(mine.json().documents[0]).toMatchObject({
      id: voucher.id,
      number: voucher.number,
      type: 'receipt_voucher',
      total: FIRST,
    });
  });

  it('is 401 without signing in and 403 to a customer at the shop’s door', async () => {
    expect((await get(`/api/orders/${orderId}/tax-documents`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${orderId}/tax-documents/${voucher.id}/pdf`)).statusCode).toBe(
      401,
    );
    expect((await get(`/api/admin/orders/${orderId}/tax-documents`, asha)).statusCode).toBe(403);
    expect(
      (await get(`/api/admin/orders/${orderId}/tax-documents/${voucher.id}/pdf`, asha)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/admin/gst/register?from=${today()}&to=${today()}`, asha)).statusCode,
    ).toBe(403);
    expect((await get('/api/admin/gst/gstr1?period=112026', asha)).statusCode).toBe(403);
  });

  it('refuses an id that is no id with 422, and a document of no order with 404', async () => {
    for (const url of [
      `/api/orders/${orderId}/tax-documents/0/pdf`,
      `/api/orders/x/tax-documents/${voucher.id}/pdf`,
      '/api/orders/0/tax-documents',
    ]) {
      expect((await get(url, asha)).statusCode, url).toBe(422);
    }
    expect((await get(`/api/admin/orders/${orderId}/tax-documents/0/pdf`, admin)).statusCode).toBe(
      422,
    );
    expect((await get(`/api/admin/orders/0/tax-documents`, admin)).statusCode).toBe(422);
    expect((await get(`/api/orders/${orderId}/tax-documents/999999/pdf`, asha)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/admin/orders/${orderId}/tax-documents/999999/pdf`, admin)).statusCode,
    ).toBe(404);
    expect((await get(`/api/admin/orders/999999/tax-documents`, admin)).statusCode).toBe(404);
  });
});

describe('the accountant’s files', () => {
  it('the GST register downloads as a UTF-8 CSV file named by its dates, the day’s documents in it', async () => {
    const day = today();
    const res = await get(`/api/admin/gst/register?from=${day}&to=${day}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gst-register-${day}-to-${day}.csv"`,
    );
    expect(res.body).toContain(voucher.number);
  });

  it('GSTR-1 downloads as the portal’s JSON file named by the shop’s GSTIN and the period', async () => {
    const res = await get('/api/admin/gst/gstr1?period=112026', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${DEMO_GSTIN}_112026.json"`,
    );
    expect(res.json()).toMatchObject({ gstin: DEMO_GSTIN, fp: '112026' });
  });

  it('refuses a range that ends before it starts, a day that is no day, and a period that is not MMYYYY, with 422', async () => {
    for (const query of [
      'from=2026-11-02&to=2026-11-01',
      'from=2026-11-01',
      'from=2026-13-01&to=2026-13-02',
    ]) {
      expect((await get(`/api/admin/gst/register?${query}`, admin)).statusCode, query).toBe(422);
    }
    for (const period of ['2026-11', '132026', '11-2026', '']) {
      expect((await get(`/api/admin/gst/gstr1?period=${period}`, admin)).statusCode, period).toBe(
        422,
      );
    }
  });
});
