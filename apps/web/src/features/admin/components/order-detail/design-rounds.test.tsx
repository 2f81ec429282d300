import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Design } from '@kanak/domain/contract/designs';
import type { AdminOrderDetail } from '../../api';
import { DesignRounds, designUploadBlocked } from './design-rounds';

type Order = AdminOrderDetail['order'];
const round = (n: number, status: Design['status'], comment: string | null = null): Design => ({
  id: n,
  round: n,
  files: [{ kind: 'image', content_type: 'image/webp', url: `/api/orders/7/designs/${n}/files/0` }],
  note: `Round ${n} as drawn`,
  status,
  customer_comment: comment,
  created_at: '2026-11-27T06:00:00.000Z',
  answered_at: null,
  waited_working_days: 0,
});
const order = (o: Partial<Pick<Order, 'status' | 'production_stage' | 'designs'>>) =>
  ({
    id: 7,
    status: 'in_production',
    production_stage: 'cad',
    designs: [],
    design_rounds_max: 3,
    ...o,
  }) as Order;
const text = (o: Order) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <DesignRounds order={o} />
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the design rounds on the admin order', () => {
  it('open the upload only at CAD, with no round waiting and rounds left', () => {
    expect(designUploadBlocked(order({}))).toBeNull();
    expect(designUploadBlocked(order({ designs: [round(1, 'changes_requested')] }))).toBeNull();
    expect(designUploadBlocked(order({ production_stage: 'designing' }))).toBe(
      'Set the stage to CAD to upload a design.',
    );
    expect(designUploadBlocked(order({ designs: [round(1, 'awaiting_customer')] }))).toBe(
      'Round 1 is waiting for the customer’s answer.',
    );
    expect(
      designUploadBlocked(order({ designs: [1, 2, 3].map((n) => round(n, 'changes_requested')) })),
    ).toBe('All 3 design rounds have been used.');
    expect(designUploadBlocked(order({ status: 'dispatched' }))).toBe(
      'Designs are uploaded while the order is being made.',
    );
    expect(
      designUploadBlocked(
        order({ production_stage: 'manufacturing', designs: [round(1, 'approved')] }),
      ),
    ).toBe('The customer approved round 1.');
  });

  it('show each round with its status and the customer’s comment, and offer the next round', () => {
    const words = text(
      order({ designs: [round(1, 'changes_requested', 'A thinner band, please.')] }),
    );
    expect(words).toContain('Design (1 of 3 rounds)');
    expect(words).toContain('Round 1 Changes asked');
    expect(words).toContain('Note: Round 1 as drawn');
    expect(words).toContain('The customer asked: A thinner band, please.');
    expect(words).toContain('Send round 2 to the customer');
  });

  it('say why no round can be sent while one waits', () => {
    const words = text(order({ designs: [round(1, 'awaiting_customer')] }));
    expect(words).toContain('Round 1 Waiting for the customer');
    expect(words).toContain('Round 1 is waiting for the customer’s answer.');
    expect(words).not.toContain('Send round');
  });
});
