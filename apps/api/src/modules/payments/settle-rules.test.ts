/**
 * Settling an order against its ledger (issue 37, mutation run of settle.ts and payments.service.ts):
 * money that arrives when the order no longer wants it — after a cancel, on a provider order a new
 * finished weight superseded — is counted and what the order does not keep comes back at once, with
 * a reason the customer and the shop can read; store credit held by an order a new checkout retires
 * is back in the wallet before the new order may spend it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, grantCredit } from '../../../test/admin.ts';
import { addAddress, addCartLine, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { capturedWebhook } from '../../../test/webhooks.ts';
import { expireStaleOrders } from '../orders/expiry.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 613);

setupShop(613);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const db = () => t.app.database.db;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Razorpay's signed "payment captured" for a provider order (test/webhooks.ts). */
const captured = (providerOrderId: string, paymentId: string, amountPaise: number) =>
  capturedWebhook(t.app, providerOrderId, paymentId, amountPaise);
/** Lines left in the cart take sizes from 25 down: orderInProduction takes them from 6 up. */
let ringSize = 25;
async function unpaidOrder(addressId = address) {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize-- });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId,
    total: RING,
    first: FIRST,
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    line,
    orderId: res.json().order.id as number,
    providerOrderId: res.json().razor_response.id as string,
  };
}
const grant = (rupees: number) => grantCredit(t.app, ashaId, rupees);
/** Asha's advance of `orderId` paid with her store credit first (the rest opens a provider order). */
async function useCredit(orderId: number) {
  const used = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/advance-payment`,
    headers: as(asha),
    payload: { use_credit: true },
  });
  expect(used.statusCode, used.body).toBe(200);
  return used;
}
const wallet = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })).json()
    .balance as number;
const orderRow = async (id: number) =>
  defined(
    (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0],
    `order ${id}`,
  );
const refundsOf = (orderId: number) =>
  db()
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, orderId))
    .orderBy(asc(schema.refunds.id));
const smsAbout = async (orderId: number) =>
  (
    await db()
      .select()
      .from(schema.messageOutbox)
      .where(eq(schema.messageOutbox.to, ASHA_PHONE))
      .orderBy(asc(schema.messageOutbox.id))
  )
    .filter((m) => m.channel === 'sms' && new RegExp(`order #${orderId}\\b`).test(m.body))
    .map((m) => m.body.replace(/ \S+\/viewdetail\/\d+$/, ''));
const weigh = async (orderId: number, grams: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/finished-weight`,
    headers: as(admin),
    payload: { metal_weight: grams },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.total_price as number;
};
const openBalance = async (orderId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/balance-payment`,
    headers: as(asha),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razor_response as { id: string; amount: number };
};

describe('an advance counted', () => {
  it('puts the order into production: designing, placed, the advance successful under its payment id, no expiry left, its cart line out of the cart', async () => {
    const o = await unpaidOrder();
    expect(await captured(o.providerOrderId, 'pay_advance_in', FIRST * 100)).toBe('processed');
    expect(await orderRow(o.orderId)).toMatchObject({
      status: 'in_production',
      productionStage: 'designing',
      orderMessage: 'Order placed successfully',
      firstPaymentAmountStatus: 'successful',
      firstPaymentMsg: 'Payment successful',
      firstPaymentTransactionId: 'pay_advance_in',
      secondPaymentTransactionId: null,
      expiresAt: null,
    });
    expect(
      await db().select().from(schema.cartItems).where(eq(schema.cartItems.id, o.line)),
    ).toEqual([]);
    expect(await refundsOf(o.orderId)).toEqual([]);
    expect(
      (await smsAbout(o.orderId)).some((b) =>
        b.startsWith(`Kanak: we have received your advance of ₹30,126 for order #${o.orderId}.`),
      ),
    ).toBe(true);
  });
});

describe('a paid order the customer cancels', () => {
  it('refunds the advance with the customer’s reason', async () => {
    const o = await unpaidOrder();
    await captured(o.providerOrderId, 'pay_then_cancel', FIRST * 100);
    expect(
      (await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Found better price' }))
        .statusCode,
    ).toBe(200);
    expect(await refundsOf(o.orderId)).toMatchObject([
      {
        amountPaise: FIRST * 100,
        reason: 'Cancelled by the customer: Found better price',
        status: 'processed',
      },
    ]);
  });
});

describe('an order that expired unpaid', () => {
  it('gives its store credit back at once, and an advance captured after it is refunded as paid after expiry', async () => {
    await grant(2_000);
    const held = await wallet();
    const o = await unpaidOrder();
    const used = await useCredit(o.orderId);
    const rest = used.json().razor_response as { id: string; amount: number };
    expect(await wallet()).toBe(0);
    await db()
      .update(schema.orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.orders.id, o.orderId));
    expect(await expireStaleOrders(t.app)).toContain(o.orderId);
    expect(await wallet()).toBe(held);
    expect(await refundsOf(o.orderId)).toMatchObject([
      { amountPaise: held * 100, status: 'processed' },
    ]);

    // The customer's bank captures the rest after the expiry: it goes back through the provider.
    expect(await captured(rest.id, 'pay_after_expiry', rest.amount)).toBe('processed');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'expired' });
    expect((await refundsOf(o.orderId)).slice(1)).toMatchObject([
      { amountPaise: rest.amount, reason: 'Paid after the order had expired', status: 'processed' },
    ]);
  });
});

