import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Order as OrderRow } from '@kanak/db';

const { orders, orderItems, payments } = schema;

/** The customer's unpaid orders within their 24 hours that hold any of these cart lines, locked. */
export async function unpaidOrdersHolding(tx: Db, userId: number, cartIds: number[]): Promise<OrderRow[]> {
  const holders = tx.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.cartItemId, cartIds));
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_advance'), gt(orders.expiresAt, sql`now()`), inArray(orders.id, holders)))
    .for('update');
}

/** Paise of store credit an order's advance took, or undefined when it took none. */
export async function storeCreditSpent(tx: Db, orderId: number): Promise<number | undefined> {
  const [spent] = await tx
    .select({ amount: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'store_credit'), eq(payments.kind, 'advance')));
  return spent?.amount;
}
