/** What Place Order hands /addaddress (SPEC §4 "Place order from the cart"). */
export interface CheckoutDraft {
  cartIds: number[];
  total: number;
}

/** The draft in a location's state, as far as it is well formed (a reload or a typed URL has none). */
export function readDraft(state: unknown): Partial<CheckoutDraft> {
  if (typeof state !== 'object' || state === null) return {};
  const { cartIds } = state as { cartIds?: unknown };
  return Array.isArray(cartIds) && cartIds.every((id) => typeof id === 'number')
    ? { cartIds: cartIds as number[] }
    : {};
}
