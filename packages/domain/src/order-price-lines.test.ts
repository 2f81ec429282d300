import { describe, expect, it } from 'vitest';
import { discountLines, finishedWeightLines, finishedWeightSentence } from './order-price-lines.ts';

const sum = (lines: { amount: number; total?: boolean }[]) => lines.filter((l) => !l.total).reduce((s, l) => s + l.amount, 0);

describe('an order’s price in lines that foot (issue 35 #13)', () => {
  const discount = { code: 'DIWALI25', title: 'Diwali', making_discount: 3450, diamond_discount: 1125, original_total: 42_432, saving: 4712 };

  it('names the code and each cut, and the cuts take the price before it down to the total exactly', () => {
    const lines = discountLines({ discount, total_price: 37_720 });
    expect(lines).toEqual([
      { label: 'Price before the code DIWALI25', amount: 42_432 },
      { label: 'Making charge discount', amount: -3450 },
      { label: 'Diamond discount', amount: -1125 },
      { label: 'GST on the discount, and rounding', amount: -137 },
      { label: 'Order total', amount: 37_720, total: true },
    ]);
    expect(sum(lines)).toBe(37_720);
  });

  it('has no lines without an offer', () => {
    expect(discountLines({ discount: null, total_price: 42_432 })).toEqual([]);
  });

  it('explains a finished weight’s change from the ordered price', () => {
    const order = {
      total_price: 42_613,
      finished_weight: { metal_weight: 3.5, ordered_metal_weight: 3.45, diamond_weight: null, ordered_diamond_weight: 0.25, ordered_total: 42_432, change: 181, recorded_at: null },
    };
    const lines = finishedWeightLines(order);
    expect(sum(lines)).toBe(42_613);
    expect(lines[1]).toMatchObject({ amount: 181, change: true });
    expect(lines.map((l) => l.label)).toEqual(['Price at the ordered 3.45 g', 'Finished at 3.5 g', 'Order total now']);
    expect(finishedWeightSentence(order)).toBe(
      'Your finished piece weighs 3.5 g of metal; you ordered 3.45 g (within the 2% allowed). At the rates locked when you ordered, that adds ₹181 to the price: ₹42,432 → ₹42,613.',
    );
  });
});
