/**
 * A payment counted, as the customer and the shop's CA read it (issue 37, mutation run of
 * payments.service.ts, ledger.repository.ts and wallet.service.ts): a payment the browser and the
 * provider's webhook both report is counted once (ARCHITECTURE §4 "Confirming the same payment twice
 * is harmless"); store credit spent on the advance is money received, so it gets its own receipt
 * voucher once the advance is in, and only then (§7, §9 "a receipt voucher for each payment received
 * before the invoice"); credit the shop gives back without a reason names the order and nothing else.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, grantCredit } from '../../../test/admin.ts';
import { checkoutSignature, orderUpdate, unpaidOneLineOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { capturedWebhook } from '../../../test/webhooks.ts';
import { only, storedDocuments } from '../../../test/tax.ts';
import { expireStaleOrders } from '../orders/expiry.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 627);

setupShop(627);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const db = () => t.app.database.db;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

let ringSize = 6;
async function unpaidOrder() {
  return unpaidOneLineOrder(
    t.app,
    { token: asha, id: ashaId },
    { productId: ids.aanya, addressId: address, total: RING, first: FIRST, ringSize: ringSize++ },
  );
}

/** Razorpay's signed "payment captured" for a provider order (test/webhooks.ts). */
const captured = (providerOrderId: string, paymentId: string, amountPaise: number) =>
  capturedWebhook(t.app, providerOrderId, paymentId, amountPaise);

/** Asha's store credit towards the advance: answers the provider order opened for the rest. */
async function useCredit(orderId: number) {
  const used = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/advance-payment`,
    headers: as(asha),
    payload: { use_credit: true },
  });
  expect(used.statusCode, used.body).toBe(200);
  return used.json().razor_response as { id: string; amount: number };
}

const paymentsOf = (orderId: number) =>
  db()
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId))
    .orderBy(asc(schema.payments.id));
const creditPayment = async (orderId: number) =>
  defined(
    (await paymentsOf(orderId)).find((p) => p.provider === 'store_credit'),
    'the advance paid from credit',
  );
/** The receipt vouchers of an order: which payment each is for, and its total. */
const receiptVouchers = async (orderId: number) =>
  only(await storedDocuments(t.app, orderId), 'receipt_voucher')
    .map((d) => ({ paymentId: d.paymentId, totalPaise: d.totalPaise }))
    .sort((a, b) => (a.paymentId ?? 0) - (b.paymentId ?? 0));
const smsAbout = async (orderId: number) =>
  (
    await db()
      .select()
      .from(schema.messageOutbox)
      .where(eq(schema.messageOutbox.to, ASHA_PHONE))
      .orderBy(asc(schema.messageOutbox.id))
  ).filter((m) => m.channel === 'sms' && new RegExp(`order #${orderId}\\b`).test(m.body));

describe('a payment the browser and the provider both report', () => {
  it('is counted once: the webhook after the browser answers processed, and adds no notice, voucher or money', async () => {
    const o = await unpaidOrder();
    const paid = await orderUpdate(t.app, asha, o.orderId, {
      first_payment_transaction_id: 'pay_reported_twice',
      razorpay_order_id: o.providerOrderId,
      razorpay_signature: checkoutSignature(o.providerOrderId, 'pay_reported_twice'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await smsAbout(o.orderId)).toHaveLength(1);

    // The provider's webhook for the same payment arrives after the browser came back.
    expect(await captured(o.providerOrderId, 'pay_reported_twice', FIRST * 100)).toBe('processed');
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/order/${o.orderId}`, headers: as(asha) })
    ).json().order;
    expect(page).toMatchObject({
      status: 'in_production',
      amount_paid: FIRST,
      amount_due: RING - FIRST,
    });
    expect((await smsAbout(o.orderId)).map((m) => m.body)).toEqual([
      expect.stringContaining(`we have received your advance of ₹30,126 for order #${o.orderId}.`),
    ]);
    expect(await receiptVouchers(o.orderId)).toHaveLength(1);
  });
});

describe('store credit spent on the advance', () => {
  it('gets its own receipt voucher when the rest of the advance comes in, beside the rest’s, and the provider order it replaced gets none', async () => {
    await grantCredit(t.app, ashaId, 5_000);
    const o = await unpaidOrder();
    const rest = await useCredit(o.orderId);
    expect(rest.amount).toBe((FIRST - 5_000) * 100);
    // Before the advance is in, nothing is money received yet.
    expect(await receiptVouchers(o.orderId)).toEqual([]);

    expect(await captured(rest.id, 'pay_rest_of_advance', rest.amount)).toBe('processed');
    const credit = await creditPayment(o.orderId);
    const online = defined(
      (await paymentsOf(o.orderId)).find((p) => p.providerOrderId === rest.id),
      'the rest paid online',
    );
    expect(await receiptVouchers(o.orderId)).toEqual(
      [
        { paymentId: credit.id, totalPaise: 5_000 * 100 },
        { paymentId: online.id, totalPaise: rest.amount },
      ].sort((a, b) => a.paymentId - b.paymentId),
    );
  });

  it('held by an order that expired unpaid gets no receipt voucher, even when the provider captures the rest after the expiry', async () => {
    await grantCredit(t.app, ashaId, 2_000);
    const o = await unpaidOrder();
    const rest = await useCredit(o.orderId);
    await db()
      .update(schema.orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.orders.id, o.orderId));
    expect(await expireStaleOrders(t.app)).toContain(o.orderId);

    // The customer's bank captures the rest after the expiry: that money was received (and goes
    // back); the credit was given back before any advance came in, so it never was.
    expect(await captured(rest.id, 'pay_rest_after_expiry', rest.amount)).toBe('processed');
    const online = defined(
      (await paymentsOf(o.orderId)).find((p) => p.providerOrderId === rest.id),
      'the rest paid online',
    );
    expect(await receiptVouchers(o.orderId)).toEqual([
      { paymentId: online.id, totalPaise: rest.amount },
    ]);
  });

  it('given back by the shop’s refund that states no reason, is entered as returned from the order, with nothing after it', async () => {
    await grantCredit(t.app, ashaId, 5_000);
    const o = await unpaidOrder();
    const rest = await useCredit(o.orderId);
    const credit = FIRST * 100 - rest.amount;
    expect(await captured(rest.id, 'pay_before_shop_refund', rest.amount)).toBe('processed');

    // Everything still refundable, no reason given: the online part and the credit.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderId}/refunds`,
      headers: as(admin),
      payload: { idempotency_key: `shop-refund-${o.orderId}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const back = await db()
      .select()
      .from(schema.walletEntries)
      .where(
        and(
          eq(schema.walletEntries.orderId, o.orderId),
          eq(schema.walletEntries.kind, 'order_refund'),
        ),
      );
    expect(back.map((e) => ({ amountPaise: e.amountPaise, reason: e.reason }))).toEqual([
      { amountPaise: credit, reason: `Returned from order #${o.orderId}` },
    ]);
  });
});
