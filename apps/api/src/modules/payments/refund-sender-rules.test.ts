/**
 * The refund sender's rules (issue 37, mutation run of refund-sender.ts): what the customer and the
 * shop see when a pending refund is made, refused, or comes back to the wallet. The refunds here are
 * pending rows as settling leaves them (a cancel, an expiry, a lower finished weight), sent by
 * `sendDueRefunds` as the browser's confirmation, the admin's refund and the minute's sweep do.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Refund } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { formatIndiaDate } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { countingProvider, orderInProduction, grantCredit } from '../../../test/admin.ts';
import { addCartLine, checkoutSignature, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { recordInstalment } from '../../../test/plan-rows.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { sendDueRefunds } from './refund-sender.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;
const ASHA_PHONE = String(9_000_000_000 + 611);

const ORIGIN = 'https://kanak.example.in';
setupShop(611, { PUBLIC_URL: ORIGIN });

const db = () => t.app.database.db;
const deps = (payments: PaymentProvider) => ({
  database: t.app.database,
  payments,
  log: t.app.log,
  config: t.app.config,
});

/** A provider that refuses every refund with the gateway's words (or a bare string, as some SDKs throw). */
function refusingProvider(
  reason: unknown = new Error('gateway timed out'),
): PaymentProvider & { asked: number } {
  const inner = countingProvider();
  const provider = {
    ...inner,
    asked: 0,
    async refund() {
      provider.asked += 1;
      throw reason;
    },
  };
  return provider;
}

/** An order in production and the paid advance's payment row. */
async function paidAdvance() {
  const orderId = await orderInProduction(t.app, asha, {
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'paid')));
  return { orderId, payment: defined(payment, 'the advance') };
}

/** A pending refund as settling writes it. */
async function pendingRefund(
  orderId: number,
  paymentId: number,
  rupees: number,
  extra: Partial<typeof schema.refunds.$inferInsert> = {},
): Promise<Refund> {
  const [row] = await db()
    .insert(schema.refunds)
    .values({
      orderId,
      paymentId,
      amountPaise: rupees * 100,
      status: 'pending',
      reason: 'The finished weight lowered the total below what was paid',
      ...extra,
    })
    .returning();
  return defined(row, 'refund');
}
const refundRow = async (id: number) =>
  defined(
    (await db().select().from(schema.refunds).where(eq(schema.refunds.id, id)))[0],
    `refund ${id}`,
  );
const smsTo = async (phone: string) =>
  (await db().select().from(schema.messageOutbox).where(eq(schema.messageOutbox.to, phone))).filter(
    (m) => m.channel === 'sms',
  );
const orderPage = async (orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: { authorization: `Bearer ${asha}` },
    })
  ).json().order as {
    ledger: { kind: string; amount: number; status: string; expected_by?: string }[];
  };
/** The order page's address, which every SMS about an order ends with. */
const orderUrl = (orderId: number) => `${ORIGIN}/viewdetail/${orderId}`;
const secondsFromNow = (at: Date) => (at.getTime() - Date.now()) / 1000;

