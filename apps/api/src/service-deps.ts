import type { OfferRule, RateCard } from '@kanak/domain';
import type { Database } from '@kanak/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Messenger } from './providers/messaging/messenger.ts';
import type { PaymentProvider } from './providers/payments/provider.ts';
import type { Storage } from './providers/storage/storage.ts';

/**
 * What services may use. The Fastify instance carries all of it as decorators, so a route passes
 * `app`; a service names the part it needs as `Pick<ServiceDeps, …>` and tests may pass just that.
 */
export interface ServiceDeps {
  database: Database;
  storage: Storage;
  messenger: Messenger;
  payments: PaymentProvider;
  config: Env;
  log: FastifyBaseLogger;
  /** Today's card and the offers live now, remembered until the catalogue changes (modules/catalog/catalogue-cache-plugin.ts). */
  pricing: PricingInputs;
}

/**
 * Today's card and the offers live now, passed in by the routes, which remember both until the
 * catalogue changes (decision 032).
 */
export interface PricingInputs {
  card: () => Promise<RateCard>;
  offers: () => Promise<readonly OfferRule[]>;
}
