import { autopayDebitDue, formatIndiaLongDate, indiaDate, PLAN_MONTHS } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { tellPlanInstalmentDue } from '../notifications/plan-notices.ts';
import { confirmInstalment } from './plan-confirm.ts';
import { activateAutopay, autopayOn } from './plan-mandate.ts';
import { scheduleOf } from './plan-view.ts';
import {
  autopayAwaitingToken,
  autopayEnrolments,
  customerContact,
  findEnrolment,
  findInstalment,
  insertDebit,
  instalmentsOf,
  listPlans,
  lockEnrolment,
  markInstalmentPaymentFailed,
  type EnrolmentRow,
  type InstalmentRow,
} from './plans.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>;

/*
 * UPI AutoPay's debits for the purchase plan (issue 39, decision 060): from the mandate
 * (plan-mandate.ts) the plan clock asks the provider for each instalment two days before it is
 * due, and the debit is counted by the same confirmation as any instalment (enrolment locked,
 * counted once). A debit the provider refuses tells the customer to pay from the plan's page.
 */

/** Tells the customer an AutoPay debit failed: the instalment is theirs to pay from the plan's page. */
async function tellDebitFailed(
  deps: Pick<ServiceDeps, 'database'>,
  e: EnrolmentRow,
  inst: InstalmentRow,
): Promise<void> {
  const planName =
    (await listPlans(deps.database.db, false)).find((p) => p.id === e.planId)?.name ??
    'purchase plan';
  const rows = (await instalmentsOf(deps.database.db, [e.id])).get(e.id) ?? [];
  const paid = rows.filter((r) => r.number !== null).length;
  await deps.database.db.transaction(async (tx) =>
    tellPlanInstalmentDue(tx, {
      userId: e.userId,
      planName: `${planName} (#${e.id})`,
      instalment: paid + 1,
      of: PLAN_MONTHS,
      amountPaise: inst.amountPaise,
      dueOn: formatIndiaLongDate(inst.dueOn ?? indiaDate(new Date())),
      payPath: `/plans/${e.id}`,
      autopay: 'failed',
    }),
  );
}

/**
 * A debit the provider refused or reported failed (`payment.failed`): its payment is failed once,
 * and the customer is told once to pay from the plan's page. False when it was settled before.
 */
export async function debitFailed(deps: Deps, instalmentId: number): Promise<boolean> {
  const inst = await findInstalment(deps.database.db, instalmentId);
  if (!inst || inst.autopay !== 'debit') return false;
  if (!(await markInstalmentPaymentFailed(deps.database.db, inst.paymentId))) return false;
  const e = await findEnrolment(deps.database.db, inst.enrolmentId);
  if (e && e.status === 'active') await tellDebitFailed(deps, e, inst);
  return true;
}

/**
 * The plan clock's AutoPay round: mandates the provider has not yet named are asked for, then each
 * running plan with AutoPay on whose next instalment is due within AUTOPAY_LEAD_DAYS gets one debit
 * for that due date (made once whichever node or tick comes first). Returns how many debits were asked.
 */
export async function collectAutopay(deps: Deps, now = new Date()): Promise<number> {
  for (const inst of await autopayAwaitingToken(deps.database.db))
    await activateAutopay(deps, inst);
  const today = indiaDate(now);
  let asked = 0;
  for (const e of await autopayEnrolments(deps.database.db)) {
    const rows = (await instalmentsOf(deps.database.db, [e.id])).get(e.id) ?? [];
    const s = scheduleOf(e, rows, today);
    if (!autopayDebitDue(s, today) || s.nextDue === null) continue;
    const dueOn = s.nextDue;
    if (rows.some((r) => r.autopay === 'debit' && r.dueOn === dueOn)) continue;
    // A debit still waiting for its result holds back the next one (one successful debit a month).
    if (rows.some((r) => r.autopay === 'debit' && r.status === 'created')) continue;
    if (await askDebit(deps, e, dueOn)) asked++;
  }
  return asked;
}

async function askDebit(deps: Deps, e: EnrolmentRow, dueOn: string): Promise<boolean> {
  if (e.autopayCustomerId === null || e.autopayTokenId === null) return false;
  const order = await deps.payments.createOrder({
    amountPaise: e.monthlyPaise,
    receipt: `plan_${e.id}_autopay_${dueOn}`,
    notes: { plan_enrolment_id: String(e.id), autopay_due_on: dueOn },
  });
  const inst = await deps.database.db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, e.id);
    if (!locked || locked.status !== 'active' || !autopayOn(locked)) return undefined;
    return insertDebit(tx, {
      enrolmentId: e.id,
      provider: deps.payments.name,
      providerOrderId: order.id,
      amountPaise: order.amount,
      dueOn,
    });
  });
  if (!inst) return false;
  const contact = await customerContact(deps.database.db, e.userId);
  let charged: { paymentId: string; status: 'captured' | 'pending' };
  try {
    charged = await deps.payments.chargeMandate({
      orderId: order.id,
      customerId: e.autopayCustomerId,
      tokenId: e.autopayTokenId,
      amountPaise: order.amount,
      phone: contact?.phone ?? '',
      email: contact?.email ?? null,
      description: `Purchase plan #${e.id}: instalment due ${dueOn}`,
    });
  } catch (err) {
    deps.log.warn({ err, enrolmentId: e.id, dueOn }, 'AutoPay debit refused');
    await debitFailed(deps, inst.id);
    return true;
  }
  // Captured now (the sandbox): counted like any instalment; pending: the webhook counts it.
  if (charged.status === 'captured') await confirmInstalment(deps, inst.id, charged.paymentId);
  return true;
}
