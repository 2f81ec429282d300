import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type Db, type TaxDocument } from '@kanak/db';

const { plans, planEnrolments, planInstalments, planVoucherSeries, planReminders, taxDocuments, users } = schema;

export type PlanRow = typeof plans.$inferSelect;
export type EnrolmentRow = typeof planEnrolments.$inferSelect;
export type InstalmentRow = typeof planInstalments.$inferSelect;

export async function listPlans(db: Db, activeOnly: boolean): Promise<PlanRow[]> {
  return db.select().from(plans).where(activeOnly ? eq(plans.active, true) : undefined).orderBy(asc(plans.minMonthlyPaise), asc(plans.id));
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function insertPlan(db: Db, values: typeof plans.$inferInsert): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('insert into plans returned no row');
  return row;
}

export async function updatePlan(db: Db, id: number, values: Partial<typeof plans.$inferInsert>): Promise<PlanRow | undefined> {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row;
}

export async function insertEnrolment(db: Db, values: typeof planEnrolments.$inferInsert): Promise<EnrolmentRow> {
  const [row] = await db.insert(planEnrolments).values(values).returning();
  if (!row) throw new Error('insert into plan_enrolments returned no row');
  return row;
}

/** The enrolment row, locked: payments counted for one plan queue behind each other. */
export async function lockEnrolment(tx: Db, id: number): Promise<EnrolmentRow | undefined> {
  const [row] = await tx.select().from(planEnrolments).where(eq(planEnrolments.id, id)).for('update');
  return row;
}

export async function findEnrolment(db: Db, id: number): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(planEnrolments).where(eq(planEnrolments.id, id));
  return row;
}

export async function updateEnrolment(db: Db, id: number, values: Partial<typeof planEnrolments.$inferInsert>): Promise<EnrolmentRow> {
  const [row] = await db.update(planEnrolments).set(values).where(eq(planEnrolments.id, id)).returning();
  if (!row) throw new Error(`enrolment ${id} vanished`);
  return row;
}

export async function enrolmentsOf(db: Db, userId: number): Promise<EnrolmentRow[]> {
  return db.select().from(planEnrolments).where(eq(planEnrolments.userId, userId)).orderBy(desc(planEnrolments.id));
}

/** Every enrolment that has money in it, with its customer (the owner's list). */
export async function allEnrolments(db: Db) {
  return db
    .select({ enrolment: planEnrolments, customer: { id: users.id, name: users.name, phone: users.phoneNumber } })
    .from(planEnrolments)
    .innerJoin(users, eq(users.id, planEnrolments.userId))
    .where(isNotNull(planEnrolments.enrolledOn))
    .orderBy(desc(planEnrolments.id))
    .limit(500);
}

export async function activeEnrolments(db: Db): Promise<EnrolmentRow[]> {
  return db.select().from(planEnrolments).where(eq(planEnrolments.status, 'active')).orderBy(asc(planEnrolments.id));
}

export async function insertInstalment(db: Db, values: typeof planInstalments.$inferInsert): Promise<InstalmentRow> {
  const [row] = await db.insert(planInstalments).values(values).returning();
  if (!row) throw new Error('insert into plan_instalments returned no row');
  return row;
}

export async function instalmentsOf(db: Db, enrolmentIds: number[]): Promise<Map<number, InstalmentRow[]>> {
  const byEnrolment = new Map<number, InstalmentRow[]>(enrolmentIds.map((id) => [id, []]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await db.select().from(planInstalments).where(inArray(planInstalments.enrolmentId, enrolmentIds)).orderBy(asc(planInstalments.id));
  for (const r of rows) byEnrolment.get(r.enrolmentId)?.push(r);
  return byEnrolment;
}

export async function findInstalmentByProviderOrder(db: Db, providerOrderId: string): Promise<InstalmentRow | undefined> {
  const [row] = await db.select().from(planInstalments).where(eq(planInstalments.providerOrderId, providerOrderId));
  return row;
}

/** A customer's instalment by its provider order id; another customer's is not found. */
export async function findOwnInstalment(db: Db, providerOrderId: string, userId: number): Promise<InstalmentRow | undefined> {
  const [row] = await db
    .select({ instalment: planInstalments })
    .from(planInstalments)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planInstalments.enrolmentId))
    .where(and(eq(planInstalments.providerOrderId, providerOrderId), eq(planEnrolments.userId, userId)));
  return row?.instalment;
}

