import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order as WireOrder } from '@kanak/domain/contract/orders';
import { toOrder } from '../../../lib/order-item';
import { OrderRow } from './order-row';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The customer's journey that found the bug: paid in full while the piece is still being designed. */
const paidWhileDesigning = {
  id: 7,
  status: 'balance_paid',
  production_stage: 'designing',
  total_price: 70_000,
  order_message: 'Order will dispatch today.',
  cancel_reason: null,
  expires_at: null,
  created_at: '2026-11-20T06:00:00.000Z',
  amount_paid: 70_000,
  amount_refunded: 0,
  amount_due: 0,
  ledger: [],
  delivery_by: '2026-12-10',
  items: [],
} as unknown as WireOrder;

describe('a /myorder row', () => {
  it('tells the same story as the order page, not the stale order message', () => {
    const shown = text(
      renderToStaticMarkup(
        <MemoryRouter>
          <OrderRow order={toOrder(paidWhileDesigning)} />
        </MemoryRouter>,
      ),
    );
    expect(shown).toContain('Paid in full');
    expect(shown).toContain('Paid in full — your piece is in design');
    expect(shown).not.toMatch(/dispatch today|In manufacturing/i);
  });
});
