/**
 * "Pay balance" pressed twice at once (a double click, two tabs) hands out one provider order for
 * the balance, as the advance's button does: two open provider orders for one balance let the
 * customer pay it twice, the second payment only coming back as a refund days later (issue 37).
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to payments
 * back (a SHARE lock of its own) until both presses wait, so both have looked for an open provider
 * order before either opened one, unless the order's row lock makes the second wait for the first.
 * On PGlite (one connection) the two presses run one after the other.
 */
import { schema } from '@kanak/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderInProduction } from '../../../test/admin.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

setupShop(355);

describe('Pay balance pressed twice at once', () => {
  it('hands out one provider order for the balance, the same to both presses', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const press = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/balance-payment`,
        headers: { authorization: `Bearer ${asha}` },
      });

    const answers = await withWritesHeld(t.app, 'payments', 2, () =>
      Promise.all([press(), press()]),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const handedOut = answers.map(
      (res) => res.json().razor_response as { id: string; amount: number },
    );
    expect(handedOut[0]?.amount).toBe((RING - FIRST) * 100);
    expect(handedOut[1]?.id).toBe(handedOut[0]?.id);

    const open = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.orderId, orderId),
          eq(schema.payments.kind, 'balance'),
          eq(schema.payments.status, 'created'),
          isNull(schema.payments.supersededAt),
        ),
      );
    expect(open.map((p) => p.providerOrderId)).toEqual([handedOut[0]?.id]);
  });
});
