import { AUTOPAY_MAX_PAISE, PLAN_MESSAGES } from '@kanak/domain';
import { HttpError, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import {
  customerContact,
  findEnrolment,
  findEnrolmentByToken,
  lockEnrolment,
  updateEnrolment,
  type EnrolmentRow,
  type InstalmentRow,
} from './plans.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log'>;

/*
 * A purchase plan's UPI AutoPay mandate (issue 39, decision 060): a payment the customer makes in
 * Checkout may also authorise a monthly mandate (Razorpay recurring payments); it is on once the
 * provider names its token, and ends when the customer stops it, the bank revokes it, or the plan
 * matures or closes. The debits themselves are plan-autopay.ts.
 */

/** The mandate an AutoPay authorisation asks for: the provider's customer, the instalment as its ceiling, until the plan's last day. */
export async function mandateFor(
  deps: Deps,
  enrolment: EnrolmentRow,
  lastDay: string,
): Promise<{ customerId: string; maxAmountPaise: number; expireAt: Date }> {
  if (enrolment.monthlyPaise > AUTOPAY_MAX_PAISE)
    throw unprocessable(PLAN_MESSAGES.autopayLimit, { autopay: [PLAN_MESSAGES.autopayLimit] });
  const contact = await customerContact(deps.database.db, enrolment.userId);
  if (!contact) throw new Error(`customer ${enrolment.userId} vanished`);
  const customer = await deps.payments.createCustomer(contact);
  await updateEnrolment(deps.database.db, enrolment.id, { autopayCustomerId: customer.id });
  return {
    customerId: customer.id,
    maxAmountPaise: enrolment.monthlyPaise,
    expireAt: new Date(`${lastDay}T23:59:59+05:30`),
  };
}

/** AutoPay is on: a mandate the provider named, not ended. */
export const autopayOn = (e: EnrolmentRow): boolean =>
  e.autopayTokenId !== null && e.autopayEndedAt === null;

/**
 * Whether a counted authorising payment turns AutoPay on for a running plan: not while it is on, and
 * never one paid before AutoPay last ended (stopping it, or the bank revoking it, must hold).
 */
function authorises(e: EnrolmentRow, inst: InstalmentRow): boolean {
  if (e.status !== 'active' || e.autopayCustomerId === null || autopayOn(e)) return false;
  return e.autopayEndedAt === null || (inst.paidAt !== null && inst.paidAt > e.autopayEndedAt);
}

/**
 * After an authorising payment counted: asks the provider for the mandate it created and turns
 * AutoPay on. A provider that does not answer is asked again by the plan clock.
 */
export async function activateAutopay(deps: Deps, inst: InstalmentRow): Promise<void> {
  if (inst.autopay !== 'authorise' || inst.providerPaymentId === null || inst.number === null)
    return;
  const e = await findEnrolment(deps.database.db, inst.enrolmentId);
  if (!e || !authorises(e, inst)) return;
  let tokenId: string | null;
  try {
    tokenId = await deps.payments.mandateOf(inst.providerPaymentId);
  } catch (err) {
    deps.log.warn(
      { err, enrolmentId: e.id },
      'AutoPay mandate not read; asked again by the plan clock',
    );
    return;
  }
  if (tokenId === null) return;
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, e.id);
    if (!locked || !authorises(locked, inst)) return;
    await updateEnrolment(tx, e.id, {
      autopayTokenId: tokenId,
      autopaySince: new Date(),
      autopayEndedAt: null,
      autopayEndReason: null,
    });
  });
}

/** Ends AutoPay in the shop's records (`tx`: the caller's transaction); the provider is told after commit by `cancelAtProvider`. */
export async function endAutopay(
  tx: ServiceDeps['database']['db'],
  e: EnrolmentRow,
  reason: 'customer' | 'bank' | 'matured' | 'closed',
  now = new Date(),
): Promise<EnrolmentRow> {
  if (e.autopayCustomerId === null || e.autopayEndedAt !== null) return e;
  return updateEnrolment(tx, e.id, { autopayEndedAt: now, autopayEndReason: reason });
}

/** Cancels a plan's mandate at the provider after the plan matured or closed (logged, never blocking: no debit is asked of an ended plan). */
export async function cancelAtProvider(deps: Deps, e: EnrolmentRow): Promise<void> {
  // Stopped by the customer (cancelled then) or revoked at the bank: nothing left to cancel.
  if (
    e.autopayCustomerId === null ||
    e.autopayTokenId === null ||
    (e.autopayEndReason !== 'closed' && e.autopayEndReason !== 'matured')
  )
    return;
  try {
    await deps.payments.cancelMandate({
      customerId: e.autopayCustomerId,
      tokenId: e.autopayTokenId,
    });
  } catch (err) {
    deps.log.warn(
      { err, enrolmentId: e.id },
      'AutoPay mandate not cancelled at the provider; no debit will be asked of it',
    );
  }
}

/** POST plans/{id}/autopay/stop: the customer stops AutoPay; the provider cancels the mandate first. */
export async function stopAutopay(deps: Deps, e: EnrolmentRow): Promise<void> {
  if (!autopayOn(e) || e.autopayCustomerId === null || e.autopayTokenId === null)
    throw new HttpError(409, PLAN_MESSAGES.autopayNotOn);
  try {
    await deps.payments.cancelMandate({
      customerId: e.autopayCustomerId,
      tokenId: e.autopayTokenId,
    });
  } catch (err) {
    deps.log.warn({ err, enrolmentId: e.id }, 'AutoPay mandate not cancelled');
    throw new HttpError(502, PLAN_MESSAGES.autopayNotReady);
  }
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, e.id);
    if (locked) await endAutopay(tx, locked, 'customer');
  });
}

/** A provider's token event (`token.cancelled`, `token.rejected`, `token.paused`): the bank or the customer's UPI app ended the mandate. */
export async function mandateEndedAtBank(
  deps: Pick<ServiceDeps, 'database'>,
  tokenId: string,
): Promise<boolean> {
  const e = await findEnrolmentByToken(deps.database.db, tokenId);
  if (!e || !autopayOn(e)) return false;
  await deps.database.db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, e.id);
    if (locked) await endAutopay(tx, locked, 'bank');
  });
  return true;
}