export async function findInstalment(db: Db, id: number): Promise<InstalmentRow | undefined> {
  const [row] = await db.select().from(planInstalments).where(eq(planInstalments.id, id));
  return row;
}

export async function updateInstalment(db: Db, id: number, values: Partial<typeof planInstalments.$inferInsert>): Promise<void> {
  await db.update(planInstalments).set(values).where(eq(planInstalments.id, id));
}

/** The plans' GST documents (receipt vouchers, a refund voucher), in the order they were issued. */
export async function planDocumentsOf(db: Db, enrolmentIds: number[]): Promise<TaxDocument[]> {
  if (enrolmentIds.length === 0) return [];
  return db.select().from(taxDocuments).where(inArray(taxDocuments.planEnrolmentId, enrolmentIds)).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

/** One document of a plan; another plan's is not found. */
export async function findPlanDocument(db: Db, enrolmentId: number, id: number): Promise<TaxDocument | undefined> {
  const [row] = await db.select().from(taxDocuments).where(and(eq(taxDocuments.planEnrolmentId, enrolmentId), eq(taxDocuments.id, id)));
  return row;
}

/** Counted instalments whose receipt voucher is a number without a document (numbered before decision 058's vouchers). */
export async function instalmentsWithoutVoucher(db: Db): Promise<InstalmentRow[]> {
  const rows = await db
    .select({ i: planInstalments })
    .from(planInstalments)
    .leftJoin(taxDocuments, and(eq(taxDocuments.planInstalmentId, planInstalments.id), eq(taxDocuments.type, 'plan_receipt_voucher')))
    .where(and(isNotNull(planInstalments.voucherNumber), isNull(taxDocuments.id)))
    .orderBy(asc(planInstalments.id))
    .limit(500);
  return rows.map((r) => r.i);
}

/** The next plan receipt voucher number of a financial year, in the paying transaction (a rollback gives it back). */
export async function nextVoucherSequence(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(planVoucherSeries)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: planVoucherSeries.financialYear, set: { lastSequence: sql`${planVoucherSeries.lastSequence} + 1` } })
    .returning({ sequence: planVoucherSeries.lastSequence });
  if (!row) throw new Error(`no plan voucher sequence for ${financialYear}`);
  return row.sequence;
}

/** Instalments whose money is owed back and not yet returned by the provider. */
export async function pendingRefunds(db: Db, ids?: number[]): Promise<InstalmentRow[]> {
  return db
    .select()
    .from(planInstalments)
    .where(and(eq(planInstalments.refundStatus, 'pending'), ids ? inArray(planInstalments.id, ids) : undefined))
    .orderBy(asc(planInstalments.id))
    .limit(100);
}

/** Records a reminder for one due date; false when it was sent before. */
export async function recordReminder(db: Db, enrolmentId: number, dueOn: string): Promise<boolean> {
  const rows = await db.insert(planReminders).values({ enrolmentId, dueOn }).onConflictDoNothing().returning({ id: planReminders.enrolmentId });
  return rows.length > 0;
}

/** Plans still running for a customer (they block closing the account). */
export async function openEnrolmentIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: planEnrolments.id })
    .from(planEnrolments)
    .where(and(eq(planEnrolments.userId, userId), eq(planEnrolments.status, 'active')))
    .orderBy(asc(planEnrolments.id));
  return rows.map((r) => r.id);
}
