/**
 * A provider order that was superseded is never handed out again (ARCHITECTURE §7): once a finished
 * weight changed what is due, the open provider order for the old amount stops being offered, and a
 * later weight that brings the amount back opens a new one rather than reviving the old (issue 37:
 * with the superseded check dropped from the lookup the old one came back).
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(303);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const weigh = async (orderId: number, grams: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: grams } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.total_price as number;
};
const openDue = async (orderId: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: as(asha) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razor_response as { id: string; amount: number };
};
const offered = async (orderId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razorRes as { id: string; amount: number } | null;
};

describe('a balance’s provider order after the finished weight changed twice', () => {
  it('is a new one when the amount comes back to the superseded one’s', async () => {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const first = await openDue(orderId);
    expect(first.amount).toBe((RING - FIRST) * 100);

    const heavier = await weigh(orderId, 3.5);
    const second = await openDue(orderId);
    expect(second.amount).toBe((heavier - FIRST) * 100);
    expect(second.id).not.toBe(first.id);

    // Weighed again at the ordered weight: the balance is the first amount again.
    expect(await weigh(orderId, 3.45)).toBe(RING);
    // The order's page offers no provider order until one is opened for it: not the superseded one.
    expect(await offered(orderId)).toBeNull();
    const third = await openDue(orderId);
    expect(third.amount).toBe(first.amount);
    expect(third.id).not.toBe(first.id);
    expect((await offered(orderId))?.id).toBe(third.id);
    // Asked again, the open one is handed out, not a fourth.
    expect((await openDue(orderId)).id).toBe(third.id);

    const rows = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    const open = rows.filter((p) => p.status === 'created' && p.supersededAt === null);
    expect(open.map((p) => p.providerOrderId)).toEqual([third.id]);
  });
});
