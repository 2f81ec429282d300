import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Price } from '../api/get-price';
import { PriceBreakup } from './price-breakup';

/** Each row of the table as [label, amount]. */
function rows(price: Price): Array<[string, string]> {
  const html = renderToStaticMarkup(<PriceBreakup price={price} gstPercent={3} updating={false} />);
  return [...html.matchAll(/<th[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
}

const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));

describe('the price breakup', () => {
  // Gold ₹12,800, diamond ₹9,350, making ₹12,800 and 3% GST ₹1,048.50: ₹35,999 a piece.
  const price: Price = {
    gold_price: 12_800,
    diamond_price: 9_350,
    stones_price: 0,
    making_charge: 12_800,
    gst_amount: 1_048.5,
    unitPrice: 35_999,
    quantity: 1,
    total: 35_999,
    making_discount: 0,
    diamond_discount: 0,
    original_total: 35_999,
    offer: null,
  };

  it('shows every part in whole rupees, GST too', () => {
    expect(rows(price)).toEqual([
      ['Gold', '₹12,800'],
      ['Diamond', '₹9,350'],
      ['Making charges', '₹12,800'],
      ['GST (3%)', '₹1,049'],
      ['Total', '₹35,999'],
    ]);
  });

  it('has parts that add up to the price of a piece', () => {
    const parts = rows({
      ...price,
      gold_price: 12_800.4,
      making_charge: 12_799.6,
      gst_amount: 1_048.5,
    });
    const sum = parts.slice(0, -1).reduce((total, [, amount]) => total + rupees(amount), 0);
    expect(sum).toBe(price.unitPrice);
  });
});
