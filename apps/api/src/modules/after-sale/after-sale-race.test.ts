/**
 * Two admins closing one after-sale request at the same moment, one completing it and the other
 * rejecting it (issue 37): one answer stands, the other admin is told the request cannot move, and
 * the customer hears one answer, never "completed" and "rejected" both. Each move takes the
 * request's row lock, so the second reads the step the first took.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to
 * after_sale_requests back (a SHARE lock of its own) until both moves wait, one on its update and
 * the other on the request's row or, without the row lock, on its own update after reading the
 * request still `inspected`. On PGlite (one connection) the two run one after the other.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { askAfterSale, ashasDeliveredRing, moveAfterSale } from '../../../test/after-sale.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

const ASHA_PHONE = String(9_000_000_000 + 347);

setupShop(347);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

/** The text messages the customer was sent about request `id`. */
const toldAbout = async (id: number) =>
  (await outboxFor(t.app, ASHA_PHONE)).filter(
    (m) => m.channel === 'sms' && m.body.includes(`request #${id}`),
  );

describe('an after-sale request completed and rejected at the same moment', () => {
  it('takes one of the two answers: the other admin is told it cannot move, the customer is sent one answer', async () => {
    const { orderId, itemId } = await ashasDeliveredRing(admin);
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Resizing');
    const move = (status: string) => moveAfterSale(t.app, admin, id, { status });
    for (const status of ['approved', 'received', 'inspected'])
      expect((await move(status)).statusCode, status).toBe(200);
    const toldBefore = await toldAbout(id);

    const answers = await withWritesHeld(t.app, 'after_sale_requests', 2, () =>
      Promise.all([move('completed'), move('rejected')]),
    );
    expect(
      answers.map((res) => res.statusCode).sort(),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([200, 409]);
    const refused = defined(
      answers.find((res) => res.statusCode === 409),
      'the refused move',
    );
    expect(refused.json().message).toBe('This request cannot move to that step.');

    const [request] = await t.app.database.db
      .select()
      .from(schema.afterSaleRequests)
      .where(eq(schema.afterSaleRequests.id, id));
    const taken = defined(request, 'the request').status;
    expect(['completed', 'rejected']).toContain(taken);
    expect(request?.steps.map((s) => s.status)).toEqual([
      'requested',
      'approved',
      'received',
      'inspected',
      taken,
    ]);

    expect(await toldAbout(id)).toHaveLength(toldBefore.length + 1);
    const moves = await t.app.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.entity, 'after_sale_request'),
          eq(schema.auditLog.entityId, String(id)),
        ),
      );
    expect(
      moves.map((e) => e.detail).filter((d) => (d as { from?: string }).from === 'inspected'),
    ).toEqual([{ from: 'inspected', to: taken }]);
  });
});
