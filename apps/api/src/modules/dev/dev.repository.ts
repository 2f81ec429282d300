import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';

const { messageOutbox } = schema;

/** The newest `limit` messages the outbox holds for one recipient. */
export async function outboxFor(db: Db, to: string, limit: number) {
  return db.select().from(messageOutbox).where(eq(messageOutbox.to, to)).orderBy(desc(messageOutbox.id)).limit(limit);
}
