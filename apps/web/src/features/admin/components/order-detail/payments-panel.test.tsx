import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../api';
import { PaymentsPanel } from './payments-panel';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const at = '2026-11-23T06:00:00.000Z';

/** Only what the panel reads: the order's sums and ledger, the provider orders and refunds. */
const detail = {
  order: {
    amount_paid: 70_000,
    amount_refunded: 0,
    amount_due: 533,
    ledger: [
      { kind: 'advance', amount: 20_000, status: 'paid', reference: 'pay_ADV', created_at: at, expected_by: null, note: null },
      { kind: 'balance', amount: 50_000, status: 'paid', reference: 'pay_BAL', created_at: at, expected_by: null, note: null },
      {
        kind: 'refund',
        amount: 200,
        status: 'pending',
        reference: 'rfnd_1',
        created_at: at,
        expected_by: '2026-12-09',
        note: 'Captured on a superseded request',
      },
    ],
  },
  payments: [
    { id: 1, kind: 'supplement', provider: 'sandbox', provider_order_id: 'order_OLD', provider_payment_id: null, amount: 900, status: 'created', superseded: true, created_at: at },
    { id: 2, kind: 'supplement', provider: 'sandbox', provider_order_id: 'order_NEW', provider_payment_id: null, amount: 533, status: 'created', superseded: false, created_at: at },
  ],
  refunds: [],
  refundable_amount: 69_800,
} as unknown as AdminOrderDetail;

describe('the admin Payments panel', () => {
  const shown = text(renderToStaticMarkup(<PaymentsPanel detail={detail} />));

  it('shows paid, refunded, refunding and due now from the order', () => {
    expect(shown).toContain('Paid ₹70,000');
    expect(shown).toContain('Refunded ₹0');
    expect(shown).toContain('Refunding ₹200');
    expect(shown).toContain('Due now ₹533');
  });

  it('lists the ledger with references and a refund’s expected date', () => {
    expect(shown).toContain('pay_ADV');
    expect(shown).toContain('Refund pending − ₹200 rfnd_1');
    expect(shown).toContain('Expected by 9 Dec 2026 · Captured on a superseded request');
  });

  it('marks a provider order superseded by a finished weight', () => {
    expect(shown).toMatch(/Supplement created Superseded ₹900 order_OLD/);
    expect(shown).toMatch(/Supplement created ₹533 order_NEW/);
  });
});
