import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { schema, type Db, type TaxDocument } from '@kanak/db';
import type { RateCard, TaxDocumentType } from '@kanak/domain';

const { taxDocuments, taxDocumentSeries, rateCards } = schema;

/**
 * The next number of a series, taken in the caller's transaction: the series row stays locked
 * until it commits (concurrent issuers queue) and a rollback gives the number back, so numbers
 * never gap or repeat.
 */
export async function nextSequence(tx: Db, type: TaxDocumentType, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ type, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.type, taxDocumentSeries.financialYear],
      set: { lastSequence: sql`${taxDocumentSeries.lastSequence} + 1` },
    })
    .returning({ sequence: taxDocumentSeries.lastSequence });
  if (!row) throw new Error(`no sequence for ${type} ${financialYear}`);
  return row.sequence;
}

export async function insertTaxDocument(tx: Db, values: typeof taxDocuments.$inferInsert): Promise<TaxDocument> {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  if (!row) throw new Error('insert into tax_documents returned no row');
  return row;
}

/** An order's documents in the order they were issued. */
export async function documentsOfOrder(db: Db, orderId: number, types?: TaxDocumentType[]): Promise<TaxDocument[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), types ? inArray(taxDocuments.type, types) : undefined))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

export async function findTaxDocument(db: Db, orderId: number, id: number): Promise<TaxDocument | undefined> {
  const [row] = await db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.id, id)));
  return row;
}

/** Whether a document of `type` already records this payment, refund or after-sale request (issuing twice is a no-op). */
export async function documentFor(db: Db, type: TaxDocumentType, ref: { paymentId?: number; refundId?: number; afterSaleRequestId?: number }): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.type, type),
        ref.paymentId !== undefined ? eq(taxDocuments.paymentId, ref.paymentId) : undefined,
        ref.refundId !== undefined ? eq(taxDocuments.refundId, ref.refundId) : undefined,
        ref.afterSaleRequestId !== undefined ? eq(taxDocuments.afterSaleRequestId, ref.afterSaleRequestId) : undefined,
      ),
    );
  return row;
}

/** Every document issued in [from, to), for the GST register (a purchase voucher of old gold has no order). */
export async function registerRows(db: Db, from: Date, to: Date) {
  return db
    .select({ doc: taxDocuments })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(asc(taxDocuments.type), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
}

/** The rate card that was in force at `at` (the one a buyback's value was set on). */
export async function rateCardAt(db: Db, at: Date): Promise<RateCard | null> {
  const [row] = await db.select().from(rateCards).where(lte(rateCards.effectiveFrom, at)).orderBy(desc(rateCards.effectiveFrom), desc(rateCards.id)).limit(1);
  return row ? { gold: row.gold, diamond: row.diamond } : null;
}
