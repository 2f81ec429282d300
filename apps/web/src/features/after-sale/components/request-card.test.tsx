import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AfterSaleRequestView } from '@kanak/domain/contract/after-sale';
import { RequestCard } from './request-card';

const at = '2026-11-23T06:00:00.000Z';
const request: AfterSaleRequestView = {
  id: 5,
  order_id: 9,
  kind: 'return',
  status: 'requested',
  reason: 'Manufacturing defect',
  details: 'The clasp does not close.',
  items: [{ order_item_id: 3, name: 'Lotus pendant', product_code: 'KP-101', quantity: 1, image: null }],
  media: [
    { kind: 'photo', url: '/api/after-sale/5/media/0' },
    { kind: 'video', url: '/api/after-sale/5/media/1' },
  ],
  value: null,
  settlement: null,
  steps: [{ status: 'requested', note: null, at }],
  created_at: at,
  updated_at: at,
};

const shown = (r: AfterSaleRequestView) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RequestCard request={r} />
    </MemoryRouter>,
  );

describe('the customer’s after-sale request card', () => {
  it('shows the photos and the video she sent, from their owner-only addresses', () => {
    const html = shown(request);
    expect(html).toContain('aria-label="Your photos and video"');
    expect(html).toMatch(/<img src="\/api\/after-sale\/5\/media\/0"/);
    expect(html).toMatch(/href="\/api\/after-sale\/5\/media\/1"[^>]*target="_blank"/);
    expect(html).toContain('Your photo 1 (opens in a new tab)');
    expect(html).toContain('Your video (opens in a new tab)');
  });

  it('shows nothing for media when none was sent', () => {
    expect(shown({ ...request, media: [] })).not.toContain('Your photos and video');
  });

  it('says when inspection set a lower value than the pieces’ value', () => {
    const value = { amount: 40_000, gold_value: 0, diamond_value: 0, gemstone_value: 0, processing_charge: 0, rates_date: null, final: true, rules_amount: 42_432 };
    const words = shown({ ...request, status: 'inspected', value }).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(words).toContain('₹40,000');
    expect(words).toContain('Set at inspection (you paid ₹42,432 for these pieces), refunded in 7-10 working days.');
  });
});
