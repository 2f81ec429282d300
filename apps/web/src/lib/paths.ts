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
  /** The address step of checkout; Place Order hands it the chosen lines in navigation state. */
  addAddress: '/addaddress',
  myOrders: '/myorder',
  orderDetail: (orderId: number) => `/viewdetail/${orderId}`,
  /** The customer's returns, exchanges, buyback and maintenance requests (issue 17). */
  myRequests: '/myrequests',
  /** Store credit: balance, history, redemption. */
  wallet: '/wallet',
  /** Old gold in: the estimate, the requests, the valuation to accept (issue 39). */
  goldExchange: '/gold-exchange',
  /** Download my data and close my account (DPDP Act 2023, ARCHITECTURE §12). */
  accountPrivacy: '/account/privacy',
  /** The channels per kind of message, and the marketing consent (issue 40). */
  accountNotifications: '/account/notifications',
  login: '/login',
  signup: '/signup',
  loginWithMobile: '/loginwithmobile',
  /** The six OTP boxes for the number in navigation state (or `?phone=`). */
  verifyMobile: '/verifymobile',
  /** The password reset: mobile number or e-mail, then the texted OTP and a new password. */
  forgotPassword: '/forgot-password',
  /** Where the verification e-mail's link lands (`?token=`), verified signed in (decision 044). */
  verifyEmail: '/verify-email',
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
