import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCarouselRoutes } from './carousel.routes.ts';
import { adminCategoriesRoutes } from './categories.routes.ts';
import { adminCustomersRoutes } from './customers.routes.ts';
import { adminDashboardRoutes } from './dashboard.routes.ts';
import { adminOrdersRoutes } from './orders.routes.ts';
import { adminProductsRoutes } from './products.routes.ts';
import { adminRatesRoutes } from './rates.routes.ts';
import { adminRequestsRoutes } from './requests.routes.ts';
import { adminHolidaysRoutes } from '../settings/holidays.routes.ts';
import { adminTaxRoutes } from '../tax/tax.routes.ts';
import { adminAfterSaleRoutes } from '../after-sale/after-sale.routes.ts';
import { adminWalletRoutes } from '../wallet/wallet.routes.ts';
import { adminGoldExchangeRoutes } from '../gold-exchange/gold-exchange.routes.ts';
import { adminOffersRoutes } from '../offers/offers.routes.ts';
import { adminSearchRoutes } from '../search/search.routes.ts';
import { adminWorkshopRoutes } from '../workshop/workshop.routes.ts';
import { adminDesignsRoutes } from '../workshop/designs.routes.ts';

/**
 * Everything under /api/admin (issue 7). app.ts registers this inside the admin scope, whose
 * guard and no-store hooks cover every route added here: visitors get 401, customers 403.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminRatesRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminCarouselRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminRequestsRoutes);
  await app.register(adminHolidaysRoutes);
  await app.register(adminTaxRoutes);
  await app.register(adminAfterSaleRoutes);
  await app.register(adminWalletRoutes);
  await app.register(adminGoldExchangeRoutes);
  await app.register(adminOffersRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminWorkshopRoutes);
  await app.register(adminDesignsRoutes);
};
