import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../lib/order-item';
import { PriceBlock } from './price-block';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const base = { total_price: 37_901, discount: null, finished_weight: null } as unknown as Order;
const shown = (over: Partial<Order>) => text(renderToStaticMarkup(<PriceBlock order={{ ...base, ...over }} />));

describe('the order page’s price (issue 35 #13)', () => {
  it('names the code used and each saving, down to the total', () => {
    const out = shown({
      total_price: 37_720,
      discount: { code: 'DIWALI25', title: 'Diwali', making_discount: 3450, diamond_discount: 1125, original_total: 42_432, saving: 4712 },
    });
    expect(out).toContain('Price before the code DIWALI25 ₹42,432');
    expect(out).toContain('Making charge discount − ₹3,450');
    expect(out).toContain('Diamond discount − ₹1,125');
    expect(out).toContain('GST on the discount, and rounding − ₹137');
    expect(out).toContain('Order total ₹37,720');
  });

  it('explains the change the finished weight made, with the reason', () => {
    const out = shown({
      total_price: 42_613,
      finished_weight: { metal_weight: 3.5, ordered_metal_weight: 3.45, diamond_weight: null, ordered_diamond_weight: 0.25, ordered_total: 42_432, change: 181, recorded_at: null },
    });
    expect(out).toContain('Your finished piece weighs 3.5 g of metal; you ordered 3.45 g');
    expect(out).toContain('Finished at 3.5 g + ₹181');
    expect(out).toContain('Order total now ₹42,613');
  });

  it('shows nothing for an order without an offer or a finished weight', () => {
    expect(renderToStaticMarkup(<PriceBlock order={base} />)).toBe('');
  });
});
