import { useEffect, useEffectEvent } from 'react';

/*
 * What a visitor asked for when the sign-in prompt stopped them (SPEC §5 "Cart and save": without
 * a signed-in customer the login popup opens). It is kept in sessionStorage, because signing up
 * leaves the page for /signup and its OTP, and carried out once the piece's page sees the customer
 * signed in — so ADD TO CART after signing up still puts the chosen piece in the cart (issue 13).
 * The page keeps the chosen options in its address (use-product-options.ts), so the intent needs
 * only what to do and to which piece.
 */

export type IntentAction = 'cart' | 'wishlist';

export interface SignInIntent {
  action: IntentAction;
  productId: number;
}

const KEY = 'kanak.sign-in-intent';
/** Older than this, the visitor has moved on: a late sign-in does not act on it. */
const FRESH_MS = 30 * 60_000;

export function encodeIntent(intent: SignInIntent, now: number): string {
  return JSON.stringify({ ...intent, at: now });
}

/** The action stored in `text` for this piece, while fresh; null for anything else. */
export function decodeIntent(
  text: string | null,
  productId: number,
  now: number,
): IntentAction | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<SignInIntent & { at: number }>;
    const fresh =
      typeof stored.at === 'number' && now - stored.at >= 0 && now - stored.at < FRESH_MS;
    const action = stored.action === 'cart' || stored.action === 'wishlist' ? stored.action : null;
    return fresh && stored.productId === productId ? action : null;
  } catch {
    return null;
  }
}

/**
 * Called with each sign-in prompt: the intent of this prompt replaces any earlier one, and a
 * prompt for nothing in particular (the header's sign-in, a signed-out page) forgets it.
 */
export function rememberIntent(intent: SignInIntent | undefined): void {
  try {
    if (intent) sessionStorage.setItem(KEY, encodeIntent(intent, Date.now()));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the customer signs in and taps again.
  }
}

function takeIntent(productId: number): IntentAction | null {
  try {
    const action = decodeIntent(sessionStorage.getItem(KEY), productId, Date.now());
    if (action) sessionStorage.removeItem(KEY);
    return action;
  } catch {
    return null;
  }
}

/**
 * For the piece's page: once a signed-in customer sees it with an intent pending for it, `resume`
 * runs that action, once — as if they had tapped it again.
 */
export function useResumeIntent(
  productId: number,
  signedIn: boolean,
  resume: (action: IntentAction) => void,
): void {
  const run = useEffectEvent(resume);
  useEffect(() => {
    if (!signedIn) return;
    const action = takeIntent(productId);
    if (action) run(action);
  }, [signedIn, productId]);
}
