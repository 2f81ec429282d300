import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { schema, type Db, type Payment, type TaxDocument } from '@kanak/db';

const { plans, planEnrolments, planInstalments, planVoucherSeries, planReminders, taxDocuments, users, payments, refunds } = schema;

export type PlanRow = typeof plans.$inferSelect;
export type EnrolmentRow = typeof planEnrolments.$inferSelect;

/**
 * An instalment as the plan reads it: its facts (`plan_instalments`) with its money from the one
 * ledger (decision 058 addendum): the `payments` row (provider order, payment id, amount, status)
 * and the `refunds` row of any return.
 */
const instalmentColumns = {
  id: planInstalments.id,
  enrolmentId: planInstalments.enrolmentId,
  paymentId: planInstalments.paymentId,
  refundId: planInstalments.refundId,
  number: planInstalments.number,
  paidOn: planInstalments.paidOn,
  paidAt: planInstalments.paidAt,
  voucherNumber: planInstalments.voucherNumber,
  autopay: planInstalments.autopay,
  dueOn: planInstalments.dueOn,
  createdAt: planInstalments.createdAt,
  provider: payments.provider,
  providerOrderId: payments.providerOrderId,
  providerPaymentId: payments.providerPaymentId,
  amountPaise: payments.amountPaise,
  status: payments.status,
  refundStatus: refunds.status,
  providerRefundId: refunds.providerRefundId,
  refundedAt: refunds.processedAt,
  refundError: refunds.lastError,
};

const selectInstalments = (db: Db) =>
  db
    .select(instalmentColumns)
    .from(planInstalments)
    .innerJoin(payments, eq(payments.id, planInstalments.paymentId))
    .leftJoin(refunds, eq(refunds.id, planInstalments.refundId));

export type InstalmentRow = Awaited<ReturnType<typeof selectInstalments>>[number];

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

/**
 * A provider order for one instalment: its `payments` row (kind `plan_instalment`) and the
 * instalment pointing at it, together.
 */
export async function insertInstalment(
  tx: Db,
  values: {
    enrolmentId: number;
    provider: Payment['provider'];
    providerOrderId: string;
    amountPaise: number;
    /** UPI AutoPay (decision 060): an authorising payment, or a debit for `dueOn`. */
    autopay?: 'none' | 'authorise' | 'debit';
    dueOn?: string;
  },
): Promise<InstalmentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({ planEnrolmentId: values.enrolmentId, kind: 'plan_instalment', provider: values.provider, providerOrderId: values.providerOrderId, amountPaise: values.amountPaise })
    .returning();
  if (!payment) throw new Error('insert into payments returned no row');
  const [row] = await tx
    .insert(planInstalments)
    .values({ enrolmentId: values.enrolmentId, paymentId: payment.id, autopay: values.autopay ?? 'none', dueOn: values.dueOn ?? null })
    .returning({ id: planInstalments.id });
  if (!row) throw new Error('insert into plan_instalments returned no row');
  const made = await findInstalment(tx, row.id);
  if (!made) throw new Error(`plan instalment ${row.id} vanished`);
  return made;
}

export async function instalmentsOf(db: Db, enrolmentIds: number[]): Promise<Map<number, InstalmentRow[]>> {
  const byEnrolment = new Map<number, InstalmentRow[]>(enrolmentIds.map((id) => [id, []]));
  if (enrolmentIds.length === 0) return byEnrolment;
  const rows = await selectInstalments(db).where(inArray(planInstalments.enrolmentId, enrolmentIds)).orderBy(asc(planInstalments.id));
  for (const r of rows) byEnrolment.get(r.enrolmentId)?.push(r);
  return byEnrolment;
}

/** The instalment whose payment row is `paymentId` (a `plan_instalment` payment). */
export async function findInstalmentByPayment(db: Db, paymentId: number): Promise<InstalmentRow | undefined> {
  const [row] = await selectInstalments(db).where(eq(planInstalments.paymentId, paymentId));
  return row;
}

/** A customer's instalment by its provider order id; another customer's is not found. */
export async function findOwnInstalment(db: Db, providerOrderId: string, userId: number): Promise<InstalmentRow | undefined> {
  const [row] = await selectInstalments(db)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planInstalments.enrolmentId))
    .where(and(eq(payments.providerOrderId, providerOrderId), eq(planEnrolments.userId, userId)));
  return row;
}

export async function findInstalment(db: Db, id: number): Promise<InstalmentRow | undefined> {
  const [row] = await selectInstalments(db).where(eq(planInstalments.id, id));
  return row;
}

/** The instalment's own facts (number, paid day, voucher, its refund row). */
export async function updateInstalment(db: Db, id: number, values: Partial<Pick<typeof planInstalments.$inferInsert, 'number' | 'paidOn' | 'paidAt' | 'voucherNumber' | 'refundId'>>): Promise<void> {
  await db.update(planInstalments).set(values).where(eq(planInstalments.id, id));
}