describe('a pending refund the provider makes', () => {
  it('goes back to the payment it came from once, asked with its own receipt, and is processed with the provider’s refund id', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 1_000);
    const provider = countingProvider();
    expect(await sendDueRefunds(deps(provider), [refund.id])).toEqual({
      processed: [refund.id],
      failed: [],
    });
    expect(provider.refunds).toEqual([
      {
        paymentId: `pay_adv_${orderId}`,
        amountPaise: 100_000,
        receipt: `kanak_refund_${refund.id}`,
      },
    ]);
    const row = await refundRow(refund.id);
    expect(row).toMatchObject({ status: 'processed', lastError: null });
    expect(row.providerRefundId).toMatch(/^rfnd_sbx_/);
    // Sent again (another node's sweep, a retry): nothing is due, the provider is not asked again.
    expect(await sendDueRefunds(deps(provider), [refund.id])).toEqual({
      processed: [],
      failed: [],
    });
    expect(provider.refunds).toHaveLength(1);
  });

  it('tells the customer the amount, the order and the date the order page gives for it', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 1_234);
    await sendDueRefunds(deps(countingProvider()), [refund.id]);
    const shown = defined(
      (await orderPage(orderId)).ledger.find((l) => l.kind === 'refund'),
      'the refund on the order page',
    );
    expect(shown).toMatchObject({ amount: 1_234, status: 'processed' });
    const by = formatIndiaDate(defined(shown.expected_by, 'expected_by'));
    const told = (await smsTo(ASHA_PHONE)).filter(
      (m) => m.body.includes(`order #${orderId}`) && m.body.includes('refunded'),
    );
    expect(told.map((m) => m.body)).toEqual([
      `Kanak: we have refunded ₹1,234 for order #${orderId} to the account you paid from. It reaches you in 7-10 working days (by ${by}). ${orderUrl(orderId)}`,
    ]);
  });

  it('gets its refund voucher before the invoice, naming the refund', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 2_000);
    await sendDueRefunds(deps(countingProvider()), [refund.id]);
    const documents = await db()
      .select()
      .from(schema.taxDocuments)
      .where(eq(schema.taxDocuments.refundId, refund.id));
    expect(documents.map((d) => ({ type: d.type, orderId: d.orderId }))).toEqual([
      { type: 'refund_voucher', orderId },
    ]);
  });

  it('is not sent a second time by another node’s sweep while the provider is still answering the first', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 500);
    const other = countingProvider();
    let meanwhile: { processed: number[]; failed: number[] } | undefined;
    const inner = countingProvider();
    const slow: PaymentProvider = {
      ...inner,
      async refund(input) {
        // Another node's minute sweep runs while this node waits for the provider.
        meanwhile ??= await sendDueRefunds(deps(other));
        return inner.refund(input);
      },
    };
    expect((await sendDueRefunds(deps(slow), [refund.id])).processed).toEqual([refund.id]);
    // (Refunds other tests left due may be swept meanwhile; this one is not among them.)
    expect(defined(meanwhile, 'the other sweep').processed).not.toContain(refund.id);
    expect(other.refunds.map((r) => r.receipt)).not.toContain(`kanak_refund_${refund.id}`);
  });
});

describe('which refunds a send takes', () => {
  it('asked for some refunds, leaves the other due ones to the sweep; the sweep takes every due one', async () => {
    const { orderId, payment } = await paidAdvance();
    const asked = await pendingRefund(orderId, payment.id, 100);
    const other = await pendingRefund(orderId, payment.id, 200);
    const provider = countingProvider();
    expect(await sendDueRefunds(deps(provider), [asked.id])).toEqual({
      processed: [asked.id],
      failed: [],
    });
    expect(await refundRow(other.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await sendDueRefunds(deps(provider))).processed).toContain(other.id);
  });

  it('a refund another node finished while the provider answered this one stays as that node left it, told once', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 800);
    const inner = countingProvider();
    const late: PaymentProvider = {
      ...inner,
      async refund(input) {
        // The other node, whose lease ran out on this row, has processed it (and told the customer).
        await db()
          .update(schema.refunds)
          .set({ status: 'processed', providerRefundId: 'rfnd_other_node' })
          .where(eq(schema.refunds.id, refund.id));
        return inner.refund(input);
      },
    };
    await sendDueRefunds(deps(late), [refund.id]);
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_other_node',
    });
    expect(
      (await smsTo(ASHA_PHONE)).filter(
        (m) => m.body.includes(`order #${orderId}`) && m.body.includes('refunded'),
      ),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(schema.taxDocuments)
        .where(eq(schema.taxDocuments.refundId, refund.id)),
    ).toEqual([]);
  });

  it('a refund another node finished while the provider refused this one is not marked failed', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 900, { attempts: 7 });
    const inner = countingProvider();
    const refusingLate: PaymentProvider = {
      ...inner,
      async refund() {
        await db()
          .update(schema.refunds)
          .set({ status: 'processed', providerRefundId: 'rfnd_other_node_2' })
          .where(eq(schema.refunds.id, refund.id));
        throw new Error('duplicate receipt');
      },
    };
    expect((await sendDueRefunds(deps(refusingLate), [refund.id])).failed).toEqual([refund.id]);
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_other_node_2',
      lastError: null,
    });
  });
});

