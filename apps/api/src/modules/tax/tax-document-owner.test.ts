/**
 * A customer reads only the GST documents of their own orders (ARCHITECTURE §7): a document is
 * looked up within the order the path names, so another customer's document id behind one's own
 * order id is not found (issue 37: with the order filter dropped from the lookup, the owner check on
 * the order alone let it through).
 */
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderInProduction } from '../../../test/admin.ts';
import { addAddress } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;

setupShop(301);
let raviAddress: number;
beforeAll(async () => {
  raviAddress = await addAddress(t.app, raviId);
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const firstDocumentOf = async (orderId: number, token: string) => {
  const res = await get(`/api/orders/${orderId}/tax-documents`, token);
  expect(res.statusCode, res.body).toBe(200);
  return defined((res.json().documents as { id: number }[])[0], 'receipt voucher').id;
};

describe('a tax document’s PDF', () => {
  it('is 404 for another customer’s document asked for through one’s own order', async () => {
    const ashaOrder = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const raviOrder = await orderInProduction(t.app, ravi, { userId: raviId, productId: ids.aanya, addressId: raviAddress, total: RING, first: FIRST });
    const ashasVoucher = await firstDocumentOf(ashaOrder, asha);
    const ravisVoucher = await firstDocumentOf(raviOrder, ravi);

    // Each reads their own through their own order.
    expect((await get(`/api/orders/${raviOrder}/tax-documents/${ravisVoucher}/pdf`, ravi)).statusCode).toBe(200);
    expect((await get(`/api/orders/${ashaOrder}/tax-documents/${ashasVoucher}/pdf`, asha)).statusCode).toBe(200);
    // Asha's voucher, asked for by Ravi through Ravi's own order: the order is his, the document is not.
    const crossed = await get(`/api/orders/${raviOrder}/tax-documents/${ashasVoucher}/pdf`, ravi);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.headers['content-type']).not.toBe('application/pdf');
    expect(crossed.json()).toHaveProperty('message');
  });
});
