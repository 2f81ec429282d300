import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LedgerEntryView, Order as WireOrder } from '@kanak/domain/contract/orders';
import { PRODUCTION_STAGES } from '@kanak/domain/order-states';
import { toOrder } from '../../../lib/order-item';
import { FirstPaymentBlock, ShipmentBlock } from './order-blocks';
import { PaymentsBlock } from './payments-block';
import { trackerSteps } from './production-tracker';

const entry = (e: Partial<LedgerEntryView> & Pick<LedgerEntryView, 'kind' | 'amount' | 'status'>): LedgerEntryView => ({
  reference: null,
  created_at: '2026-11-23T06:00:00.000Z',
  expected_by: null,
  note: null,
  ...e,
});
const advance = entry({ kind: 'advance', amount: 20_000, status: 'paid', reference: 'pay_ADV123' });
const balance = entry({ kind: 'balance', amount: 50_000, status: 'paid', reference: 'pay_BAL456' });

function order(over: Partial<WireOrder>): WireOrder {
  return {
    id: 7,
    status: 'balance_paid',
    production_stage: 'final',
    cart_ids: [1],
    address_id: 1,
    total_price: 70_000,
    first_payment_amount: 20_000,
    first_payment_amount_status: 'successful',
    first_payment_msg: 'Payment successful',
    first_payment_transaction_id: 'pay_ADV123',
    balance_amount: 50_000,
    second_payment_transaction_id: 'pay_BAL456',
    second_payment_amount: 50_000,
    second_payment_amount_status: 'successful',
    second_payment_msg: null,
    order_message: 'Order will dispatch today.',
    cancel_reason: null,
    pan_image: null,
    other_document_image: null,
    created_at: '2026-11-20T06:00:00.000Z',
    expires_at: null,
    address: { recipient_name: 'A', address: 'B', area: 'C', state: 'Maharashtra', pincode: '400002', mobile: '', landmark: '' },
    shipment: null,
    amount_paid: 70_000,
    amount_refunded: 0,
    amount_due: 0,
    ledger: [advance, balance],
    delivery_by: '2026-12-10',
    design_wait_working_days: 0,
    delivery_note: null,
    designs: [],
    design_rounds_max: 3,
    photos: [],
    items: [],
    cart_items: [],
    discount: null,
    finished_weight: null,
    ...over,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const payments = (o: WireOrder) => text(renderToStaticMarkup(<PaymentsBlock order={toOrder(o)} />));

describe('the Payments block, from the ledger', () => {
  it('says nothing is due now while the piece is being designed: the balance is due before dispatch (issue 35 #13)', () => {
    const shown = payments(order({ status: 'in_production', production_stage: 'designing', total_price: 51_742, amount_paid: 36_726, amount_due: 15_016, ledger: [advance] }));
    expect(shown).not.toContain('Due now');
    expect(shown).toContain('Balance, due before dispatch ₹15,016');
  });

  it('makes the balance due now once the piece is ready', () => {
    const shown = payments(order({ status: 'in_production', production_stage: 'final', amount_due: 15_016, ledger: [advance] }));
    expect(shown).toContain('Due now ₹15,016');
  });

  it('shows a refund with its state, reference and expected date, and the sums', () => {
    const shown = payments(
      order({
        total_price: 68_800,
        ledger: [
          advance,
          balance,
          entry({
            kind: 'refund',
            amount: 1_200,
            status: 'pending',
            reference: 'rfnd_789',
            expected_by: '2026-12-09',
            note: 'The finished piece weighed less than estimated.',
          }),
        ],
      }),
    );
    expect(shown).toContain('Total ₹68,800');
    expect(shown).toContain('Paid ₹70,000');
    expect(shown).toContain('Being refunded ₹1,200');
    expect(shown).not.toContain('Due now');
    expect(shown).toContain('Advance ₹20,000 23 Nov 2026 · Paid Ref. pay_ADV123');
    expect(shown).toContain('Refund − ₹1,200 23 Nov 2026 · Being refunded · Expected by 9 Dec 2026 Ref. rfnd_789');
    expect(shown).toContain('The finished piece weighed less than estimated.');
  });

  it('a processed refund counts as refunded; a failed one has no expected date', () => {
    const shown = payments(
      order({
        status: 'cancelled',
        amount_refunded: 20_000,
        amount_paid: 20_000,
        ledger: [
          advance,
          entry({ kind: 'refund', amount: 20_000, status: 'processed', reference: 'rfnd_1', expected_by: '2026-12-09' }),
          entry({ kind: 'refund', amount: 5, status: 'failed', reference: 'rfnd_2', expected_by: '2026-12-09' }),
        ],
      }),
    );
    expect(shown).toContain('Refunded ₹20,000');
    expect(shown).toContain('Refunded · Expected by 9 Dec 2026 Ref. rfnd_1');
    expect(shown).toMatch(/Did not go through; being sent again Ref\. rfnd_2/);
  });

  it('shows a supplement due after the finished weight', () => {
    const o = order({
      total_price: 70_533,
      amount_due: 533,
      ledger: [advance, balance],
    });
    const shown = payments(o);
    expect(shown).toContain('Due now ₹533');
    const paid = entry({ kind: 'supplement', amount: 533, status: 'paid', reference: 'pay_SUP' });
    expect(payments(order({ ledger: [advance, balance, paid] }))).toContain(
      'Additional amount after final weight ₹533',
    );
  });
});

describe('SPEC’s First Payment Status rows agree with the ledger', () => {
  const first = (o: WireOrder) => text(renderToStaticMarkup(<FirstPaymentBlock order={toOrder(o)} />));

  it('paid in full: nothing pending, whatever the advance was', () => {
    const shown = first(order({}));
    expect(shown).toContain('Pending payment 0.00%');
    expect(shown).toContain('Done payment ₹70,000');
    expect(shown).not.toContain('29.00%');
  });

  it('after the advance: the balance due as a share of the total', () => {
    const shown = first(order({ status: 'in_production', amount_paid: 20_000, amount_due: 50_000, ledger: [advance] }));
    expect(shown).toContain('Pending payment 71.43%');
  });
});

describe('the Shipment block', () => {
  it('links the tracking number to the courier’s page in a new tab', () => {
    const html = renderToStaticMarkup(
      <ShipmentBlock
        order={toOrder(
          order({
            status: 'dispatched',
            shipment: {
              courier: 'BlueDart',
              tracking_number: 'BD123',
              dispatched_at: '2026-12-01T06:00:00.000Z',
              delivered_at: null,
              tracking_url: 'https://bluedart.example/track?n=BD123',
            },
          }),
        )}
      />,
    );
    expect(html).toContain('href="https://bluedart.example/track?n=BD123"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="noopener[^"]*"/);
    expect(text(html)).toContain('Dispatched 1 Dec 2026');
  });
});

describe('the tracker agrees with the headline', () => {
  it('keeps the stage while paid in full, ready at final, all done once dispatched', () => {
    expect(trackerSteps({ status: 'balance_paid', production_stage: 'designing' }).map((s) => s.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    expect(trackerSteps({ status: 'balance_paid', production_stage: 'final' }).at(-1)?.state).toBe('ready');
    for (const status of ['dispatched', 'delivered'] as const) {
      expect(trackerSteps({ status, production_stage: 'final' }).every((s) => s.state === 'done')).toBe(true);
    }
    expect(trackerSteps({ status: 'pending_advance', production_stage: null }).every((s) => s.state === 'todo')).toBe(
      true,
    );
    expect(trackerSteps({ status: 'in_production', production_stage: 'setting' }).map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
    ]);
    expect(PRODUCTION_STAGES).toHaveLength(5);
  });
});
