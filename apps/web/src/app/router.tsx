import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminPage } from '../features/admin/admin-pages';
import { HomePage } from '../features/catalog/routes/home';
import { ErrorPage, RootErrorPage } from './error-page';
import { Layout } from './layout';

/** A route's lazy page: the named component of a module loaded on first visit. */
function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

/*
 * How to add a page (ARCHITECTURE §2): put it in features/<feature>/routes/<page>.tsx as a named
 * export, then add one entry to `pages` below with `lazy`, so its code loads only when visited.
 * URLs come from lib/paths.ts. Everything but the layout and home is lazy (budget: ARCHITECTURE §6).
 */
const pages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'dashboard/:param?',
    lazy: page(() => import('../features/catalog/routes/dashboard'), 'DashboardPage'),
  },
  {
    path: 'price-filter/:max',
    lazy: page(() => import('../features/catalog/routes/price-filter'), 'PriceFilterPage'),
  },
  {
    path: 'ac',
    lazy: page(() => import('../features/catalog/routes/accessories'), 'AccessoriesPage'),
  },
  {
    path: 'productdetail/:id',
    lazy: page(() => import('./routes/product-page'), 'ProductPage'),
  },
  // Auth screens (SPEC §2, issue 4), the password reset (ARCHITECTURE §8) and the e-mail link's
  // page (decision 044), one chunk: they share their forms.
  ...(['login', 'signup', 'loginwithmobile', 'verifymobile', 'forgot-password', 'verify-email'] as const).map(
    (path) => ({
      path,
      lazy: async () => ({
        Component: (await import('../features/auth/routes/auth-screens')).AUTH_SCREENS[path],
      }),
    }),
  ),
  // Content pages and request forms (issue 8); paths match case-insensitively, as React Router does.
  {
    path: 'aboutus',
    lazy: page(() => import('../features/content/routes/about'), 'AboutPage'),
  },
  {
    path: 'contactus',
    lazy: page(() => import('../features/content/routes/contact'), 'ContactPage'),
  },
  {
    path: 'privacy-policy',
    lazy: page(() => import('../features/content/routes/privacy-policy'), 'PrivacyPolicyPage'),
  },
  {
    path: 'return-policy',
    lazy: page(() => import('../features/content/routes/return-policy'), 'ReturnPolicyPage'),
  },
  {
    path: 'termandcondition',
    lazy: page(() => import('../features/content/routes/terms'), 'TermsPage'),
  },
  {
    path: 'Cancellation',
    lazy: page(() => import('../features/content/routes/cancellation'), 'CancellationPage'),
  },
  {
    path: 'customizeform',
    lazy: page(() => import('../features/requests/routes/customize-form'), 'CustomizeFormPage'),
  },
  {
    path: 'bulkorder',
    lazy: page(() => import('../features/requests/routes/bulk-order'), 'BulkOrderPage'),
  },
  // Cart, wishlist and the address step (SPEC §2, issue 5). /Favorites matches too (case-insensitive).
  {
    path: 'placeorder',
    lazy: page(() => import('./routes/cart-page'), 'CartPage'),
  },
  {
    path: 'favorites',
    lazy: page(() => import('./routes/favorites-page'), 'FavoritesPage'),
  },
  {
    path: 'addaddress',
    lazy: page(() => import('./routes/checkout-page'), 'AddAddressPage'),
  },
  // Orders (SPEC §2, issue 6).
  {
    path: 'myorder',
    lazy: page(() => import('../features/orders/routes/my-orders'), 'MyOrdersPage'),
  },
  {
    path: 'viewdetail/:id',
    lazy: page(() => import('./routes/order-detail'), 'OrderDetailPage'),
  },
  // After the sale (issue 17): the customer's requests and store credit.
  {
    path: 'myrequests',
    lazy: page(() => import('../features/after-sale/routes/my-requests'), 'MyRequestsPage'),
  },
  {
    path: 'wallet',
    lazy: page(() => import('../features/after-sale/routes/wallet'), 'WalletPage'),
  },
  // Old gold in (issue 39 part 1): the estimate, the request, the valuation to accept.
  {
    path: 'gold-exchange',
    lazy: page(() => import('../features/gold-exchange/routes/gold-exchange'), 'GoldExchangePage'),
  },
  // The 11 + 1 purchase plan (issue 39 part 2): join and pay, or one plan's page.
  {
    path: 'plans/:id?',
    lazy: page(() => import('./routes/plans-pages'), 'PlansRoute'),
  },
  // The customer's data under the DPDP Act (issue 40): download it, close the account.
  {
    path: 'account/privacy',
    lazy: page(() => import('../features/auth/routes/account-privacy'), 'AccountPrivacyPage'),
  },
  // The channels per kind of message and the marketing consent (issue 40 part 2).
  {
    path: 'account/notifications',
    lazy: page(() => import('../features/notifications/routes/account-notifications'), 'AccountNotificationsPage'),
  },
  // SPEC §2 /test: the internal product-creation test form (issue 7).
  {
    path: 'test',
    lazy: page(() => import('../features/admin/routes/product-test'), 'ProductTestPage'),
  },
  // SPEC §2: "any other path" — keep this last.
  {
    path: '*',
    lazy: page(() => import('./not-found-page'), 'NotFoundPage'),
  },
];

