/**
 * Starting a payment (issue 37, mutation run of payments.service.ts `startPayment` and the rest of
 * `confirmPayment`): the shop asks the provider for exactly what is due now, in paise — the advance
 * while the order waits for it, then the balance, then a supplement after a heavier finished weight
 * (ARCHITECTURE §7) — under a receipt naming the order and the step, and keeps the provider order as
 * the provider answered it, unpaid until a verified payment is counted. A second press of the same
 * step hands out the same provider order: the provider is not asked again. Each payment counted
 * tells the customer what it did.
 */
import { asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { checkoutSignature, orderUpdate, unpaidOneLineOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126 (the SPEC's 71%).
const RING = 42_432;
const FIRST = 30_126;
const BALANCE = RING - FIRST;
const ASHA_PHONE = String(9_000_000_000 + 905);

/** What the shop asked the provider for, and what it answered, in order. */
const asked: {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  answered: string;
}[] = [];
const inner = sandboxProvider({
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox_secret',
  webhookSecret: 'sandbox_webhook_secret',
});
const recording: PaymentProvider = {
  ...inner,
  async createOrder(input) {
    const created = await inner.createOrder(input);
    asked.push({
      amountPaise: input.amountPaise,
      receipt: input.receipt,
      notes: input.notes,
      answered: created.id,
    });
    return created;
  },
};

setupShop(905, {}, { payments: recording });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const askedFor = (orderId: number) => asked.filter((a) => a.notes.order_id === String(orderId));
const paymentsOf = (orderId: number) =>
  t.app.database.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId))
    .orderBy(asc(schema.payments.id));

let ringSize = 6;
async function unpaidOrder() {
  return unpaidOneLineOrder(
    t.app,
    { token: asha, id: ashaId },
    { productId: ids.aanya, addressId: address, total: RING, first: FIRST, ringSize: ringSize++ },
  );
}
const step = async (orderId: number, which: 'advance' | 'balance') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/${which}-payment`,
    headers: as(asha),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razor_response as { id: string; amount: number; currency: string };
};
const pay = async (
  orderId: number,
  providerOrderId: string,
  paymentId: string,
  which: 'first' | 'second',
) => {
  const res = await orderUpdate(t.app, asha, orderId, {
    [`${which}_payment_transaction_id`]: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, paymentId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; order: { status: string; amount_due: number } };
};
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
/** The SMS texts Asha was sent about one order (the order page's link after them left off). */
const smsAbout = async (orderId: number) =>
  (await outboxFor(t.app, ASHA_PHONE))
    .filter((m) => m.channel === 'sms' && new RegExp(`order #${orderId}\\b`).test(m.body))
    .map((m) => m.body.replace(/ https?:\/\/\S+$/, ''));
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

describe('the advance', () => {
  it('is asked of the provider in paise under order_<id>, and kept as the provider answered it, unpaid', async () => {
    const { orderId, offered } = await unpaidOrder();
    expect(askedFor(orderId)).toEqual([
      {
        amountPaise: FIRST * 100,
        receipt: `order_${orderId}`,
        notes: { order_id: String(orderId), kind: 'advance' },
        answered: offered.id,
      },
    ]);
    expect(offered).toEqual({ id: offered.id, amount: FIRST * 100, currency: 'INR' });
    const [row, ...more] = await paymentsOf(orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: 'advance',
      provider: 'sandbox',
      providerOrderId: offered.id,
      amountPaise: FIRST * 100,
      currency: 'INR',
      status: 'created',
      providerPaymentId: null,
      signatureVerifiedAt: null,
      supersededAt: null,
    });
  });

  it('asked again at the payment step is the same provider order: the provider is not asked twice', async () => {
    const { orderId, offered } = await unpaidOrder();
    expect(await step(orderId, 'advance')).toEqual(offered);
    expect(await step(orderId, 'advance')).toEqual(offered);
    expect(askedFor(orderId)).toHaveLength(1);
    expect((await paymentsOf(orderId)).map((p) => p.providerOrderId)).toEqual([offered.id]);
  });

  it('once counted, puts the piece into making and tells the customer the advance and the balance due before dispatch', async () => {
    const { orderId, offered } = await unpaidOrder();
    const paid = await pay(orderId, offered.id, `pay_adv_${orderId}`, 'first');
    expect(paid.order).toMatchObject({ status: 'in_production', amount_due: BALANCE });
    const [row] = await paymentsOf(orderId);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: `pay_adv_${orderId}` });
    expect(row?.signatureVerifiedAt).toBeInstanceOf(Date);
    expect(await smsAbout(orderId)).toEqual([
      `Kanak: we have received your advance of ${rupees(FIRST)} for order #${orderId}. Your piece is now being made; the balance of ${rupees(BALANCE)} is due before dispatch.`,
    ]);
  });
});

