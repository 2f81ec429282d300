/**
 * Place order pressed again, with "use my store credit" ticked, at the moment the card payment of
 * the order already placed from that cart is being confirmed (issue 37): the card paid the
 * advance, so the second press must not resume that order and spend the credit on it as well.
 * Resuming reads the customer's unpaid orders with their rows locked, so it waits for the
 * confirmation, then finds the order paid and the piece gone from the cart.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test plays the confirmation
 * (the order row locked, the advance paid, the order in production and its cart line removed, as
 * `confirmPayment` does) in a transaction of its own and commits it once the second press waits on
 * a lock — on the order's row, or, without that lock, on renewing the order it resumed after
 * spending the credit. On PGlite (one connection) the confirmation simply comes first.
 */
import { schema } from '@kanak/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantCredit } from '../../../test/admin.ts';
import { addCartLine, FILES, multipartBody } from '../../../test/orders.ts';
import { lockWaiters } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

setupShop(351);

/** POST orders as the checkout sends it, optionally spending store credit. */
function place(line: number, useCredit: boolean) {
  const body = multipartBody(
    [
      ['cart_ids[0]', String(line)],
      ['address_id', String(address)],
      ['total_price', String(RING)],
      ['first_payment_amount', String(FIRST)],
      ['balance_amount', String(RING - FIRST)],
      ...(useCredit ? [['use_credit', 'true'] as [string, string]] : []),
    ],
    { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...body.headers, authorization: `Bearer ${asha}` },
    payload: body.payload,
  });
}

const creditLeft = async () =>
  (
    await t.app.database.db
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.userId, ashaId))
  ).reduce((s, e) => s + e.amountPaise, 0);

describe('Place order pressed again while the first order’s card payment is confirmed', () => {
  it('neither resumes the paid order nor spends store credit on it: the piece has left the cart', async () => {
    await grantCredit(t.app, ashaId, 2_000);
    const before = await creditLeft();
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 12 });
    const placed = await place(line, false);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const providerOrderId = placed.json().razor_response.id as string;

    const { db } = t.app.database;
    /** What confirming the card payment writes: the advance paid, the order in production, the line out of the cart. */
    const confirmed = async (tx: typeof db) => {
      await tx
        .update(schema.payments)
        .set({
          status: 'paid',
          providerPaymentId: `pay_card_${orderId}`,
          signatureVerifiedAt: new Date(),
        })
        .where(eq(schema.payments.providerOrderId, providerOrderId));
      await tx
        .update(schema.orders)
        .set({ status: 'in_production', expiresAt: null })
        .where(eq(schema.orders.id, orderId));
      await tx
        .delete(schema.cartItems)
        .where(and(eq(schema.cartItems.userId, ashaId), eq(schema.cartItems.id, line)));
    };

    let again;
    if (t.app.database.kind === 'postgres') {
      let pending: ReturnType<typeof place> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${orderId} for update`);
        pending = place(line, true);
        for (let tries = 0; tries < 400 && (await lockWaiters(t.app)) < 1; tries++)
          await new Promise((r) => setTimeout(r, 25));
        expect(await lockWaiters(t.app)).toBe(1);
        await confirmed(tx as unknown as typeof db);
      });
      again = await pending;
    } else {
      await confirmed(db);
      again = await place(line, true);
    }

    expect(await creditLeft()).toBe(before);
    const payments = await db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    expect(payments.filter((p) => p.provider === 'store_credit')).toEqual([]);
    expect(
      (await db.select().from(schema.orders).where(eq(schema.orders.userId, ashaId))).map(
        (o) => o.id,
      ),
    ).toEqual([orderId]);
    expect(again?.statusCode, again?.body).toBe(404);
    expect(again?.json().message).toBe('Cart item not found');
  });
});
