import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/catalog/routes/home';
import { ErrorPage, RootErrorPage } from './error-page';
import { Layout } from './layout';

/*
 * How to add a page (ARCHITECTURE §2): put it in features/<feature>/routes/<page>.tsx as a named
 * export, then add one entry to `pages` below with `lazy`, so its code loads only when visited.
 * URLs come from lib/paths.ts. Everything but the layout and home is lazy (budget: ARCHITECTURE §6).
 */
const pages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'dashboard/:param?',
    lazy: async () => ({
      Component: (await import('../features/catalog/routes/dashboard')).DashboardPage,
    }),
  },
  {
    path: 'price-filter/:max',
    lazy: async () => ({
      Component: (await import('../features/catalog/routes/price-filter')).PriceFilterPage,
    }),
  },
  {
    path: 'ac',
    lazy: async () => ({
      Component: (await import('../features/catalog/routes/accessories')).AccessoriesPage,
    }),
  },
  {
    path: 'productdetail/:id',
    lazy: async () => ({
      Component: (await import('../features/product/routes/product-page')).ProductPage,
    }),
  },
  // Auth screens (SPEC §2, issue 4) and the password reset (ARCHITECTURE §8), one chunk for the
  // five: they share their forms.
  ...(['login', 'signup', 'loginwithmobile', 'verifymobile', 'forgot-password'] as const).map(
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
    lazy: async () => ({ Component: (await import('../features/content/routes/about')).AboutPage }),
  },
  {
    path: 'contactus',
    lazy: async () => ({
      Component: (await import('../features/content/routes/contact')).ContactPage,
    }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({
      Component: (await import('../features/content/routes/privacy-policy')).PrivacyPolicyPage,
    }),
  },
  {
    path: 'return-policy',
    lazy: async () => ({
      Component: (await import('../features/content/routes/return-policy')).ReturnPolicyPage,
    }),
  },
  {
    path: 'termandcondition',
    lazy: async () => ({ Component: (await import('../features/content/routes/terms')).TermsPage }),
  },
  {
    path: 'Cancellation',
    lazy: async () => ({
      Component: (await import('../features/content/routes/cancellation')).CancellationPage,
    }),
  },
  {
    path: 'customizeform',
    lazy: async () => ({
      Component: (await import('../features/requests/routes/customize-form')).CustomizeFormPage,
    }),
  },
  {
    path: 'bulkorder',
    lazy: async () => ({
      Component: (await import('../features/requests/routes/bulk-order')).BulkOrderPage,
    }),
  },
  // Cart, wishlist and the address step (SPEC §2, issue 5). /Favorites matches too (case-insensitive).
  {
    path: 'placeorder',
    lazy: async () => ({ Component: (await import('../features/cart/routes/cart-page')).CartPage }),
  },
  {
    path: 'favorites',
    lazy: async () => ({
      Component: (await import('../features/favorites/routes/favorites-page')).FavoritesPage,
    }),
  },
  {
    path: 'addaddress',
    lazy: async () => ({
      Component: (await import('../features/addresses/routes/add-address-page')).AddAddressPage,
    }),
  },
  // Orders (SPEC §2, issue 6).
  {
    path: 'myorder',
    lazy: async () => ({ Component: (await import('../features/orders/routes/my-orders')).MyOrdersPage }),
  },
  {
    path: 'viewdetail/:id',
    lazy: async () => ({
      Component: (await import('../features/orders/routes/order-detail')).OrderDetailPage,
    }),
  },
  // SPEC §2 /test: the internal product-creation test form (issue 7).
  {
    path: 'test',
    lazy: async () => ({
      Component: (await import('../features/admin/routes/product-test')).ProductTestPage,
    }),
  },
  // SPEC §2: "any other path" — keep this last.
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
  },
];

export const router = createBrowserRouter([
  // The admin back office (issue 7): its own frame and routes, all in one lazy chunk.
  {
    path: 'admin/*',
    errorElement: <RootErrorPage />,
    lazy: async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp }),
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
]);
