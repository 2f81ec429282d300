import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminAfterSale } from '../../api';
import { CustomerRequests } from './customer-requests-panel';
import { StoreCredit } from './store-credit-panel';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const at = '2026-11-23T06:00:00.000Z';
const shown = (node: ReactNode) => text(renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>));

describe('the admin customer page', () => {
  it('shows the store credit: balance, what is redeemable, every movement signed', () => {
    const words = shown(
      <StoreCredit
        wallet={{
          balance: 15_500,
          redeemable: 0,
          next_redeemable_at: '2027-02-23T06:00:00.000Z',
          entries: [
            { amount: -5_000, reason: 'Paid towards the advance of order #9', created_at: at },
            { amount: 20_500, reason: 'Exchange credit for request #3 (order #4)', created_at: at },
          ],
          payouts: [],
        }}
      />,
    );
    expect(words).toContain('Balance ₹15,500');
    expect(words).toContain('Redeemable for cash now ₹0');
    expect(words).toContain('More becomes redeemable for cash on 23 Feb 2027.');
    expect(words).toContain('Paid towards the advance of order #9');
    expect(words).toContain('−₹5,000');
    expect(words).toContain('+₹20,500');
    expect(shown(<StoreCredit wallet={{ balance: 0, redeemable: 0, next_redeemable_at: null, entries: [], payouts: [] }} />)).toContain(
      'No store credit: none granted yet.',
    );
  });

  it('lists the after-sale requests with their order, state and value', () => {
    const request = {
      id: 12,
      order_id: 40,
      kind: 'return',
      status: 'inspected',
      value: { amount: 42_432 },
      steps: [{ status: 'requested', note: null, at }],
      created_at: at,
    } as unknown as AdminAfterSale;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CustomerRequests requests={[request]} />
      </MemoryRouter>,
    );
    expect(text(html)).toContain('#12 · Return');
    expect(html).toContain('href="/admin/orders/40"');
    expect(text(html)).toContain('Inspected');
    expect(text(html)).toContain('₹42,432');
    expect(shown(<CustomerRequests requests={[]} />)).toContain('No return, exchange, buyback or maintenance requests.');
  });
});
