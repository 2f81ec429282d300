/**
 * A return completed at the same moment as an admin's refund of the same order never refunds more
 * than the customer paid (issue 37): the return's refund is capped by what the shop still holds,
 * read on the order's locked row, so whichever comes second sees the other's refund.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to refunds
 * back (a SHARE lock of its own) until both wait, one on writing its refund and the other on the
 * order's row or, without the completion's row lock, on writing its own after reading the order's
 * money before the other's refund. On PGlite (one connection) the two run one after the other.
 */
import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { askAfterSale, ashasDeliveredRing, moveAfterSale } from '../../../test/after-sale.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;

setupShop(373);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

describe('a return completed while an admin refunds the same order', () => {
  it('refunds at most what was paid, however the two fall', async () => {
    const { orderId, itemId } = await ashasDeliveredRing(admin);
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    for (const status of ['approved', 'received', 'inspected']) {
      const res = await moveAfterSale(t.app, admin, id, { status });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { amount: 10_000, idempotency_key: `goodwill-${orderId}`, reason: 'Goodwill' },
      });

    const [completed, refunded] = await withWritesHeld(t.app, 'refunds', 2, () =>
      Promise.all([moveAfterSale(t.app, admin, id, { status: 'completed' }), refund()]),
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect([200, 422], refunded.body).toContain(refunded.statusCode);

    const refunds = await t.app.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId));
    expect(refunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBeLessThanOrEqual(RING * 100);
  });
});
