/**
 * The admin customer page (issue 35 item 13) shows the customer's store credit and after-sale
 * requests: GET admin/customers/{id}/wallet answers what the customer sees at /wallet, and GET
 * admin/after-sale?customer_id= lists that customer's requests only. Admins only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { askAfterSale, deliveredOrder, moveAfterSale } from '../../../test/after-sale.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';

setupShop(141);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('a customer’s credit and requests in the back office', () => {
  it('shows the store credit an exchange granted and every request of that customer, and nobody else’s', async () => {
    const first = await deliveredOrder(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });
    const exchange = await askAfterSale(t.app, asha, first.orderId, first.itemId, 'exchange', 'Upgrade to a bigger piece');
    for (const status of ['approved', 'received', 'inspected']) expect((await moveAfterSale(t.app, admin, exchange, { status })).statusCode).toBe(200);
    expect((await moveAfterSale(t.app, admin, exchange, { status: 'completed' })).statusCode).toBe(200);
    const second = await deliveredOrder(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });
    const maintenance = await askAfterSale(t.app, asha, second.orderId, second.itemId, 'maintenance', 'Cleaning and polishing');

    const wallet = await get(`/api/admin/customers/${ashaId}/wallet`);
    expect(wallet.statusCode, wallet.body).toBe(200);
    const own = (await get('/api/wallet', asha)).json();
    expect(wallet.json()).toEqual(own);
    expect(own.balance).toBeGreaterThan(0);
    expect(own.entries[0].reason).toContain(`request #${exchange}`);

    const requests = await get(`/api/admin/after-sale?customer_id=${ashaId}`);
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.json().requests.map((r: { id: number }) => r.id)).toEqual([maintenance, exchange]);
    expect((await get(`/api/admin/after-sale?customer_id=${raviId}`)).json().requests).toEqual([]);
    expect((await get(`/api/admin/customers/${raviId}/wallet`)).json()).toMatchObject({ balance: 0, entries: [] });
  });

  it('is for admins only, and a customer who does not exist is a 404', async () => {
    expect((await get(`/api/admin/customers/${ashaId}/wallet`, ravi)).statusCode).toBe(403);
    expect((await get(`/api/admin/after-sale?customer_id=${ashaId}`, ravi)).statusCode).toBe(403);
    expect((await get('/api/admin/customers/999999/wallet')).statusCode).toBe(404);
    expect((await get('/api/admin/after-sale?customer_id=abc')).statusCode).toBe(422);
  });
});
