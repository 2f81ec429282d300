import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { schema, type Db, type Karigar, type WorkshopJob } from '@kanak/db';

const { karigars, workshopJobs, orderItems, orders } = schema;

export async function insertKarigar(db: Db, values: typeof karigars.$inferInsert): Promise<Karigar> {
  const [row] = await db.insert(karigars).values(values).returning();
  if (!row) throw new Error('insert into karigars returned no row');
  return row;
}

export async function listKarigars(db: Db): Promise<Karigar[]> {
  return db.select().from(karigars).orderBy(asc(karigars.name), asc(karigars.id));
}

export async function findKarigar(db: Db, id: number): Promise<Karigar | undefined> {
  const [row] = await db.select().from(karigars).where(eq(karigars.id, id));
  return row;
}

/** The order's status and the piece, when the piece is on that order. */
export async function orderPiece(db: Db, orderId: number, itemId: number) {
  const [row] = await db
    .select({ status: orders.status, itemId: orderItems.id })
    .from(orders)
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.id, itemId)))
    .where(eq(orders.id, orderId));
  return row;
}

export async function insertJob(db: Db, values: typeof workshopJobs.$inferInsert): Promise<WorkshopJob> {
  const [row] = await db.insert(workshopJobs).values(values).returning();
  if (!row) throw new Error('insert into workshop_jobs returned no row');
  return row;
}

/** Locks the job's row for the receipt; a job already received stays as it is. */
export async function lockJob(db: Db, id: number): Promise<WorkshopJob | undefined> {
  const [row] = await db.select().from(workshopJobs).where(eq(workshopJobs.id, id)).for('update');
  return row;
}

/** Records the return of an issued job (answers undefined when it was received already). */
export async function markReceived(db: Db, id: number, values: Partial<typeof workshopJobs.$inferInsert>): Promise<WorkshopJob | undefined> {
  const [row] = await db
    .update(workshopJobs)
    .set({ ...values, status: 'received', receivedAt: new Date() })
    .where(and(eq(workshopJobs.id, id), eq(workshopJobs.status, 'issued')))
    .returning();
  return row;
}

export async function openJobsOf(db: Db, karigarId: number): Promise<WorkshopJob[]> {
  return db
    .select()
    .from(workshopJobs)
    .where(and(eq(workshopJobs.karigarId, karigarId), eq(workshopJobs.status, 'issued')))
    .orderBy(asc(workshopJobs.dueOn), asc(workshopJobs.id));
}

/** Received jobs of a karigar, newest first: their loss over time. */
export async function receivedJobsOf(db: Db, karigarId: number): Promise<WorkshopJob[]> {
  return db
    .select()
    .from(workshopJobs)
    .where(and(eq(workshopJobs.karigarId, karigarId), eq(workshopJobs.status, 'received'), isNotNull(workshopJobs.receivedAt)))
    .orderBy(desc(workshopJobs.receivedAt), desc(workshopJobs.id))
    .limit(200);
}

/** Jobs with their karigar's name, the earliest due first (at most 500), by order and status. */
export async function listJobs(db: Db, filter: { orderId?: number | undefined; status?: 'issued' | 'received' | undefined }) {
  return db
    .select({ job: workshopJobs, karigarName: karigars.name })
    .from(workshopJobs)
    .innerJoin(karigars, eq(karigars.id, workshopJobs.karigarId))
    .where(
      and(
        filter.orderId === undefined ? undefined : eq(workshopJobs.orderId, filter.orderId),
        filter.status === undefined ? undefined : eq(workshopJobs.status, filter.status),
      ),
    )
    .orderBy(asc(workshopJobs.dueOn), asc(workshopJobs.id))
    .limit(500);
}

/** Jobs still out whose due date is before `today` (YYYY-MM-DD). */
export async function overdueJobCount(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(workshopJobs)
    .where(and(eq(workshopJobs.status, 'issued'), lt(workshopJobs.dueOn, today)));
  return Number(row?.n ?? 0);
}

/** What a job card prints: the job, its karigar and the piece as ordered. */
export async function jobCard(db: Db, id: number) {
  const [row] = await db
    .select({ job: workshopJobs, karigar: karigars, piece: { snapshot: orderItems.productSnapshot, goldColour: orderItems.goldColour, ringSize: orderItems.ringSize, quantity: orderItems.quantity } })
    .from(workshopJobs)
    .innerJoin(karigars, eq(karigars.id, workshopJobs.karigarId))
    .innerJoin(orderItems, eq(orderItems.id, workshopJobs.itemId))
    .where(eq(workshopJobs.id, id));
  return row;
}
