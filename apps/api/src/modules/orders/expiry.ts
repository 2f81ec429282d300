import { ORDER_MESSAGES } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { settleExpiredOrders } from '../payments/settle.ts';
import { expireStaleOrders as expire } from './order-status.repository.ts';

/** Every five minutes on each node; the statement is idempotent, so nodes may overlap. */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Unpaid orders expire 24 h after creation (ARCHITECTURE §4), through the one transition function.
 * The cart lines were never taken out of the cart; store credit an expired order spent on its
 * advance goes back to the wallet at once.
 */
export async function expireStaleOrders(deps: Pick<ServiceDeps, 'database' | 'config'>): Promise<number[]> {
  const ids = await expire(deps.database.db, ORDER_MESSAGES.expired);
  if (ids.length > 0) await settleExpiredOrders(deps.database.db, deps.config.shop, ids);
  return ids;
}
