import { eq } from 'drizzle-orm';
import { schema, type Db, type DocumentRow } from '@kanak/db';
import { settlePrivateUploads } from '../../providers/storage/private-uploads.ts';

const { documents, auditLog } = schema;

/** Records a stored document and marks its file as kept (no longer swept as an orphan). */
export async function insertDocument(db: Db, values: typeof documents.$inferInsert): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('insert into documents returned no row');
  await settlePrivateUploads(db, [values.storageKey]);
  return row.id;
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** The audit line every read of an identity document leaves (ARCHITECTURE §4). */
export async function recordDocumentRead(db: Db, read: { actorUserId: number; document: DocumentRow; orderId: number; ip: string }) {
  await db.insert(auditLog).values({
    actorUserId: read.actorUserId,
    action: 'document_read',
    entity: 'document',
    entityId: String(read.document.id),
    detail: { order_id: read.orderId, kind: read.document.kind },
    ip: read.ip,
  });
}
