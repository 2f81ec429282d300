/**
 * Two admins refunding the same order at the same moment (two screens, two keys) never refund more
 * than the customer paid (issue 37): each refund is decided on the order's locked row, so the
 * second sees the first's pending refund and finds nothing left; the provider is asked once.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to refunds
 * back (a SHARE lock of its own) until both refunds wait, one on writing its refund and the other
 * on the order's row or, without the row lock, on writing its own after reading the same amount
 * refundable. On PGlite (one connection) the two run one after the other.
 */
import { schema } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, orderInProduction } from '../../../test/admin.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { addAddress, verifiedCustomer } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

let t: TestApp;
const provider = countingProvider();
let admin: string;
let aanya: number;

beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
  ({ aanya } = await insertCatalogueFixture(t.app.database));
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('two admins refunding one order at once', () => {
  it('refund what was paid once: the other is told nothing is left, and the provider is asked once', async () => {
    const { token, id: userId } = await verifiedCustomer(t.app, 371);
    const orderId = await orderInProduction(t.app, token, {
      userId,
      productId: aanya,
      addressId: await addAddress(t.app, userId),
      total: RING,
      first: FIRST,
    });
    const refund = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { idempotency_key: key, reason: 'Customer asked by phone' },
      });
    const asked = provider.refunds.length;

    const answers = await withWritesHeld(t.app, 'refunds', 2, () =>
      Promise.all([refund('refund-desk-1'), refund('refund-desk-2')]),
    );
    expect(
      answers.map((res) => res.statusCode).sort(),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json().message).toBe(
      MESSAGES.admin.nothingToRefund,
    );

    const refunds = await t.app.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId));
    expect(refunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(FIRST * 100);
    expect(provider.refunds.length - asked).toBe(1);
  });
});
