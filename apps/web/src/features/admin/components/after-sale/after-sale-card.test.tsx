import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminAfterSale } from '../../api';
import { AfterSaleCard } from './after-sale-card';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const at = '2026-11-23T06:00:00.000Z';

const base: AdminAfterSale = {
  id: 12,
  order_id: 40,
  kind: 'buyback',
  status: 'inspected',
  reason: 'Need the money',
  details: 'Worn twice.',
  items: [{ order_item_id: 5, name: 'Lotus pendant', product_code: 'KP-101', quantity: 1, image: null }],
  media: [
    { kind: 'photo', url: '/api/admin/after-sale/12/media/0' },
    { kind: 'video', url: '/api/admin/after-sale/12/media/1' },
    { kind: 'photo', url: '/api/admin/after-sale/12/media/2' },
  ],
  value: {
    amount: 48_500,
    gold_value: 40_000,
    diamond_value: 9_200,
    gemstone_value: 800,
    processing_charge: 1_500,
    rates_date: at,
    final: true,
    rules_amount: 48_500,
  },
  settlement: null,
  steps: [
    { status: 'requested', note: null, at },
    { status: 'approved', note: 'Please courier it insured.', at },
  ],
  created_at: at,
  updated_at: at,
  customer: { id: 3, name: 'Kavya Menon', phone: '9876543210', email: 'kavya@example.com' },
  next: ['completed', 'rejected'],
};

const shown = (request: AdminAfterSale) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AfterSaleCard request={request} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('an after-sale request in the admin inbox', () => {
  it('shows who asked, the order, the pieces, the photos and the video', () => {
    const html = shown(base);
    const words = text(html);
    expect(words).toContain('#12 · Buyback');
    expect(words).toContain('Kavya Menon');
    expect(words).toContain('9876543210');
    expect(html).toContain('href="/admin/orders/40"');
    expect(words).toContain('Lotus pendant');
    expect(words).toContain('KP-101 · × 1');
    expect(words).toContain('Need the money');
    expect(html).toContain('alt="Photo 1"');
    expect(html).toContain('alt="Photo 2"');
    expect(html).toMatch(/href="\/api\/admin\/after-sale\/12\/media\/1"[^>]*target="_blank"/);
    expect(words).toContain('Please courier it insured.');
  });

  it('breaks a buyback value down by the buyback rules', () => {
    const words = text(shown(base));
    expect(words).toContain('Inspected value ₹48,500');
    expect(words).toContain('Diamonds at 92% ₹9,200');
    expect(words).toContain('Gemstones at 80% ₹800');
    expect(words).toContain('Less 3% processing − ₹1,500');
    expect(words).toContain('= Value ₹48,500');
    expect(text(shown({ ...base, value: { ...base.value, final: false } as AdminAfterSale['value'] }))).toContain(
      'Estimate on today’s rates',
    );
  });

  it('asks for the payout reference before a buyback completes, and confirms a rejection', () => {
    const html = shown(base);
    expect(text(html)).toContain('Payout reference (bank transfer)');
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Complete…', 'Reject…']);
  });

  it('shows a return’s refund and, once completed, the money it moved without actions', () => {
    const done: AdminAfterSale = {
      ...base,
      kind: 'return',
      status: 'completed',
      value: { ...base.value, amount: 61_000 } as AdminAfterSale['value'],
      settlement: { type: 'refund', amount: 61_000, reference: 'rfnd_9' },
      next: [],
    };
    const words = text(shown(done));
    expect(words).toContain('Refund: ₹61,000 (the pieces’ share of the order total)');
    expect(words).toContain('Refunded ₹61,000 (ref rfnd_9)');
    expect(words).not.toContain('Payout reference');
    expect(words).not.toContain('Note to the customer');
  });

  it('offers a field for a lower inspected value while the pieces wait for inspection', () => {
    const received: AdminAfterSale = { ...base, status: 'received', next: ['inspected', 'rejected'] };
    const html = shown(received);
    expect(text(html)).toContain('Inspected value (₹) (optional)');
    expect(text(html)).toContain('Empty keeps ₹48,500 by the buyback rules; enter less for wear or a missing stone.');
    expect(text(shown({ ...received, kind: 'maintenance', value: null }))).not.toContain('Inspected value');
  });

  it('shows the value set at inspection below the rules’ value it lowered', () => {
    const words = text(shown({ ...base, value: { ...base.value, amount: 45_000 } as AdminAfterSale['value'] }));
    expect(words).toContain('= Value by the rules ₹48,500');
    expect(words).toContain('Set at inspection ₹45,000');
  });
});
