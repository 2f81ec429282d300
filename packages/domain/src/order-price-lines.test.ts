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

describe('price lines: edges (issue 37)', () => {
  const base = { code: null, title: null, making_discount: 0, diamond_discount: 0, original_total: 10_000, saving: 0 };

  it('names an automatic offer by its title, or as “offer” when it has none', () => {
    expect(discountLines({ discount: { ...base, title: 'Dhanteras', making_discount: 500, saving: 500 }, total_price: 9_500 })[0]?.label).toBe(
      'Price before the offer “Dhanteras”',
    );
    expect(discountLines({ discount: { ...base, making_discount: 500, saving: 500 }, total_price: 9_500 })[0]?.label).toBe('Price before the offer');
  });

  it('shows only the cuts there are: no zero making, diamond or GST line', () => {
    const making = discountLines({ discount: { ...base, making_discount: 500, saving: 500 }, total_price: 9_500 });
    expect(making.map((l) => l.label)).toEqual(['Price before the offer', 'Making charge discount', 'Order total']);
    const diamond = discountLines({ discount: { ...base, diamond_discount: 300, saving: 300 }, total_price: 9_700 });
    expect(diamond.map((l) => l.label)).toEqual(['Price before the offer', 'Diamond discount', 'Order total']);
    expect(sum(diamond)).toBe(9_700);
  });

  const weighed = (change: number) => ({
    total_price: 42_432 + change,
    finished_weight: { metal_weight: 3.4, ordered_metal_weight: 3.45, diamond_weight: null, ordered_diamond_weight: 0.25, ordered_total: 42_432, change, recorded_at: null },
  });

  it('says a lighter piece takes its change off the price, and an exact one leaves it', () => {
    expect(finishedWeightSentence(weighed(-181))).toBe(
      'Your finished piece weighs 3.4 g of metal; you ordered 3.45 g (within the 2% allowed). At the rates locked when you ordered, that takes ₹181 off the price: ₹42,432 → ₹42,251.',
    );
    expect(finishedWeightSentence(weighed(0))).toContain('that leaves the price as it was: ₹42,432 → ₹42,432.');
  });

  it('has no lines and no sentence before a finished weight is recorded', () => {
    expect(finishedWeightLines({ total_price: 42_432, finished_weight: null })).toEqual([]);
    expect(finishedWeightSentence({ total_price: 42_432, finished_weight: null })).toBeNull();
  });
});