describe('an advance captured after the customer cancelled the order', () => {
  it('is recorded and refunded in full at once, the order staying cancelled, and the customer told of the refund', async () => {
    const o = await unpaidOrder();
    expect(
      (await orderUpdate(t.app, asha, o.orderId, { second_payment_msg: 'Ordered by mistake' }))
        .statusCode,
    ).toBe(200);
    // The customer had paid in another tab: the provider captures it after the cancel.
    expect(await captured(o.providerOrderId, 'pay_after_cancel', FIRST * 100)).toBe('processed');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(o.orderId)).toMatchObject([
      {
        status: 'processed',
        amountPaise: FIRST * 100,
        reason: 'Refund of what was paid for the cancelled order',
      },
    ]);
    const texts = await smsAbout(o.orderId);
    expect(texts).toContain(
      `Kanak: we are refunding ₹30,126 for order #${o.orderId} to the account you paid from.`,
    );
    expect(
      texts.some((b) => b.startsWith(`Kanak: we have refunded ₹30,126 for order #${o.orderId}`)),
    ).toBe(true);
    // Nothing told the customer the order was placed or paid.
    expect(texts.some((b) => b.includes('received'))).toBe(false);
  });
});

describe('a balance captured on a provider order a new finished weight superseded', () => {
  it('pays the order off (ready to dispatch, naming that payment) and what is above the new total comes back', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const old = await openBalance(orderId);
    const lighter = await weigh(orderId, 3.4);
    expect(lighter).toBeLessThan(RING);
    // The new balance is opened, but the customer pays the old amount in a tab left open.
    expect((await openBalance(orderId)).id).not.toBe(old.id);
    expect(await captured(old.id, 'pay_old_balance', old.amount)).toBe('processed');
    expect(await orderRow(orderId)).toMatchObject({
      status: 'balance_paid',
      secondPaymentTransactionId: 'pay_old_balance',
      orderMessage: 'Order will dispatch today.',
    });
    expect(await refundsOf(orderId)).toMatchObject([
      {
        status: 'processed',
        amountPaise: (RING - lighter) * 100,
        reason: 'Paid above the order total',
      },
    ]);
    const texts = await smsAbout(orderId);
    expect(
      texts.some((b) =>
        b.startsWith(
          `Kanak: we have received ₹${(RING - FIRST).toLocaleString('en-IN')} for order #${orderId}, which is now paid in full.`,
        ),
      ),
    ).toBe(true);
  });

  it('when the new total is higher, counts it and says what is still due', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const old = await openBalance(orderId);
    const heavier = await weigh(orderId, 3.5);
    expect(heavier).toBeGreaterThan(RING);
    expect(await captured(old.id, 'pay_short_balance', old.amount)).toBe('processed');
    expect(await orderRow(orderId)).toMatchObject({
      status: 'in_production',
      secondPaymentTransactionId: null,
    });
    expect(await refundsOf(orderId)).toEqual([]);
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    expect(await smsAbout(orderId)).toContain(
      `Kanak: we have received ${rupees(RING - FIRST)} for order #${orderId}. After the finished weight, ${rupees(heavier - RING)} is still due: pay it from My Orders.`,
    );
    // The rest opens a provider order for exactly what is left; paid, the order names that last payment.
    const rest = await openBalance(orderId);
    expect(rest.amount).toBe((heavier - RING) * 100);
    expect(await captured(rest.id, 'pay_rest_of_balance', rest.amount)).toBe('processed');
    expect(await orderRow(orderId)).toMatchObject({
      status: 'balance_paid',
      secondPaymentTransactionId: 'pay_rest_of_balance',
    });
    expect(await refundsOf(orderId)).toEqual([]);
  });
});

