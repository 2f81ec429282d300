import type { Payment } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { ledgerOf, moneyOf } from './order-money.ts';

/*
 * One ledger for the order's money and the purchase plan's (ARCHITECTURE §7, §11): a plan
 * instalment is a `payments` row too, but it belongs to the plan, never to an order. Read without a
 * database (issue 37: ledger.repository.ts's `orderPaymentKind`): an order's ledger lists its
 * advance, balance and supplement as they are, and an instalment among an order's rows is refused
 * loudly, naming the row, rather than shown on the order page or counted as paid on the order.
 */

const at = new Date(Date.UTC(2026, 10, 28, 4, 0));
function payment(id: number, kind: Payment['kind'], rupees: number): Payment {
  return {
    id,
    orderId: kind === 'plan_instalment' ? null : 1,
    planEnrolmentId: kind === 'plan_instalment' ? 3 : null,
    kind,
    provider: 'razorpay',
    providerOrderId: `order_${id}`,
    providerPaymentId: `pay_${id}`,
    amountPaise: rupees * 100,
    currency: 'INR',
    status: 'paid',
    signatureVerifiedAt: at,
    supersededAt: null,
    raw: null,
    createdAt: at,
    updatedAt: at,
  } as Payment;
}

describe('an order’s ledger', () => {
  it('lists the advance, the balance and a supplement under their own kinds', () => {
    const rows = {
      payments: [
        payment(1, 'advance', 30_126),
        payment(2, 'balance', 12_306),
        payment(4, 'supplement', 424),
      ],
      refunds: [],
    };
    expect(ledgerOf(rows).map((e) => [e.kind, e.amountPaise])).toEqual([
      ['advance', 30_126_00],
      ['balance', 12_306_00],
      ['supplement', 424_00],
    ]);
  });

  it('refuses a purchase plan’s instalment read among an order’s rows, naming that payment, rather than show or count it', () => {
    const rows = {
      payments: [payment(1, 'advance', 30_126), payment(7, 'plan_instalment', 5_000)],
      refunds: [],
    };
    expect(() => ledgerOf(rows)).toThrow(/payment 7\b.*plan instalment/);
    const order = {
      totalPaise: 42_432_00,
      firstPaymentPaise: 30_126_00,
      status: 'in_production',
    } as Parameters<typeof moneyOf>[0];
    expect(() => moneyOf(order, rows)).toThrow(/payment 7\b/);
  });
});
