import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import type { Cart } from '../../../lib/cart-line';
import { rememberAccount } from '../../../lib/session/account-cache';
import { CART_KEY } from '../../../lib/session/account-keys';
import { cartQuery, putCart } from './get-cart';

const EMPTY: CartResponse = { data: [], total_price: 0, count: 0, coupon: null };
const WITH_RING = { ...EMPTY, total_price: 42_432, count: 1, data: [{ id: 7 }] } as unknown as CartResponse;
const user = { id: 1, name: 'Asha', email: 'asha@example.in', phone_number: '9000000001' } as AccountUser;

/** A server that answers the cart read late (started at sign-in, before the add) and the add at once. */
function slowCartRead() {
  let answerRead: () => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (init.method === 'POST') return Promise.resolve(Response.json({ ...WITH_RING, item: {} }));
      if (!url.endsWith('view-cart')) return Promise.resolve(Response.json({}));
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        answerRead = () => resolve(Response.json(EMPTY));
      });
    }),
  );
  return () => answerRead();
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart right after ADD TO CART → sign up → OTP (issue 35 #12)', () => {
  it('shows the added piece even when the cart read the sign-in started answers after the add', async () => {
    const answerRead = slowCartRead();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The header's count watches the cart, so the sign-in's invalidation refetches it.
    const unsubscribe = new QueryObserver(client, { ...cartQuery, enabled: true }).subscribe(() => undefined);
    rememberAccount(client, user);
    // The product page carries out the remembered ADD TO CART as soon as it sees the customer.
    await putCart(client, await apiRequest<CartResponse>('cart', { method: 'POST', body: {}, auth: true }));
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData<Cart>(CART_KEY)?.count).toBe(1);
    unsubscribe();
  });
});