describe('a pending refund the provider refuses', () => {
  it('stays pending with the provider’s words, and is tried again about 30 s later, not before', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 700);
    const refusing = refusingProvider();
    expect(await sendDueRefunds(deps(refusing), [refund.id])).toEqual({
      processed: [],
      failed: [refund.id],
    });
    const row = await refundRow(refund.id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'gateway timed out',
      providerRefundId: null,
    });
    expect(secondsFromNow(row.nextAttemptAt)).toBeGreaterThan(20);
    expect(secondsFromNow(row.nextAttemptAt)).toBeLessThan(40);
    // Not due yet: the next sweep leaves it alone.
    expect(await sendDueRefunds(deps(refusing), [refund.id])).toEqual({
      processed: [],
      failed: [],
    });
    expect(refusing.asked).toBe(1);
    // No customer notice for money that has not moved.
    expect(
      (await smsTo(ASHA_PHONE)).filter(
        (m) => m.body.includes(`order #${orderId}`) && m.body.includes('refunded'),
      ),
    ).toEqual([]);
  });

  it('is written to the shop’s error log naming the refund, the attempt and the provider’s error', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 650, { attempts: 2 });
    const logged: [unknown, unknown][] = [];
    const log = Object.create(t.app.log, {
      error: { value: (obj: unknown, msg: unknown) => void logged.push([obj, msg]) },
    }) as typeof t.app.log;
    const refusal = new Error('card network down');
    await sendDueRefunds({ ...deps(refusingProvider(refusal)), log }, [refund.id]);
    expect(logged).toEqual([
      [{ err: refusal, refundId: refund.id, attempt: 3 }, 'provider refund failed'],
    ]);
  });

  it('keeps what the provider said when it throws a bare string', async () => {
    const { orderId, payment } = await paidAdvance();
    const refund = await pendingRefund(orderId, payment.id, 300);
    await sendDueRefunds(deps(refusingProvider('503 Service Unavailable')), [refund.id]);
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'pending',
      lastError: '503 Service Unavailable',
    });
  });

  it('is tried eight times in all: a seventh refusal leaves it pending, the eighth marks it failed for the shop', async () => {
    const { orderId, payment } = await paidAdvance();
    const seventh = await pendingRefund(orderId, payment.id, 100, { attempts: 6 });
    const eighth = await pendingRefund(orderId, payment.id, 200, { attempts: 7 });
    const refusing = refusingProvider();
    expect(await sendDueRefunds(deps(refusing), [seventh.id, eighth.id])).toMatchObject({
      processed: [],
    });
    expect(await refundRow(seventh.id)).toMatchObject({
      status: 'pending',
      attempts: 7,
      lastError: 'gateway timed out',
    });
    expect(await refundRow(eighth.id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'gateway timed out',
    });
    // A failed refund is the shop's to look at: no sweep sends it again.
    await db()
      .update(schema.refunds)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.refunds.id, eighth.id));
    expect((await sendDueRefunds(deps(countingProvider()), [eighth.id])).processed).toEqual([]);
  });

  it('does not hold back the other refunds of the same sweep', async () => {
    const { orderId, payment } = await paidAdvance();
    const refused = await pendingRefund(orderId, payment.id, 400);
    const made = await pendingRefund(orderId, payment.id, 600);
    const inner = countingProvider();
    const choosy: PaymentProvider = {
      ...inner,
      async refund(input) {
        if (input.receipt === `kanak_refund_${refused.id}`) throw new Error('refused');
        return inner.refund(input);
      },
    };
    expect(await sendDueRefunds(deps(choosy), [refused.id, made.id])).toEqual({
      processed: [made.id],
      failed: [refused.id],
    });
    expect(await refundRow(made.id)).toMatchObject({ status: 'processed' });
  });

  it('names a payment never captured: the provider is not asked, and the shop sees why', async () => {
    const { orderId } = await paidAdvance();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/balance-payment`,
      headers: { authorization: `Bearer ${asha}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const [open] = await db()
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'created')));
    const refund = await pendingRefund(orderId, defined(open, 'the open balance').id, 100);
    const provider = countingProvider();
    expect(await sendDueRefunds(deps(provider), [refund.id])).toEqual({
      processed: [],
      failed: [refund.id],
    });
    expect(provider.refunds).toEqual([]);
    expect((await refundRow(refund.id)).lastError).toContain('never captured');
  });
});

