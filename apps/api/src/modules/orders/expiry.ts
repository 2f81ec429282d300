import type { Db } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';
import { expireStaleOrders as expire } from './order-status.repository.ts';

/** Every five minutes on each node; the statement is idempotent, so nodes may overlap. */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Unpaid orders expire 24 h after creation (ARCHITECTURE §4), through the one transition function.
 * It touches only the orders: the cart lines were never taken out of the cart.
 */
export async function expireStaleOrders(db: Db): Promise<number[]> {
  return expire(db, ORDER_MESSAGES.expired);
}
