import {
  AUTOPAY_MAX_PAISE,
  formatPaise,
  indiaDate,
  planLastDay,
  PLAN_MESSAGES,
  planRefusalMessage,
  rupeesToPaise,
  type AdminPlanBody,
  type AdminPlans,
  type Enrolment,
  type PlanPaymentResponse,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import { printable } from '../tax/printable.ts';
import { renderTaxDocumentPdf } from '../tax/tax-pdf.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { queuePlanNotice } from './plan-notices.ts';
import { confirmInstalment, sendPlanRefunds } from './plan-confirm.ts';
import { issuePlanRefundVoucher } from './plan-vouchers.ts';
import { autopayOn, cancelAtProvider, endAutopay, mandateFor, stopAutopay } from './plan-mandate.ts';
import { adminPlanView, countedInstalments, enrolmentView, planView, scheduleOf } from './plan-view.ts';
import {
  allEnrolments,
  enrolmentsOf,
  findEnrolment,
  findOwnInstalment,
  findPlan,
  insertEnrolment,
  insertInstalment,
  insertPlan,
  instalmentsOf,
  listPlans,
  lockEnrolment,
  planDocumentsOf,
  findPlanDocument,
  oweInstalmentBack,
  updateEnrolment,
  updatePlan,
  type EnrolmentRow,
} from './plans.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>;

/*
 * The 11 + 1 purchase plan (ARCHITECTURE §11, decision 058): the owner sets plans, a customer
 * enrols with the first instalment through the payment provider, pays one a month, and at
 * maturity spends the instalments plus the bonus at checkout as store credit; closing early
 * refunds what was paid, without the bonus.
 */

const planBody = (b: AdminPlanBody) => ({ name: b.name, minMonthlyPaise: rupeesToPaise(b.min_monthly), maxMonthlyPaise: rupeesToPaise(b.max_monthly), active: b.active });

/** POST admin/plans. */
export async function createPlan(deps: Pick<ServiceDeps, 'database'>, body: AdminPlanBody) {
  return { message: PLAN_MESSAGES.planSaved, plan: adminPlanView(await insertPlan(deps.database.db, planBody(body))) };
}

/** PUT admin/plans/{id}: enrolments keep the monthly amount they chose. */
export async function editPlan(deps: Pick<ServiceDeps, 'database'>, id: number, body: AdminPlanBody) {
  const plan = await updatePlan(deps.database.db, id, planBody(body));
  if (!plan) throw notFound(PLAN_MESSAGES.notFound);
  return { message: PLAN_MESSAGES.planSaved, plan: adminPlanView(plan) };
}

/** GET plans: the plans open for enrolment. */
export async function openPlans(deps: Pick<ServiceDeps, 'database'>) {
  return { plans: (await listPlans(deps.database.db, true)).map(planView) };
}

async function viewsOf(deps: Pick<ServiceDeps, 'database'>, enrolments: EnrolmentRow[]): Promise<Enrolment[]> {
  const db = deps.database.db;
  const ids = enrolments.map((e) => e.id);
  const [rows, plans, docs] = await Promise.all([instalmentsOf(db, ids), listPlans(db, false), planDocumentsOf(db, ids)]);
  const names = new Map(plans.map((p) => [p.id, p.name]));
  return enrolments.map((e) => enrolmentView(e, names.get(e.planId) ?? '', rows.get(e.id) ?? [], docs.filter((d) => d.planEnrolmentId === e.id)));
}

async function viewOf(deps: Pick<ServiceDeps, 'database'>, enrolment: EnrolmentRow): Promise<Enrolment> {
  const [view] = await viewsOf(deps, [enrolment]);
  if (!view) throw new Error('no view');
  return view;
}

/** A customer's own enrolment, or 404 (another customer's is not found). */
async function ownEnrolment(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number): Promise<EnrolmentRow> {
  const e = await findEnrolment(deps.database.db, id);
  if (!e || e.userId !== userId) throw notFound(PLAN_MESSAGES.notFound);
  return e;
}

/** GET plans/mine: the customer's plans with a money-in instalment, and any just started. */
export async function myPlans(deps: Pick<ServiceDeps, 'database'>, userId: number) {
  const enrolments = (await enrolmentsOf(deps.database.db, userId)).filter((e) => e.status !== 'pending');
  return { enrolments: await viewsOf(deps, enrolments) };
}

/** GET plans/{id}. */
export async function myPlan(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number) {
  return { enrolment: await viewOf(deps, await ownEnrolment(deps, userId, id)) };
}

/**
 * A provider order for one instalment of `enrolment`, recorded before the widget opens. With
 * `autopay` (and AutoPay not already on) it is also a UPI AutoPay authorisation (decision 060).
 */
async function startInstalment(deps: Deps, enrolment: EnrolmentRow, autopay: boolean): Promise<PlanPaymentResponse> {
  const today = indiaDate(new Date());
  const mandate = autopay && !autopayOn(enrolment) ? await mandateFor(deps, enrolment, planLastDay(enrolment.enrolledOn ?? today)) : undefined;
  const created = await deps.payments.createOrder({
    amountPaise: enrolment.monthlyPaise,
    receipt: `plan_${enrolment.id}`,
    notes: { plan_enrolment_id: String(enrolment.id) },
    ...(mandate ? { mandate } : {}),
  });
  await insertInstalment(deps.database.db, {
    enrolmentId: enrolment.id,
    provider: deps.payments.name,
    providerOrderId: created.id,
    amountPaise: created.amount,
    autopay: mandate ? 'authorise' : 'none',
  });
  return {
    enrolment: await viewOf(deps, (await findEnrolment(deps.database.db, enrolment.id)) ?? enrolment),
    razor_response: { id: created.id, amount: created.amount, currency: created.currency },
    key_id: deps.payments.keyId,
    recurring: mandate ? { customer_id: mandate.customerId } : null,
  };
}

/** POST plans/enrol: the enrolment waits for its first instalment, paid through the provider. */
export async function enrol(deps: Deps, userId: number, body: { plan_id: number; monthly_amount: number; autopay?: boolean | undefined }): Promise<PlanPaymentResponse> {
  const plan = await findPlan(deps.database.db, body.plan_id);
  if (!plan || !plan.active) throw unprocessable(PLAN_MESSAGES.inactive, { plan_id: [PLAN_MESSAGES.inactive] });
  const monthly = rupeesToPaise(body.monthly_amount);
  if (monthly < plan.minMonthlyPaise || monthly > plan.maxMonthlyPaise) {
    const message = PLAN_MESSAGES.amountRange(formatPaise(plan.minMonthlyPaise), formatPaise(plan.maxMonthlyPaise));
    throw unprocessable(message, { monthly_amount: [message] });
  }
  if (body.autopay && monthly > AUTOPAY_MAX_PAISE) throw unprocessable(PLAN_MESSAGES.autopayLimit, { autopay: [PLAN_MESSAGES.autopayLimit] });
  const enrolment = await insertEnrolment(deps.database.db, { userId, planId: plan.id, monthlyPaise: monthly });
  return startInstalment(deps, enrolment, body.autopay === true);
}

/** POST plans/{id}/pay: the next instalment, when the schedule allows it today. */
export async function payNext(deps: Deps, userId: number, id: number, autopay = false): Promise<PlanPaymentResponse> {
  const enrolment = await ownEnrolment(deps, userId, id);
  if (enrolment.status !== 'active' && enrolment.status !== 'pending') throw new HttpError(409, PLAN_MESSAGES.notOpen);
  const rows = (await instalmentsOf(deps.database.db, [enrolment.id])).get(enrolment.id) ?? [];
  const refusal = scheduleOf(enrolment, rows, indiaDate(new Date())).refusal;
  if (refusal) throw new HttpError(409, planRefusalMessage(refusal));
  return startInstalment(deps, enrolment, autopay);
}

/** POST plans/{id}/confirm: Checkout's success, signature checked, counted once. */
export async function confirm(
  deps: Deps,
  userId: number,
  id: number,
  body: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
) {
  await ownEnrolment(deps, userId, id);
  const inst = await findOwnInstalment(deps.database.db, body.razorpay_order_id, userId);
  const valid =
    inst !== undefined &&
    inst.enrolmentId === id &&
    deps.payments.verifyPaymentSignature({ orderId: inst.providerOrderId, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature });
  if (!valid || !inst) throw unprocessable(PLAN_MESSAGES.paymentFailed);
  // A paid provider order confirmed again with another payment id is not this payment.
  if (inst.status === 'paid' && inst.providerPaymentId !== body.razorpay_payment_id) throw unprocessable(PLAN_MESSAGES.paymentFailed);
  await confirmInstalment(deps, inst.id, body.razorpay_payment_id);
  const after = await findOwnInstalment(deps.database.db, body.razorpay_order_id, userId);
  if (after?.refundStatus) throw new HttpError(409, PLAN_MESSAGES.refunded);
  return { message: PLAN_MESSAGES.enrolled, enrolment: await viewOf(deps, await ownEnrolment(deps, userId, id)) };
}

/** POST plans/{id}/close: what was paid goes back through the provider, without the bonus. */
export async function closeEarly(deps: Deps, userId: number, id: number) {
  await ownEnrolment(deps, userId, id);
  const refundIds = await deps.database.db.transaction(async (tx) => {
    const enrolment = await lockEnrolment(tx, id);
    if (!enrolment || (enrolment.status !== 'active' && enrolment.status !== 'pending')) throw new HttpError(409, PLAN_MESSAGES.cannotClose);
    const counted = countedInstalments((await instalmentsOf(tx, [id])).get(id) ?? []).filter((r) => r.refundId === null);
    // One refunds row per instalment paid (the one ledger): the sender returns each once.
    const refundIds: number[] = [];
    for (const r of counted) refundIds.push(await oweInstalmentBack(tx, r, 'Plan closed early'));
    // Rule 51: the refund voucher naming each instalment's receipt voucher, with the closing.
    await issuePlanRefundVoucher(tx, deps.config.shop, enrolment, counted.flatMap((r) => (r.number === null ? [] : [{ ...r, number: r.number }])));
    await endAutopay(tx, enrolment, 'closed');
    await updateEnrolment(tx, id, { status: 'closed', closedAt: new Date() });
    const total = counted.reduce((s, r) => s + r.amountPaise, 0);
    if (total > 0) {
      await queuePlanNotice(tx, userId, id, 'refund_sent',
        `Kanak plan #${id}: closed`,
        `Kanak: purchase plan #${id} is closed. We are refunding the ${formatPaise(total)} you paid to the account you paid from.`,
      );
    }
    return refundIds;
  });
  if (refundIds.length > 0) await sendPlanRefunds(deps, refundIds);
  const closed = await ownEnrolment(deps, userId, id);
  await cancelAtProvider(deps, closed);
  return { message: PLAN_MESSAGES.closed, enrolment: await viewOf(deps, await ownEnrolment(deps, userId, id)) };
}

/** POST plans/{id}/autopay/stop: the customer stops UPI AutoPay; later instalments are paid from the reminder. */
export async function stopPlanAutopay(deps: Deps, userId: number, id: number) {
  await stopAutopay(deps, await ownEnrolment(deps, userId, id));
  return { message: PLAN_MESSAGES.autopayStopped, enrolment: await viewOf(deps, await ownEnrolment(deps, userId, id)) };
}

/**
 * GET plans/{id}/vouchers/{docId}/pdf for the plan's customer (`userId`; another's plan is the
 * same 404 as an unknown one) or the owner (null): rendered from the frozen snapshot and signed
 * as it is handed out (ARCHITECTURE §9).
 */
export async function planVoucherPdf(deps: Pick<ServiceDeps, 'database' | 'config'>, id: number, docId: number, userId: number | null) {
  const db = deps.database.db;
  const e = await findEnrolment(db, id);
  if (!e || (userId !== null && e.userId !== userId)) throw notFound(PLAN_MESSAGES.notFound);
  const doc = await findPlanDocument(db, id, docId);
  if (!doc) throw notFound(PLAN_MESSAGES.voucherNotFound);
  const signing = { certificate: deps.config.signing, signatory: deps.config.shop.signatory, signedAt: new Date() };
  return { number: doc.number, pdf: await renderTaxDocumentPdf(printable(doc.snapshot), signing, userId === null ? 'duplicate' : 'original') };
}

/** GET admin/plans: every plan, every enrolment with money in, what is due this month and what matured. */
export async function adminPlans(deps: Pick<ServiceDeps, 'database'>): Promise<AdminPlans> {
  const db = deps.database.db;
  const [plans, rows] = await Promise.all([listPlans(db, false), allEnrolments(db)]);
  const views = await viewsOf(deps, rows.map((r) => r.enrolment));
  const month = indiaDate(new Date()).slice(0, 7);
  const enrolments = views.map((v, i) => ({ ...v, customer: rows[i]?.customer ?? { id: 0, name: '', phone: '' } }));
  return {
    plans: plans.map(adminPlanView),
    enrolments,
    due_this_month: views.filter((v) => v.status === 'active' && v.next_due !== null && v.next_due.slice(0, 7) <= month).map((v) => v.id),
    matured: views.filter((v) => v.status === 'matured').map((v) => v.id),
  };
}
