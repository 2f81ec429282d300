import { formatPaise, indiaDate, maturityValuePaise, PLAN_MONTHS } from '@kanak/domain';
import type { Tx } from '@kanak/db';
import type { ServiceDeps } from '../../service-deps.ts';
import { queuePlanNotice } from './plan-notices.ts';
import { insertWalletEntry, lockWallet } from '../wallet/wallet.repository.ts';
import { scheduleOf } from './plan-view.ts';
import { issuePlanReceiptVoucher } from './plan-vouchers.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { activateAutopay, cancelAtProvider, endAutopay } from './plan-mandate.ts';
import {
  findInstalment,
  instalmentsOf,
  instalmentsWithoutVoucher,
  lockEnrolment,
  markInstalmentPaymentPaid,
  oweInstalmentBack,
  pendingPlanRefundIds,
  updateEnrolment,
  updateInstalment,
  type EnrolmentRow,
} from './plans.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>;

/** What counting a payment did: an instalment, money owed back, or nothing (counted before). */
export type InstalmentEffect = 'instalment' | 'matured' | 'refund' | 'none';

/**
 * Counts a verified instalment payment exactly once, for the browser's confirmation and the
 * webhook alike (ARCHITECTURE §11, as §4 for orders). The enrolment row is locked first, so a
 * replayed confirm, or a webhook racing it, queues and finds the payment already paid. Money the
 * plan cannot take (closed, this month already paid, or past the 365 days) is recorded as paid
 * and owed back at once through the provider, with no voucher (it was never taken as an advance).
 * The instalment's receipt voucher (a GST document, series PRV/) is issued in the same transaction;
 * the eleventh matures the plan into non-cash store credit. The money is the instalment's `payments`
 * row (the one ledger, decision 058 addendum): marked paid once, its return one `refunds` row.
 */
export async function confirmInstalment(deps: Deps, instalmentId: number, providerPaymentId: string): Promise<{ effect: InstalmentEffect; enrolment: EnrolmentRow }> {
  const now = new Date();
  const result = await deps.database.db.transaction(async (tx) => {
    const first = await findInstalment(tx, instalmentId);
    const enrolment = first ? await lockEnrolment(tx, first.enrolmentId) : undefined;
    const inst = await findInstalment(tx, instalmentId);
    if (!inst || !enrolment) throw new Error(`plan instalment ${instalmentId} vanished`);
    if (inst.status === 'paid') return { effect: 'none' as const, enrolment, refundId: null };
    const today = indiaDate(now);
    const paid = { status: 'paid' as const, providerPaymentId, paidAt: now, paidOn: today };
    // The ledger row is marked first and only if unpaid: what follows reads after that write.
    if (!(await markInstalmentPaymentPaid(tx, inst.paymentId, providerPaymentId, now))) return { effect: 'none' as const, enrolment, refundId: null };
    const rows = (await instalmentsOf(tx, [enrolment.id])).get(enrolment.id) ?? [];
    const open = enrolment.status === 'pending' || enrolment.status === 'active';
    const counts = open && inst.amountPaise === enrolment.monthlyPaise && scheduleOf(enrolment, rows, today).refusal === null;
    if (!counts) {
      await updateInstalment(tx, inst.id, { paidAt: now, paidOn: today });
      const refundId = await oweInstalmentBack(tx, { ...inst, ...paid }, 'Plan payment the plan could not take');
      await queuePlanNotice(tx, enrolment.userId, enrolment.id, 'refund_sent',
        `Kanak plan #${enrolment.id}: payment returned`,
        `Kanak: your payment of ${formatPaise(inst.amountPaise)} could not be taken for purchase plan #${enrolment.id} (its instalment for this month is paid, or the plan is closed). We are refunding it to the account you paid from.`,
      );
      return { effect: 'refund' as const, enrolment, refundId };
    }
    const number = rows.filter((r) => r.number !== null).length + 1;
    const voucher = await issuePlanReceiptVoucher(tx, deps.config.shop, enrolment, { ...inst, ...paid, number, voucherNumber: null }, now);
    const voucherNumber = voucher.number;
    await updateInstalment(tx, inst.id, { paidAt: now, paidOn: today, number, voucherNumber });
    let current = enrolment.status === 'pending' ? await updateEnrolment(tx, enrolment.id, { status: 'active', enrolledOn: today }) : enrolment;
    await queuePlanNotice(tx, enrolment.userId, enrolment.id, 'payment_received',
      `Kanak plan #${enrolment.id}: instalment ${number} received`,
      `Kanak: we have received instalment ${number} of ${PLAN_MONTHS}, ${formatPaise(inst.amountPaise)}, for purchase plan #${enrolment.id}. Receipt voucher ${voucherNumber}.`,
    );
    if (number < PLAN_MONTHS) return { effect: 'instalment' as const, enrolment: current, refundId: null };
    current = await matureEnrolment(tx, current, now);
    return { effect: 'matured' as const, enrolment: current, refundId: null };
  });
  if (result.refundId !== null) await sendPlanRefunds(deps, [result.refundId]);
  // UPI AutoPay (decision 060): a counted authorisation turns it on; a matured plan's mandate is cancelled.
  if (result.effect === 'instalment') {
    const counted = await findInstalment(deps.database.db, instalmentId);
    if (counted) await activateAutopay(deps, counted);
  }
  if (result.effect === 'matured') await cancelAtProvider(deps, result.enrolment);
  return { effect: result.effect, enrolment: result.enrolment };
}

