import type { Payment, Refund } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import type { LedgerRows } from './ledger.repository.ts';
import { ledgerOf, refundSources } from './order-money.ts';

/*
 * The order's ledger read from its rows, without a database: which captured payments a refund comes
 * back from, and how each row reads on the order page (issue 37: order-money.ts's survivors).
 */

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));

function payment(
  id: number,
  kind: Payment['kind'],
  rupees: number,
  extra: Partial<Payment> = {},
): Payment {
  return {
    id,
    orderId: 1,
    planEnrolmentId: null,
    kind,
    provider: 'razorpay',
    providerOrderId: `order_${id}`,
    providerPaymentId: `pay_${id}`,
    amountPaise: rupees * 100,
    currency: 'INR',
    status: 'paid',
    signatureVerifiedAt: at(id),
    supersededAt: null,
    raw: null,
    createdAt: at(id),
    updatedAt: at(id),
    ...extra,
  } as Payment;
}

function refund(
  id: number,
  paymentId: number,
  rupees: number,
  extra: Partial<Refund> = {},
): Refund {
  return {
    id,
    paymentId,
    orderId: 1,
    planEnrolmentId: null,
    amountPaise: rupees * 100,
    providerRefundId: `rfnd_${id}`,
    status: 'processed',
    reason: 'Cancelled',
    createdBy: null,
    idempotencyKey: null,
    afterSaleRequestId: null,
    attempts: 1,
    nextAttemptAt: at(30 + id),
    lastError: null,
    processedAt: at(30 + id),
    createdAt: at(30 + id),
    updatedAt: at(30 + id),
    ...extra,
  } as Refund;
}

const sources = (rows: LedgerRows, rupees: number) =>
  refundSources(rows, rupees * 100).map((s) => [s.payment.id, s.amountPaise / 100]);

describe('which payments a refund comes back from', () => {
  const advance = payment(1, 'advance', 20_000);
  const balance = payment(2, 'balance', 60_000);

  it('takes the newest payment first and spills into the older one only for the rest', () => {
    expect(sources({ payments: [advance, balance], refunds: [] }, 70_000)).toEqual([
      [2, 60_000],
      [1, 10_000],
    ]);
    expect(sources({ payments: [advance, balance], refunds: [] }, 500)).toEqual([[2, 500]]);
  });

  it('never takes back from a payment more than is left of it after earlier refunds', () => {
    const earlier = refund(1, 2, 59_000);
    expect(sources({ payments: [advance, balance], refunds: [earlier] }, 5_000)).toEqual([
      [2, 1_000],
      [1, 4_000],
    ]);
    // A payment refunded in full gives nothing more, and the whole amount comes from the other.
    expect(
      sources({ payments: [advance, balance], refunds: [refund(1, 2, 60_000)] }, 3_000),
    ).toEqual([[1, 3_000]]);
  });

  it('counts a refund still with the provider as taken, and a failed one as not', () => {
    expect(
      sources(
        { payments: [advance, balance], refunds: [refund(1, 2, 60_000, { status: 'pending' })] },
        100,
      ),
    ).toEqual([[1, 100]]);
    expect(
      sources(
        { payments: [advance, balance], refunds: [refund(1, 2, 60_000, { status: 'failed' })] },
        100,
      ),
    ).toEqual([[2, 100]]);
  });

  it('only counts refunds of that payment against it', () => {
    const ofAdvance = refund(1, 1, 20_000);
    expect(sources({ payments: [advance, balance], refunds: [ofAdvance] }, 60_000)).toEqual([
      [2, 60_000],
    ]);
    expect(sources({ payments: [advance, balance], refunds: [ofAdvance] }, 70_000)).toEqual([
      [2, 60_000],
    ]);
  });

  it('never refunds from a provider order that was not paid, and gives nothing for nothing', () => {
    const open = payment(3, 'supplement', 5_000, { status: 'created', providerPaymentId: null });
    expect(sources({ payments: [advance, balance, open], refunds: [] }, 1_000)).toEqual([
      [2, 1_000],
    ]);
    expect(sources({ payments: [advance, balance], refunds: [] }, 0)).toEqual([]);
  });
});

describe('the ledger as the order page reads it', () => {
  it('lists money in and refunds oldest first, whatever order the rows came in', () => {
    const lines = ledgerOf({
      payments: [payment(2, 'balance', 60_000), payment(1, 'advance', 20_000)],
      refunds: [refund(1, 2, 1_000, { createdAt: at(5) })],
    });
    expect(lines.map((l) => [l.kind, l.amountPaise / 100])).toEqual([
      ['advance', 20_000],
      ['balance', 60_000],
      ['refund', 1_000],
    ]);
  });

  it('says when an advance was paid from store credit, and only then', () => {
    const [fromCredit] = ledgerOf({
      payments: [payment(1, 'advance', 5_000, { provider: 'store_credit' })],
      refunds: [],
    });
    const [byCard] = ledgerOf({ payments: [payment(1, 'advance', 5_000)], refunds: [] });
    expect(fromCredit?.note).toBe('Paid from store credit');
    expect(byCard?.note).toBeNull();
  });

  it('marks a refund of returned pieces as a return, and a cancellation’s refund as not', () => {
    const paid = payment(1, 'advance', 20_000);
    const [, returned] = ledgerOf({
      payments: [paid],
      refunds: [refund(1, 1, 5_000, { afterSaleRequestId: 7 })],
    });
    const [, cancelled] = ledgerOf({ payments: [paid], refunds: [refund(1, 1, 5_000)] });
    expect(returned?.returned).toBe(true);
    expect(cancelled?.returned).toBe(false);
  });
});