/** A back-office page: loaded through the admin's own page list (features/admin/admin-pages.ts). */
const admin = (name: AdminPage) => async () => ({
  Component: await (await import('../features/admin/admin-pages')).ADMIN_PAGES[name](),
});

/** The back office's pages below /admin (URLs as in docs/decisions/010). */
const adminPages: RouteObject[] = [
  { index: true, lazy: admin('dashboard') },
  { path: 'orders', lazy: admin('orders') },
  { path: 'orders/:id', lazy: admin('order') },
  { path: 'rates', lazy: admin('rates') },
  { path: 'products', lazy: admin('products') },
  { path: 'products/new', lazy: admin('newProduct') },
  { path: 'products/:id', lazy: admin('product') },
  { path: 'categories', lazy: admin('categories') },
  { path: 'carousel', lazy: admin('carousel') },
  { path: 'requests', lazy: admin('requests') },
  { path: 'after-sale', lazy: admin('afterSale') },
  { path: 'offers', lazy: admin('offers') },
  { path: 'customers', lazy: admin('customers') },
  { path: 'customers/:id', lazy: admin('customer') },
  { path: 'holidays', lazy: admin('holidays') },
  { path: 'search', lazy: admin('search') },
  // The workshop (issue 38): open jobs and stock, karigars, the gold ledger.
  { path: 'workshop', lazy: admin('workshop') },
  { path: 'workshop/karigars', lazy: admin('karigars') },
  { path: 'workshop/karigars/:id', lazy: admin('karigar') },
  { path: 'workshop/metal', lazy: admin('metal') },
  // Outside production the messages customers would get, each as its channel shows it (issue 40).
  { path: 'outbox', lazy: admin('outbox') },
  // The purchase plans, every enrolment, what is due this month and what matured (issue 39 part 2).
  { path: 'plans', lazy: admin('plans') },
  // Customers' old gold: the list, or one lot moved through its steps (issue 39 part 1).
  { path: 'gold-exchange/:id?', lazy: admin('goldExchange') },
  // Any other path below /admin: a line inside the frame, not the shop's 404 page.
  { path: '*', lazy: admin('notFound') },
];

/**
 * Every page of the shop: the browser's router (main.tsx) and the server's renderer
 * (entry-server.tsx) are made from this one list.
 */
export const routes: RouteObject[] = [
  // The admin back office (issue 7): a layout route with its own frame and access check, and lazy
  // pages like the shop's, so none of its code joins the shop's chunks.
  {
    path: 'admin',
    errorElement: <RootErrorPage />,
    lazy: page(() => import('../features/admin/routes/admin-layout'), 'AdminLayout'),
    children: adminPages,
  },
  {
    Component: Layout,
    errorElement: <RootErrorPage />,
    children: [
      // Errors inside a page render within the layout, so header and footer stay usable. The first
      // paint waits for the page's lazy code (main.tsx), so no placeholder is needed meanwhile.
      { errorElement: <ErrorPage />, children: pages },
    ],
  },
];
