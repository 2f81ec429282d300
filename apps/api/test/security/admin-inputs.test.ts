/**
 * Issue 35: an empty category update answered 500, and a refund of ₹0.001 was accepted. Every
 * admin update answers an empty body without a 500; refunds are whole paise and at least ₹1.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../shop.ts';
import { operations, urlOf } from './routes.ts';

setupShop(141);
let headers: { authorization: string };
beforeAll(async () => {
  headers = { authorization: `Bearer ${await adminToken(t.app)}` };
});

describe('empty admin updates', () => {
  it('answer every PUT and PATCH with an empty body without a 500, in the error shape', async () => {
    const ops = (await operations(t.app)).filter((op) => op.method === 'PUT' || op.method === 'PATCH');
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) {
      const res = await t.app.inject({ method: op.method, url: urlOf(op, () => 24), headers, payload: {} });
      const what = `${op.method} ${op.path}: ${res.body}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode >= 400) expect(typeof res.json().message, what).toBe('string');
    }
  });

  it('PUT admin/categories/{id} {} changes nothing and answers the category; an unknown one is a 404', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers })).json().data.find((c: { id: number }) => c.id === 24);
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/categories/24', headers, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(before);
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/admin/categories/999999', headers, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin refunds', () => {
  it('refuses amounts that are not whole paise or under ₹1 with 422, and takes paise', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });
    const refund = (amount: number, key: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers, payload: { amount, idempotency_key: key, reason: 'probe' } });
    for (const [amount, key] of [[0.001, 'refund-sub-paisa'], [0.5, 'refund-half-rupee'], [10.005, 'refund-half-paisa']] as const) {
      const res = await refund(amount, key);
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(422);
      expect(res.json().message).toBe('Please enter a refund of at least ₹1, in rupees and paise.');
    }
    const paise = await refund(10.07, 'refund-ten-rupees-seven-paise');
    expect(paise.statusCode, paise.body).toBe(200);
  });
});