/**
 * The instalment's payment is paid with `providerPaymentId` (unique across the ledger): false when
 * it was paid already, so a second confirmation can never count it again, even unlocked.
 */
export async function markInstalmentPaymentPaid(db: Db, paymentId: number, providerPaymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'paid', providerPaymentId, signatureVerifiedAt: at })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Owes an instalment's money back: one `refunds` row, linked from the instalment. */
export async function oweInstalmentBack(tx: Db, inst: InstalmentRow, reason: string): Promise<number> {
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: inst.paymentId, planEnrolmentId: inst.enrolmentId, amountPaise: inst.amountPaise, reason })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('insert into refunds returned no row');
  await updateInstalment(tx, inst.id, { refundId: refund.id });
  return refund.id;
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
  return selectInstalments(db)
    .leftJoin(taxDocuments, and(eq(taxDocuments.planInstalmentId, planInstalments.id), eq(taxDocuments.type, 'plan_receipt_voucher')))
    .where(and(isNotNull(planInstalments.voucherNumber), isNull(taxDocuments.id)))
    .orderBy(asc(planInstalments.id))
    .limit(500);
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

/** The refund rows of plan instalments still owed back (sent by the ledger's refund sender). */
export async function pendingPlanRefundIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.status, 'pending'), isNotNull(refunds.planEnrolmentId))).orderBy(asc(refunds.id)).limit(100);
  return rows.map((r) => r.id);
}

/** The instalment a plan refund row returns (its receipt at the provider names it). */
export async function instalmentIdOfRefund(db: Db, refundId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: planInstalments.id }).from(planInstalments).where(eq(planInstalments.refundId, refundId));
  return row?.id;
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

/** What the provider needs to know of a customer for a UPI AutoPay mandate. */
export async function customerContact(db: Db, userId: number): Promise<{ name: string; phone: string; email: string | null } | undefined> {
  const [row] = await db.select({ name: users.name, phone: users.phoneNumber, email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row ? { name: row.name, phone: row.phone, email: row.verified ? row.email : null } : undefined;
}

/** Running plans whose UPI AutoPay is on (a mandate, not ended): the clock asks each for its debit. */
export async function autopayEnrolments(db: Db): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(planEnrolments)
    .where(and(eq(planEnrolments.status, 'active'), isNotNull(planEnrolments.autopayTokenId), isNull(planEnrolments.autopayEndedAt)))
    .orderBy(asc(planEnrolments.id));
}

/** Running plans whose authorising payment counted but whose mandate the provider has not yet named. */
export async function autopayAwaitingToken(db: Db): Promise<InstalmentRow[]> {
  return selectInstalments(db)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planInstalments.enrolmentId))
    .where(
      and(
        eq(planInstalments.autopay, 'authorise'),
        eq(payments.status, 'paid'),
        isNotNull(planInstalments.number),
        eq(planEnrolments.status, 'active'),
        // Never on yet, or ended before this authorisation was paid (a stopped mandate stays stopped).
        or(
          and(isNull(planEnrolments.autopayTokenId), isNull(planEnrolments.autopayEndedAt)),
          and(isNotNull(planEnrolments.autopayEndedAt), gt(planInstalments.paidAt, planEnrolments.autopayEndedAt)),
        ),
      ),
    )
    .orderBy(asc(planInstalments.id))
    .limit(100);
}

/**
 * The debit for one due date of one plan, made once: false when another node (or an earlier tick)
 * made it, in which case the caller's provider order is left unused.
 */
export async function insertDebit(
  tx: Db,
  values: { enrolmentId: number; provider: Payment['provider']; providerOrderId: string; amountPaise: number; dueOn: string },
): Promise<InstalmentRow | undefined> {
  const [taken] = await tx
    .select({ id: planInstalments.id })
    .from(planInstalments)
    .where(and(eq(planInstalments.enrolmentId, values.enrolmentId), eq(planInstalments.autopay, 'debit'), eq(planInstalments.dueOn, values.dueOn)));
  if (taken) return undefined;
  return insertInstalment(tx, { ...values, autopay: 'debit' });
}

/** A debit the provider refused: its payment is failed (the instalment stays unpaid, the customer pays it). */
export async function markInstalmentPaymentFailed(db: Db, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The running plan whose mandate is `tokenId` (a provider's token event names only the token). */
export async function findEnrolmentByToken(db: Db, tokenId: string): Promise<EnrolmentRow | undefined> {
  const [row] = await db.select().from(planEnrolments).where(eq(planEnrolments.autopayTokenId, tokenId));
  return row;
}
