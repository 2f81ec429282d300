/**
 * A step the database refuses is not half taken (ARCHITECTURE §7, issue 37): when completing a
 * return breaks a unique rule of the database, the admin is told the request cannot move (409),
 * never "something went wrong" (500), and nothing of the step is kept — no refund, no credit
 * note, no message to the customer, the request where it was.
 *
 * The only input known to reach it: the return's refund row takes the key `after_sale_<request id>`,
 * and an admin's refund made earlier through the API with that very key holds it. (The admin page
 * sends a random UUID; two completions of one request cannot both get that far, as the request's
 * row is locked and the second finds it completed.)
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { AFTER_SALE_MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { askAfterSale, ashasDeliveredRing, moveAfterSale } from '../../../test/after-sale.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

const ASHA_PHONE = String(9_000_000_000 + 1091);

setupShop(1091);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

describe('a return whose completion the database refuses', () => {
  it('is a 409 "cannot move" and keeps nothing: the request still inspected, no refund, no credit note, no message', async () => {
    const { orderId, itemId } = await ashasDeliveredRing(admin);
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    const goodwill = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        amount: 1_000,
        idempotency_key: `after_sale_${id}`,
        reason: 'A scratch on the box',
      },
    });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    for (const status of ['approved', 'received', 'inspected']) {
      const res = await moveAfterSale(t.app, admin, id, { status });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
    const toldBefore = (await outboxFor(t.app, ASHA_PHONE)).length;

    const done = await moveAfterSale(t.app, admin, id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(409);
    expect(done.json().message).toBe(AFTER_SALE_MESSAGES.cannotMove);

    const shop = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/after-sale/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json().request;
    expect(shop.status).toBe('inspected');
    expect(shop.steps.map((s: { status: string }) => s.status)).toEqual([
      'requested',
      'approved',
      'received',
      'inspected',
    ]);
    const refunds = await t.app.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId));
    expect(refunds.map((r) => r.amountPaise)).toEqual([100_000]);
    const notes = await t.app.database.db
      .select()
      .from(schema.taxDocuments)
      .where(
        and(
          eq(schema.taxDocuments.type, 'credit_note'),
          eq(schema.taxDocuments.afterSaleRequestId, id),
        ),
      );
    expect(notes).toEqual([]);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/${orderId}`,
        headers: { authorization: `Bearer ${asha}` },
      })
    ).json().order;
    expect(order.status).toBe('delivered');
    expect(await outboxFor(t.app, ASHA_PHONE)).toHaveLength(toldBefore);
  });
});
