/**
 * Offer codes on a cart and offers removed, as the customer and the shop see them (issue 37, mutation
 * run of offers.repository.ts): a code the customer takes off the cart no longer prices it, and a
 * code put on again prices it again (ARCHITECTURE §7 "DELETE cart/coupon"); an offer is deleted once,
 * with one audit entry, even when two admins delete it at the same moment — the second is told it is
 * no longer there. The race is only a race on PostgreSQL (`npm run test:pg -- <this file>`); on
 * PGlite the two deletions run one after the other.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { addCartLine } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { createCode } from '../../../test/tax.ts';

setupShop(921);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const viewCart = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/view-cart', headers: as(asha) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total_price: number;
    coupon: null | { code: string; applied: boolean; saving: number };
  };
};

describe('a code on the cart', () => {
  it('taken off, no longer prices the cart; put on again, prices it again', async () => {
    await createCode(t.app, admin, 'TAKEOFF', 25, 10);
    await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 9 });
    const plain = (await viewCart()).total_price;

    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: as(asha),
      payload: { code: 'TAKEOFF' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const withCode = await viewCart();
    expect(withCode.coupon).toMatchObject({ code: 'TAKEOFF', applied: true });
    expect(withCode.total_price).toBe(plain - (withCode.coupon?.saving ?? 0));
    expect(withCode.total_price).toBeLessThan(plain);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart/coupon',
      headers: as(asha),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ total_price: plain, coupon: null });
    // Read again later, the cart holds no code: it was taken off, not only left out of the answer.
    expect(await viewCart()).toMatchObject({ total_price: plain, coupon: null });
    const [kept] = await t.app.database.db
      .select()
      .from(schema.cartCoupons)
      .where(eq(schema.cartCoupons.userId, ashaId));
    expect(kept).toBeUndefined();

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/coupon',
          headers: as(asha),
          payload: { code: 'TAKEOFF' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await viewCart()).toMatchObject({
      total_price: withCode.total_price,
      coupon: { code: 'TAKEOFF', applied: true },
    });
  });
});

describe('an offer deleted by two admins at the same moment', () => {
  it('is deleted once: one is told "Offer deleted", the other 404 "Offer not found", and the audit log has one deletion', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: as(admin),
      payload: {
        title: 'Twice deleted',
        making_discount_percent: 10,
        diamond_discount_percent: 0,
        starts_at: '2030-04-10T00:00',
        ends_at: '2030-04-12T00:00',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().offer.id as number;
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/offers/${id}`, headers: as(admin) });

    // Both look the offer up before either deletes it (PostgreSQL); then both delete.
    const answers = await withWritesHeld(t.app, 'offers', 2, () =>
      Promise.all([remove(), remove()]),
    );
    const seen = answers
      .map((r) => [r.statusCode, r.json().message])
      .sort(([a], [b]) => Number(a) - Number(b));
    expect(seen).toEqual([
      [200, 'Offer deleted'],
      [404, 'Offer not found'],
    ]);
    const deletions = await t.app.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(id)));
    expect(deletions.filter((e) => e.action === 'offer_deleted')).toHaveLength(1);
  });
});