describe('an order its advance’s payments pay off whole', () => {
  it('is ready to dispatch with its second payment named, and what is above the total comes back', async () => {
    // Credit of at least the balance spent on the advance, then the superseded provider order for the
    // whole advance paid all the same (a tab left open).
    await grant(20_000);
    const o = await unpaidOrder();
    const used = await useCredit(o.orderId);
    const credit = FIRST - used.json().razor_response.amount / 100;
    expect(credit + FIRST).toBeGreaterThan(RING);
    expect(await captured(o.providerOrderId, 'pay_whole_advance', FIRST * 100)).toBe('processed');
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({
      status: 'balance_paid',
      orderMessage: 'Order will dispatch today.',
      secondPaymentAmountStatus: 'successful',
    });
    const paid = (
      await db().select().from(schema.payments).where(eq(schema.payments.orderId, o.orderId))
    ).filter((p) => p.status === 'paid');
    expect(paid.map((p) => p.providerPaymentId)).toContain(row.secondPaymentTransactionId);
    const back = (await refundsOf(o.orderId)).reduce((sum, r) => sum + r.amountPaise, 0);
    expect(back).toBe((credit + FIRST - RING) * 100);
  });
});

describe('store credit held by an unpaid order a new checkout of the same piece retires', () => {
  it('is back in the wallet, with its notice, before the new order may spend it', async () => {
    await grant(5_000);
    const held = await wallet();
    const first = await unpaidOrder();
    await useCredit(first.orderId);
    expect(await wallet()).toBe(0);

    // The same cart line checked out again, to another address: the first order is retired.
    const elsewhere = await addAddress(t.app, ashaId);
    const again = await placeOrder(t.app, asha, {
      cartIds: [first.line],
      addressId: elsewhere,
      total: RING,
      first: FIRST,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'expired' });
    expect(await wallet()).toBe(held);
    const [credit] = await db()
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.orderId, first.orderId),
          eq(schema.payments.provider, 'store_credit'),
        ),
      );
    expect(await refundsOf(first.orderId)).toMatchObject([
      { paymentId: defined(credit, 'credit').id, amountPaise: held * 100, status: 'processed' },
    ]);
    expect(await smsAbout(first.orderId)).toContain(
      `Kanak: ₹${held.toLocaleString('en-IN')} of store credit you used on order #${first.orderId} is back in your Kanak wallet.`,
    );

    const spent = await useCredit(again.json().order.id);
    expect(spent.json().razor_response.amount).toBe((FIRST - held) * 100);
  });
});
