import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATUSES, type Actor, type OrderStatus } from './order-states.ts';

/**
 * Every move the shop allows, written out by hand (ARCHITECTURE §4, §7). Anything not listed here
 * must be refused: the test walks every (from, to, actor) triple, so a row added to the table by
 * mistake (a customer cancelling a delivered order) fails it.
 */
const ALLOWED: readonly `${OrderStatus} → ${OrderStatus} by ${Actor}`[] = [
  'pending_advance → in_production by system',
  'pending_advance → cancelled by customer',
  'pending_advance → cancelled by admin',
  'pending_advance → expired by system',
  'in_production → balance_paid by system',
  'in_production → cancelled by customer',
  'in_production → cancelled by admin',
  'balance_paid → dispatched by admin',
  'balance_paid → cancelled by admin',
  'dispatched → delivered by admin',
  'dispatched → cancelled by admin',
  'delivered → returned by admin',
];

const ACTORS: readonly Actor[] = ['customer', 'admin', 'system'];

describe('the order transition table', () => {
  const triples = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))));

  it.each(triples)('$from → $to by $actor is allowed exactly when listed', ({ from, to, actor }) => {
    expect(canTransition(from, to, actor)).toBe(ALLOWED.includes(`${from} → ${to} by ${actor}`));
  });

  it('has no way out of returned, cancelled or expired, delivered only to returned, and no way back to pending_advance', () => {
    for (const actor of ACTORS) {
      for (const status of ORDER_STATUSES) {
        expect(canTransition('delivered', status, actor)).toBe(status === 'returned' && actor === 'admin');
        expect(canTransition('returned', status, actor)).toBe(false);
        expect(canTransition('cancelled', status, actor)).toBe(false);
        expect(canTransition('expired', status, actor)).toBe(false);
        expect(canTransition(status, 'pending_advance', actor)).toBe(false);
      }
    }
  });
});
