import type { ComponentType } from 'react';

/**
 * The back office's pages, each loaded on first visit. The route table (app/router.tsx) names
 * them by key and loads this module first, so that the list of every admin chunk's imports, which
 * Vite writes beside each dynamic import for preloading, lives in this admin-only chunk and not in
 * the shop's entry (ARCHITECTURE §6: 120 KB for `/`).
 */
export const ADMIN_PAGES = {
  dashboard: async () => (await import('./routes/dashboard')).DashboardPage,
  orders: async () => (await import('./routes/orders')).OrdersPage,
  order: async () => (await import('./routes/order-detail')).OrderDetailPage,
  rates: async () => (await import('./routes/rates')).RatesPage,
  products: async () => (await import('./routes/products')).ProductsPage,
  newProduct: async () => (await import('./routes/product-edit')).NewProductPage,
  product: async () => (await import('./routes/product-edit')).ProductEditPage,
  categories: async () => (await import('./routes/categories')).CategoriesPage,
  carousel: async () => (await import('./routes/carousel')).CarouselPage,
  requests: async () => (await import('./routes/requests')).RequestsPage,
  afterSale: async () => (await import('./routes/after-sale')).AfterSalePage,
  offers: async () => (await import('./routes/offers')).OffersPage,
  customers: async () => (await import('./routes/customers')).CustomersPage,
  customer: async () => (await import('./routes/customer-detail')).CustomerDetailPage,
  holidays: async () => (await import('./routes/holidays')).HolidaysPage,
  search: async () => (await import('./routes/search')).SearchPage,
  workshop: async () => (await import('./routes/workshop')).WorkshopPage,
  karigars: async () => (await import('./routes/karigars')).KarigarsPage,
  karigar: async () => (await import('./routes/karigar-detail')).KarigarDetailPage,
  metal: async () => (await import('./routes/metal')).MetalPage,
  outbox: async () => (await import('./routes/outbox')).OutboxPage,
  plans: async () => (await import('./routes/plans')).PlansPage,
  goldExchange: async () => (await import('./routes/gold-exchange')).GoldExchangeAdminPage,
  notFound: async () => (await import('./components/admin-not-found')).AdminNotFound,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPage = keyof typeof ADMIN_PAGES;