describe('a purchase plan’s pending refund', () => {
  /** An active plan of Asha's and a payment on it the plan did not take, its return pending. */
  async function instalmentToReturn(n: number, withInstalmentRow: boolean) {
    const [plan] = await db()
      .insert(schema.plans)
      .values({ name: `Plan ${n}`, minMonthlyPaise: 100_000, maxMonthlyPaise: 1_000_000 })
      .returning();
    const [enrolment] = await db()
      .insert(schema.planEnrolments)
      .values({
        userId: ashaId,
        planId: defined(plan, 'plan').id,
        monthlyPaise: 200_000,
        status: 'active',
        enrolledOn: '2026-11-02',
      })
      .returning();
    const enrolmentId = defined(enrolment, 'enrolment').id;
    if (withInstalmentRow) {
      const instalment = await recordInstalment(db(), {
        enrolmentId,
        providerOrderId: `order_plan_${n}`,
        providerPaymentId: `pay_plan_${n}`,
        amountPaise: 200_000,
        // A payment the plan could not take (its month already paid): no number, no voucher, returned.
        number: null,
        paidOn: '2026-11-02',
        paidAt: new Date('2026-11-02T05:00:00Z'),
        voucherNumber: null,
        refund: { status: 'pending' },
      });
      return { instalmentId: instalment.id, refundId: defined(instalment.refundId, 'its refund') };
    }
    const [payment] = await db()
      .insert(schema.payments)
      .values({
        planEnrolmentId: enrolmentId,
        kind: 'plan_instalment',
        provider: 'sandbox',
        providerOrderId: `order_plan_${n}`,
        providerPaymentId: `pay_plan_${n}`,
        amountPaise: 200_000,
        status: 'paid',
      })
      .returning();
    const [refund] = await db()
      .insert(schema.refunds)
      .values({
        paymentId: defined(payment, 'payment').id,
        planEnrolmentId: enrolmentId,
        amountPaise: 200_000,
        status: 'pending',
      })
      .returning();
    return { instalmentId: undefined, refundId: defined(refund, 'refund').id };
  }

  it('is asked under the instalment’s receipt, processed, and tells no order', async () => {
    const before = (await smsTo(ASHA_PHONE)).length;
    const { instalmentId, refundId } = await instalmentToReturn(1, true);
    const provider = countingProvider();
    expect(await sendDueRefunds(deps(provider), [refundId])).toEqual({
      processed: [refundId],
      failed: [],
    });
    expect(provider.refunds).toEqual([
      { paymentId: 'pay_plan_1', amountPaise: 200_000, receipt: `plan_instalment_${instalmentId}` },
    ]);
    expect((await refundRow(refundId)).status).toBe('processed');
    expect((await smsTo(ASHA_PHONE)).length).toBe(before);
  });

  it('naming no instalment is asked under the refund’s own receipt', async () => {
    const { refundId } = await instalmentToReturn(2, false);
    const provider = countingProvider();
    expect((await sendDueRefunds(deps(provider), [refundId])).processed).toEqual([refundId]);
    expect(provider.refunds.map((r) => r.receipt)).toEqual([`kanak_refund_${refundId}`]);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
  });
});

