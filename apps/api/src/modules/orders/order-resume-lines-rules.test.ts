/**
 * Resuming an unpaid order and the provider order its advance is paid on (decision 043,
 * `findResumable`, `openAdvancePayment`), from the mutation run of `order-resume.ts` on 28 November
 * (issue 37): a checkout of several pieces resumes the order only when every piece is as it was
 * ordered, and the rest of an advance paid partly from store credit is always asked on a provider
 * order of its own, never on the credit's.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { grantCredit } from '../../../test/admin.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (ARCHITECTURE §4).
const RING = 42_432;
const FIRST = 30_126;

setupShop(1091);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const orderRow = async (id: number) =>
  (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];

describe('a checkout of two pieces submitted again', () => {
  it('places a new order when one of the two changed at the same price, and resumes it when neither did', async () => {
    const first = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 10 });
    const second = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 11 });
    const place = async () => {
      const res = await placeOrder(t.app, asha, {
        cartIds: [first, second],
        addressId: address,
        total: 2 * RING,
        first: 2 * FIRST,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order as { id: number; items: { ring_size: number }[] };
    };
    const old = await place();
    expect((await place()).id).toBe(old.id);
    // The second ring is to be made a size larger: the same price, another piece.
    await t.app.database.db
      .update(schema.cartItems)
      .set({ ringSize: 12 })
      .where(eq(schema.cartItems.id, second));
    const renewed = await place();
    expect(renewed.id).not.toBe(old.id);
    expect(renewed.items.map((i) => i.ring_size).sort()).toEqual([10, 12]);
    expect((await orderRow(old.id))?.status).toBe('expired');
  });
});

describe('an advance paid half from store credit', () => {
  it('asks the other half on a provider order of its own, though the credit paid the same amount', async () => {
    await grantCredit(t.app, ashaId, FIRST / 2);
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 13 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const step = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/advance-payment`,
        headers: as(asha),
        payload: { use_credit: true },
      });
    const res = await step();
    expect(res.statusCode, res.body).toBe(200);
    const rest = res.json().razor_response as { id: string; amount: number };
    expect(rest.amount).toBe((FIRST / 2) * 100);
    const payments = await t.app.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, orderId));
    const credit = payments.find((p) => p.provider === 'store_credit');
    expect(credit).toMatchObject({ status: 'paid', amountPaise: (FIRST / 2) * 100 });
    expect(rest.id).not.toBe(credit?.providerOrderId);
    expect(payments.find((p) => p.providerOrderId === rest.id)).toMatchObject({
      status: 'created',
      kind: 'advance',
      supersededAt: null,
    });
    // Asked again: the same provider order.
    expect((await step()).json().razor_response).toEqual(rest);
  });
});
