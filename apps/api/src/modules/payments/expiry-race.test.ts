/**
 * An order that part-paid its advance with store credit expires at the very moment its card
 * payment is confirmed (issue 37): the credit goes back to the wallet once and the card payment is
 * refunded once, never the credit twice. The expiry's settlement and the confirmation each settle
 * the order on its locked row, so whichever comes second sees the other's refund.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to refunds
 * back (a SHARE lock of its own) while the expiry's settlement waits on writing the credit's
 * refund, then sends the confirmation and lets both go once it waits too — on the order's row, or,
 * without the settlement's row lock, on writing refunds of its own after reading the same ledger.
 * On PGlite (one connection) the expiry simply settles first.
 */
import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantCredit } from '../../../test/admin.ts';
import {
  addCartLine,
  checkoutSignature,
  FILES,
  multipartBody,
  orderUpdate,
} from '../../../test/orders.ts';
import { untilLockWaiters } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { expireStaleOrders } from '../orders/expiry.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;
const CREDIT = 2_000;

setupShop(379);

const walletOf = async () =>
  (
    await t.app.database.db
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.userId, ashaId))
  ).reduce((s, e) => s + e.amountPaise, 0);

describe('an order expiring while its card payment is confirmed', () => {
  it('gives its store credit back once and refunds the card payment once', async () => {
    await grantCredit(t.app, ashaId, CREDIT);
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 16 });
    const body = multipartBody(
      [
        ['cart_ids[0]', String(line)],
        ['address_id', String(address)],
        ['total_price', String(RING)],
        ['first_payment_amount', String(FIRST)],
        ['balance_amount', String(RING - FIRST)],
        ['use_credit', 'true'],
      ],
      { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } },
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...body.headers, authorization: `Bearer ${asha}` },
      payload: body.payload,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const providerOrderId = placed.json().razor_response.id as string;
    expect(placed.json().razor_response.amount).toBe((FIRST - CREDIT) * 100);
    expect(await walletOf()).toBe(0);
    const { db } = t.app.database;
    await db
      .update(schema.orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.orders.id, orderId));

    const confirm = () =>
      orderUpdate(t.app, asha, orderId, {
        first_payment_transaction_id: 'pay_card_late',
        razorpay_order_id: providerOrderId,
        razorpay_signature: checkoutSignature(providerOrderId, 'pay_card_late'),
      });
    if (t.app.database.kind === 'postgres') {
      const waiting = (count: number) => untilLockWaiters(t.app, count);
      let expiry: Promise<number[]> | undefined;
      let confirmed: ReturnType<typeof confirm> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table refunds in share mode`);
        expiry = expireStaleOrders(t.app);
        await waiting(1);
        confirmed = confirm();
        await waiting(2);
      });
      expect(await expiry).toEqual([orderId]);
      await confirmed;
    } else {
      expect(await expireStaleOrders(t.app)).toEqual([orderId]);
      await confirm();
    }

    expect(await walletOf()).toBe(CREDIT * 100);
    const refunds = await db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId));
    expect(refunds.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([
      CREDIT * 100,
      (FIRST - CREDIT) * 100,
    ]);
  });
});