/** The eleventh instalment: the instalments plus the bonus become store credit for orders, never cash. */
async function matureEnrolment(tx: Tx, enrolment: EnrolmentRow, now: Date): Promise<EnrolmentRow> {
  const value = maturityValuePaise(enrolment.monthlyPaise, PLAN_MONTHS);
  await lockWallet(tx, enrolment.userId);
  const entry = await insertWalletEntry(tx, {
    userId: enrolment.userId,
    kind: 'plan_maturity',
    amountPaise: value,
    reason: `Purchase plan #${enrolment.id} matured: ${PLAN_MONTHS} instalments and one as the bonus (for orders only)`,
  });
  await queuePlanNotice(tx, enrolment.userId, enrolment.id, 'store_credit',
    `Kanak plan #${enrolment.id}: matured`,
    `Kanak: purchase plan #${enrolment.id} has matured. ${formatPaise(value)}, your ${PLAN_MONTHS} instalments and one more from us, is ready to spend on your next order at checkout.`,
  );
  const ended = await endAutopay(tx, enrolment, 'matured', now);
  return updateEnrolment(tx, ended.id, { status: 'matured', maturedAt: now, maturityEntryId: entry.id });
}

/**
 * Returns owed plan money through the provider: the plan's `refunds` rows (`ids`, or every pending
 * one), sent by the ledger's refund sender like an order's: claimed by one node at a time, retried
 * with backoff, idempotent at the provider by receipt, marked processed once.
 */
export async function sendPlanRefunds(deps: Deps, ids?: number[]): Promise<void> {
  const due = ids ?? (await pendingPlanRefundIds(deps.database.db));
  if (due.length > 0) await sendDueRefunds(deps, due);
}

/**
 * Issues the receipt voucher of each instalment numbered before vouchers were GST documents
 * (decision 058): the same number and date, in its own transaction. Run by the plan clock.
 */
export async function issueMissingPlanVouchers(deps: Pick<ServiceDeps, 'database' | 'config'>): Promise<number> {
  let issued = 0;
  for (const inst of await instalmentsWithoutVoucher(deps.database.db)) {
    await deps.database.db.transaction(async (tx) => {
      const enrolment = await lockEnrolment(tx, inst.enrolmentId);
      const again = await findInstalment(tx, inst.id);
      if (!enrolment || again?.number === null || again?.number === undefined) return;
      await issuePlanReceiptVoucher(tx, deps.config.shop, enrolment, { ...again, number: again.number });
      issued++;
    });
  }
  return issued;
}
