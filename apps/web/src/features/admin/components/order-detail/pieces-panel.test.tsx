import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../api';
import { PaymentsPanel } from './payments-panel';
import { PiecesPanel } from './pieces-panel';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const item = {
  id: 3,
  name: 'Aanya Solitaire Ring',
  images: { rose_gold: [], white_gold: [], yellow_gold: [] },
  goldColour: 'rose_gold',
  karat: '14k',
  clarity: 'SI-I IJ',
  ringSize: 12,
  quantity: 1,
  metal_weight: 3.45,
  diamond_weight: 0.25,
  unitPrice: 37_720,
  line_total: 37_720,
  huids: [],
  offer: { title: 'Diwali', code: 'DIWALI25' },
  finished_metal_weight: null,
  breakdown: { gold_price: 16_146, diamond_price: 11_250, stones_price: 0, making_charge: 13_800, gst_amount: 1_099, making_discount: 3450, diamond_discount: 1125, original_total: 42_432 },
};
const order = {
  status: 'in_production',
  production_stage: 'designing',
  total_price: 37_720,
  first_payment_amount: 26_781,
  balance_amount: 10_939,
  amount_paid: 26_781,
  amount_refunded: 0,
  amount_due: 10_939,
  ledger: [],
  ordered_metal_weight: 3.45,
  ordered_diamond_weight: 0.25,
  finished_metal_weight: null,
  finished_diamond_weight: null,
  huids: {},
  items: [item],
  discount: { code: 'DIWALI25', title: 'Diwali', making_discount: 3450, diamond_discount: 1125, original_total: 42_432, saving: 4712 },
  finished_weight: null,
} as unknown as AdminOrderDetail['order'];

describe('the back office’s order under a code (issue 35 #13)', () => {
  const shown = text(renderToStaticMarkup(<PiecesPanel order={order} />));

  it('names the code and each cut on the piece, so its parts foot to the unit price', () => {
    expect(shown).toContain('Code DIWALI25: Diwali');
    expect(shown).toContain('Making discount − ₹3,450');
    expect(shown).toContain('Diamond discount − ₹1,125');
  });

  it('adds a discount line to the order’s breakdown, from the price before the code to the total', () => {
    expect(shown).toContain('Price before the code DIWALI25 ₹42,432');
    expect(shown).toContain('GST on the discount, and rounding − ₹137');
    expect(shown).toContain('Order total ₹37,720');
  });

  it('says the balance is due before dispatch while the piece is designed, not due now', () => {
    const money = text(renderToStaticMarkup(<PaymentsPanel detail={{ order, payments: [], refunds: [], refundable_amount: 26_781 } as unknown as AdminOrderDetail} />));
    expect(money).toContain('Balance, due before dispatch ₹10,939');
    expect(money).not.toContain('Due now');
  });
});

describe('the finished weight beside what the workshop returned (issue 38, decision 051)', () => {
  it('shows the karigar’s net weight, says when the finished weight differs, and the owner’s reason', () => {
    const weighed = {
      ...order,
      finished_metal_weight: 3.47,
      workshop_net_weight: 3.45,
      finished_weight_mismatch: true,
      finished_weight_reason: 'Re-polished after the HUID engraving',
    } as AdminOrderDetail['order'];
    const shown = text(renderToStaticMarkup(<PiecesPanel order={weighed} />));
    expect(shown).toContain('From the workshop (net) 3.45 g Differs from the finished weight');
    expect(shown).toContain('Why the weights differ Re-polished after the HUID engraving');
  });

  it('says nothing of a difference when the weights agree, and nothing of the workshop for an order made without it', () => {
    const agreed = { ...order, finished_metal_weight: 3.45, workshop_net_weight: 3.45, finished_weight_mismatch: false, finished_weight_reason: null } as AdminOrderDetail['order'];
    expect(text(renderToStaticMarkup(<PiecesPanel order={agreed} />))).not.toContain('Differs');
    const plain = { ...order, workshop_net_weight: null, finished_weight_mismatch: false, finished_weight_reason: null } as AdminOrderDetail['order'];
    expect(text(renderToStaticMarkup(<PiecesPanel order={plain} />))).not.toContain('From the workshop');
  });
});
