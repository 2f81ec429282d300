/** @kanak/db: schema, client factory, migrations and database-side pricing (ARCHITECTURE §1–2). */
import * as schema from './schema/index.ts';

export { schema };
export * from './schema/index.ts';
export * from './types.ts';
export { createDatabase, quoteIdent, type DatabaseOptions } from './client.ts';
export { migrate, migrationsFolder, underStartLock } from './migrate.ts';
export { currentRateCard, currentRateCardRow } from './rate-card.ts';
export { preparedFor } from './prepared.ts';
export {
  LIST_PRICE_OPTIONS,
  listPriceOf,
  listPricePartsInSql,
  pricedAtSql,
  type PriceAt,
  type ListPriceParts,
  pricingInputOf,
  recomputeListPrice,
  recomputeListPrices,
  stonesPaiseOf,
} from './list-price.ts';
export { isCheckViolation, isUniqueViolation, pgErrorCode, pgErrorConstraint } from './errors.ts';
export { hasCatalogue, seedDemo } from './seed/index.ts';
export type { WriteMedia } from './seed/types.ts';
