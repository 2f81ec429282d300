/** Every storefront URL of SPEC §2, built in one place so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  /** Listing by category id or by name search text. */
  dashboard: (categoryIdOrText?: number | string) =>
    categoryIdOrText === undefined
      ? '/dashboard'
      : `/dashboard/${encodeURIComponent(String(categoryIdOrText))}`,
  product: (productId: number) => `/productdetail/${productId}`,
  priceFilter: (maxAmount: number) => `/price-filter/${maxAmount}`,
  favorites: '/favorites',
  cart: '/placeorder',
  myOrders: '/myorder',
  login: '/login',
  customize: '/customizeform',
  accessories: '/ac',
  bulkOrder: '/bulkorder',
  about: '/aboutus',
  contact: '/contactus',
  privacy: '/privacy-policy',
  returns: '/return-policy',
  terms: '/termandcondition',
  cancellation: '/Cancellation',
} as const;
