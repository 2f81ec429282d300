/*
 * The query keys of the signed-in customer's own data, shared by the features that fetch it and
 * the session code that refetches and clears it. No imports: the header's counts read these on
 * every page, so this file sits in the first-paint bundle (ARCHITECTURE §6).
 */
export const CART_KEY = ['cart'] as const;
export const FAVORITES_KEY = ['favorites'] as const;
/** Every order query starts with this key, so checkout and payments refresh them all at once. */
export const ORDERS_KEY = ['orders'] as const;
/** The customer's after-sale requests and store credit (issue 17). */
export const AFTER_SALE_KEY = ['after-sale'] as const;
export const WALLET_KEY = ['wallet'] as const;

/** The customer's own lists (SPEC §4: fetched on login, cleared on logout). */
export const ACCOUNT_LIST_KEYS = [CART_KEY, FAVORITES_KEY] as const;