describe('the balance', () => {
  it('is asked for the total less the advance, in paise, under order_<id>_balance; asked again, the same one', async () => {
    const { orderId, offered } = await unpaidOrder();
    await pay(orderId, offered.id, `pay_adv_b_${orderId}`, 'first');
    const balance = await step(orderId, 'balance');
    expect(balance).toEqual({ id: balance.id, amount: BALANCE * 100, currency: 'INR' });
    expect(await step(orderId, 'balance')).toEqual(balance);
    expect(askedFor(orderId).slice(1)).toEqual([
      {
        amountPaise: BALANCE * 100,
        receipt: `order_${orderId}_balance`,
        notes: { order_id: String(orderId), kind: 'balance' },
        answered: balance.id,
      },
    ]);
    expect(
      (await paymentsOf(orderId)).map((p) => [p.kind, p.providerOrderId, p.amountPaise, p.status]),
    ).toEqual([
      ['advance', offered.id, FIRST * 100, 'paid'],
      ['balance', balance.id, BALANCE * 100, 'created'],
    ]);
  });

  it('once counted, the order is paid in full and the customer told so, naming the amount', async () => {
    const { orderId, offered } = await unpaidOrder();
    await pay(orderId, offered.id, `pay_adv_f_${orderId}`, 'first');
    const balance = await step(orderId, 'balance');
    const paid = await pay(orderId, balance.id, `pay_bal_f_${orderId}`, 'second');
    expect(paid.order).toMatchObject({ status: 'balance_paid', amount_due: 0 });
    expect(await smsAbout(orderId)).toContain(
      `Kanak: we have received ${rupees(BALANCE)} for order #${orderId}, which is now paid in full. We dispatch it as soon as your piece is finished.`,
    );
  });
});

describe('a supplement after a heavier finished weight', () => {
  it('is asked for the difference under order_<id>_supplement once the balance is paid', async () => {
    const { orderId, offered } = await unpaidOrder();
    await pay(orderId, offered.id, `pay_adv_s_${orderId}`, 'first');
    const balance = await step(orderId, 'balance');
    await pay(orderId, balance.id, `pay_bal_s_${orderId}`, 'second');
    const total = await weigh(orderId, 3.5);
    expect(total).toBeGreaterThan(RING);
    const supplement = await step(orderId, 'balance');
    expect(supplement.amount).toBe((total - RING) * 100);
    expect(askedFor(orderId).at(-1)).toEqual({
      amountPaise: (total - RING) * 100,
      receipt: `order_${orderId}_supplement`,
      notes: { order_id: String(orderId), kind: 'supplement' },
      answered: supplement.id,
    });
    expect((await paymentsOf(orderId)).at(-1)).toMatchObject({
      kind: 'supplement',
      providerOrderId: supplement.id,
      status: 'created',
    });
  });

  it('a balance paid short of a heavier total leaves the rest due, and the customer is told both amounts', async () => {
    const { orderId, offered } = await unpaidOrder();
    await pay(orderId, offered.id, `pay_adv_d_${orderId}`, 'first');
    const balance = await step(orderId, 'balance');
    const total = await weigh(orderId, 3.5);
    const paid = await pay(orderId, balance.id, `pay_bal_d_${orderId}`, 'second');
    expect(paid.order).toMatchObject({ status: 'in_production', amount_due: total - RING });
    expect(await smsAbout(orderId)).toContain(
      `Kanak: we have received ${rupees(BALANCE)} for order #${orderId}. After the finished weight, ${rupees(total - RING)} is still due: pay it from My Orders.`,
    );
  });
});

describe('the sandbox checkout of a provider order', () => {
  const checkout = (token: string, providerOrderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: as(token),
      // A declined card: the checkout answers without paying, so nothing runs on in the background.
      payload: { razorpay_order_id: providerOrderId, outcome: 'failure' },
    });

  it('opens only for its own customer, while unpaid: another customer or an unknown id is 404, a paid one 409', async () => {
    const { orderId, offered } = await unpaidOrder();
    const declined = await checkout(asha, offered.id);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.metadata.order_id).toBe(offered.id);
    expect((await checkout(ravi, offered.id)).statusCode).toBe(404);
    expect((await checkout(asha, 'order_sbx_nobodys0000000')).statusCode).toBe(404);
    await pay(orderId, offered.id, `pay_adv_x_${orderId}`, 'first');
    const again = await checkout(asha, offered.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already complete.');
  });
});