describe('store credit spent on an order', () => {
  const grant = (rupees: number) => grantCredit(t.app, ashaId, rupees);
  /**
   * An order whose advance took ₹5,000 of credit, the rest paid online when `payRest`. The unpaid one's
   * line stays in the cart: size 25, which no other line here takes (orderInProduction's lines, 6 up,
   * leave the cart with their advance, as the paid one's size 24 does).
   */
  async function creditOrder(payRest: boolean) {
    await grant(5_000);
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: payRest ? 24 : 25 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const orderId = placed.json().order.id as number;
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/advance-payment`,
      headers: { authorization: `Bearer ${asha}` },
      payload: { use_credit: true },
    });
    expect(used.statusCode, used.body).toBe(200);
    if (payRest) {
      const providerOrderId = used.json().razor_response.id as string;
      const paid = await orderUpdate(t.app, asha, orderId, {
        first_payment_transaction_id: `pay_rest_${orderId}`,
        razorpay_order_id: providerOrderId,
        razorpay_signature: checkoutSignature(providerOrderId, `pay_rest_${orderId}`),
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const [credit] = await db()
      .select()
      .from(schema.payments)
      .where(
        and(eq(schema.payments.orderId, orderId), eq(schema.payments.provider, 'store_credit')),
      );
    return { orderId, credit: defined(credit, 'the credit payment') };
  }
  const walletOf = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/wallet',
        headers: { authorization: `Bearer ${asha}` },
      })
    ).json().balance as number;

  it('comes back to the wallet, not through the provider, and the customer is told so', async () => {
    const { orderId, credit } = await creditOrder(true);
    const before = await walletOf();
    const refund = await pendingRefund(orderId, credit.id, 5_000);
    const provider = countingProvider();
    expect(await sendDueRefunds(deps(provider), [refund.id])).toEqual({
      processed: [refund.id],
      failed: [],
    });
    expect(provider.refunds).toEqual([]);
    expect(await walletOf()).toBe(before + 5_000);
    const [entry] = await db()
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.refundId, refund.id));
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: `credit_${defined(entry, 'wallet entry').id}`,
    });
    const told = (await smsTo(ASHA_PHONE)).filter(
      (m) => m.body.includes(`order #${orderId}`) && m.body.includes('store credit'),
    );
    expect(told.map((m) => m.body)).toEqual([
      `Kanak: ₹5,000 of store credit you used on order #${orderId} is back in your Kanak wallet. ${orderUrl(orderId)}`,
    ]);
    // The credit was money received (its receipt voucher came with the advance): its return gets a refund voucher.
    const documents = await db()
      .select()
      .from(schema.taxDocuments)
      .where(eq(schema.taxDocuments.refundId, refund.id));
    expect(documents.map((d) => d.type)).toEqual(['refund_voucher']);
    // Sent again: the credit is not given twice.
    await sendDueRefunds(deps(provider), [refund.id]);
    expect(await walletOf()).toBe(before + 5_000);
  });

  it('with no receipt voucher (the advance never came in) comes back without a refund document', async () => {
    const { orderId, credit } = await creditOrder(false);
    const refund = await pendingRefund(orderId, credit.id, 5_000);
    expect((await sendDueRefunds(deps(countingProvider()), [refund.id])).processed).toEqual([
      refund.id,
    ]);
    expect(
      await db()
        .select()
        .from(schema.taxDocuments)
        .where(eq(schema.taxDocuments.refundId, refund.id)),
    ).toEqual([]);
  });
});
