/**
 * Place order pressed twice at once hands out one provider order for the advance (issue 37): the
 * second press resumes the order the first placed (decision 043), and both are given the provider
 * order the first opened, never a second one the customer could also pay. The provider order is
 * opened after the order's transaction, on the order's locked row (`openAdvancePayment`), so the
 * resumed press waits for the first's to be written and hands it out again.
 *
 * `checkout-resume.test.ts` states the same with two plain requests; there the first press's
 * provider order is opened before the second press is through its checkout, so it passes with
 * `openAdvancePayment`'s lock removed. Here, on PostgreSQL (`npm run test:pg -- <this file>`), the
 * test holds writes to payments back (a SHARE lock of its own) until both presses wait: the first
 * on opening its provider order, the second on the order's row or, without that lock, on opening
 * one of its own after finding none. On PGlite (one connection) the race simply runs.
 */
import { schema } from '@kanak/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;

setupShop(157);

describe('Place order pressed twice at once', () => {
  it('places one order and hands out one provider order for its advance, the same to both presses', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 14 });
    const place = () =>
      placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST });

    const both = await withWritesHeld(t.app, 'payments', 2, () => Promise.all([place(), place()]));
    for (const res of both) expect(res.statusCode, res.body).toBe(201);
    const [a, b] = both.map((res) => res.json());
    expect(b.order.id).toBe(a.order.id);
    expect(b.razor_response.id).toBe(a.razor_response.id);
    expect(a.razor_response.amount).toBe(FIRST * 100);

    const open = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.orderId, a.order.id as number),
          eq(schema.payments.status, 'created'),
          isNull(schema.payments.supersededAt),
        ),
      );
    expect(open.map((p) => p.providerOrderId)).toEqual([a.razor_response.id]);
  });
});
