import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '@kanak/domain/contract/orders';
import { openCheckoutOrder } from '../api/open-advance';
import { AdvanceStep, type AdvanceCredit } from './advance-step';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
// A ₹42,432 order: its 71% advance is ₹30,126 (SPEC §5).
const step = (credit: AdvanceCredit, discount: Order['discount'] = null) =>
  text(
    renderToStaticMarkup(
      <AdvanceStep total={42_432} advance={30_126} credit={credit} onChooseCredit={() => undefined} discount={discount} busy={false} error={null} onPay={() => undefined} />,
    ),
  );

describe('the payment step and store credit (issue 35 #11)', () => {
  it('shows the credit available where the advance is paid, unticked, and the whole advance online', () => {
    const shown = step({ balance: 5_000, applied: 0, chosen: false });
    expect(shown).toContain('Store credit available: ₹5,000');
    expect(shown).toContain('Pay ₹5,000 of this advance from my store credit');
    expect(shown).toContain('Pay online now ₹30,126');
  });

  it('with credit chosen, shows the amount applied and the remainder to pay online', () => {
    const shown = step({ balance: 5_000, applied: 0, chosen: true });
    expect(shown).toContain('From store credit − ₹5,000');
    expect(shown).toContain('Pay online now ₹25,126');
    expect(shown).toContain('Pay ₹25,126');
    expect(shown).not.toContain('the last ₹10');
  });

  it('says why ₹10 is still paid online when credit would cover the whole advance', () => {
    const shown = step({ balance: 40_000, applied: 0, chosen: true });
    expect(shown).toContain('From store credit − ₹30,116');
    expect(shown).toContain('Pay online now ₹10');
    expect(shown).toContain(
      'Store credit pays all of the advance but the last ₹10: every order is confirmed by an online payment of at least ₹10, the minimum payment.',
    );
  });

  it('keeps credit already spent on the order applied, and says it comes back if the order does not go ahead', () => {
    const shown = step({ balance: 1_000, applied: 5_000, chosen: false });
    expect(shown).toContain('Store credit: ₹5,000 applied, ₹1,000 left');
    expect(shown).toContain('Pay online now ₹25,126');
    expect(shown).toContain('If the order is cancelled or expires, it returns to your store credit.');
  });

  it('shows no credit box without credit, and names the code the order was priced under', () => {
    const shown = step(
      { balance: 0, applied: 0, chosen: false },
      { code: 'DIWALI25', title: 'Diwali', making_discount: 3450, diamond_discount: 1125, original_total: 47_144, saving: 4712 },
    );
    expect(shown).not.toContain('store credit');
    expect(shown).toContain('Saved with the code DIWALI25 ₹4,712');
  });
});

describe('resuming a checkout after a reload (issue 35 #10)', () => {
  const order = (over: Partial<Order>) => ({ id: 9, status: 'pending_advance', address_id: 3, total_price: 42_432, cart_ids: [5, 6], ...over }) as Order;
  const terms = { cartIds: [6, 5], total: 42_432, addressId: 3 };

  it('finds the unpaid order of the same lines, total and address', () => {
    expect(openCheckoutOrder([order({})], terms)?.id).toBe(9);
  });

  it('does not resume an order of other lines, another total or address, or one no longer waiting', () => {
    expect(openCheckoutOrder([order({ cart_ids: [5] })], terms)).toBeNull();
    expect(openCheckoutOrder([order({ total_price: 40_000 })], terms)).toBeNull();
    expect(openCheckoutOrder([order({ address_id: 4 })], terms)).toBeNull();
    expect(openCheckoutOrder([order({ status: 'expired' })], terms)).toBeNull();
  });
});
