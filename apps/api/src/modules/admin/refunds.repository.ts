import { eq } from 'drizzle-orm';
import { schema, type Db, type Refund } from '@kanak/db';

const { refunds } = schema;

/** The refunds an admin's refund request made (its first row carries the key, the others `key#n`). */
export async function refundsWithKey(db: Db, idempotencyKey: string): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
}
