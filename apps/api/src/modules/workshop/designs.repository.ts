import { asc, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db, type DesignFileRow, type OrderDesignRow, type OrderPhotoRow } from '@kanak/db';
import type { ProductionStage } from '@kanak/domain';

const { orderDesigns, orderPhotos } = schema;

/** Every design round of these orders, by order, oldest round first. */
export async function designsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderDesignRow[]>> {
  const out = new Map<number, OrderDesignRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.select().from(orderDesigns).where(inArray(orderDesigns.orderId, orderIds)).orderBy(asc(orderDesigns.round));
  for (const row of rows) out.set(row.orderId, [...(out.get(row.orderId) ?? []), row]);
  return out;
}

/** Every bench photo of these orders, by order, oldest first. */
export async function photosOf(db: Db, orderIds: number[]): Promise<Map<number, OrderPhotoRow[]>> {
  const out = new Map<number, OrderPhotoRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.select().from(orderPhotos).where(inArray(orderPhotos.orderId, orderIds)).orderBy(asc(orderPhotos.createdAt), asc(orderPhotos.id));
  for (const row of rows) out.set(row.orderId, [...(out.get(row.orderId) ?? []), row]);
  return out;
}

/** The order's latest round (the highest number), if it has one. */
export async function latestDesign(db: Db, orderId: number): Promise<OrderDesignRow | undefined> {
  const [row] = await db.select().from(orderDesigns).where(eq(orderDesigns.orderId, orderId)).orderBy(desc(orderDesigns.round)).limit(1);
  return row;
}

export async function findDesign(db: Db, id: number): Promise<OrderDesignRow | undefined> {
  const [row] = await db.select().from(orderDesigns).where(eq(orderDesigns.id, id));
  return row;
}

export async function insertDesign(
  db: Db,
  values: { orderId: number; round: number; files: DesignFileRow[]; note: string | null; createdBy: number | null },
): Promise<OrderDesignRow> {
  const [row] = await db.insert(orderDesigns).values(values).returning();
  if (!row) throw new Error('design not inserted');
  return row;
}

export async function answerDesign(
  db: Db,
  id: number,
  answer: { status: 'approved' | 'changes_requested'; customerComment: string | null },
): Promise<OrderDesignRow> {
  const [row] = await db
    .update(orderDesigns)
    .set({ ...answer, answeredAt: new Date() })
    .where(eq(orderDesigns.id, id))
    .returning();
  if (!row) throw new Error('design not answered');
  return row;
}

export async function insertPhotos(
  db: Db,
  values: { orderId: number; stage: ProductionStage; storageKey: string; contentType: string; createdBy: number | null }[],
): Promise<OrderPhotoRow[]> {
  if (values.length === 0) return [];
  return db.insert(orderPhotos).values(values).returning();
}

export async function findPhoto(db: Db, id: number): Promise<OrderPhotoRow | undefined> {
  const [row] = await db.select().from(orderPhotos).where(eq(orderPhotos.id, id));
  return row;
}
