import { eq } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import type { RequestStatus } from '@kanak/domain';

/** The request with its new status, or undefined when there is none. */
export async function setRequestStatus(db: Db, id: number, status: RequestStatus) {
  const [row] = await db.update(schema.serviceRequests).set({ status }).where(eq(schema.serviceRequests.id, id)).returning();
  return row;
}
