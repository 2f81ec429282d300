import { autopayDebitOn, formatIndiaLongDate, indiaDate, PLAN_MONTHS, reminderDue } from '@kanak/domain';
import type { ServiceDeps } from '../../service-deps.ts';
import { tellPlanInstalmentDue } from '../notifications/plan-notices.ts';
import { issueMissingPlanVouchers, sendPlanRefunds } from './plan-confirm.ts';
import { scheduleOf } from './plan-view.ts';
import { collectAutopay } from './plan-autopay.ts';
import { autopayOn } from './plan-mandate.ts';
import { activeEnrolments, instalmentsOf, listPlans, recordReminder } from './plans.repository.ts';

/** How often the plan clock looks for reminders to send and refunds to retry. */
export const PLAN_CLOCK_INTERVAL_MS = 60 * 60_000;

/**
 * Reminds each running plan's customer before each due date (ARCHITECTURE §11), once per due date
 * whichever node or tick sees it first: the reminder row and the queued SMS and e-mail commit
 * together. Returns how many reminders were queued.
 */
export async function sendPlanReminders(deps: Pick<ServiceDeps, 'database' | 'config'>, now = new Date()): Promise<number> {
  const db = deps.database.db;
  const today = indiaDate(now);
  const enrolments = await activeEnrolments(db);
  const rows = await instalmentsOf(db, enrolments.map((e) => e.id));
  const names = new Map((await listPlans(db, false)).map((p) => [p.id, p.name]));
  let sent = 0;
  for (const e of enrolments) {
    const s = scheduleOf(e, rows.get(e.id) ?? [], today);
    if (!reminderDue(s, today) || !s.nextDue) continue;
    const due = s.nextDue;
    // With UPI AutoPay on, the reminder says when the mandate collects it (the bank's notice follows).
    const collectOn = autopayOn(e) ? autopayDebitOn(s, today) : null;
    const queued = await db.transaction(async (tx) => {
      if (!(await recordReminder(tx, e.id, due))) return false;
      await tellPlanInstalmentDue(tx, {
        userId: e.userId,
        planName: `${names.get(e.planId) ?? 'purchase plan'} (#${e.id})`,
        instalment: s.paid + 1,
        of: PLAN_MONTHS,
        amountPaise: e.monthlyPaise,
        dueOn: formatIndiaLongDate(due),
        payPath: `/plans/${e.id}`,
        ...(collectOn ? { autopay: 'collects' as const, collectOn: formatIndiaLongDate(collectOn) } : {}),
      });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** The periodic plan job: vouchers numbered before they were documents, reminders, UPI AutoPay's debits, then refunds that failed before. */
export async function planClock(deps: Pick<ServiceDeps, 'database' | 'config' | 'payments' | 'log'>): Promise<void> {
  // A voucher that cannot be issued (logged) must not hold back the reminders and refunds.
  await issueMissingPlanVouchers(deps).catch((err: unknown) => deps.log.error({ err }, 'plan vouchers not issued; retried next hour'));
  await sendPlanReminders(deps);
  // A debit the provider cannot take now is logged and asked again next hour; refunds still go.
  await collectAutopay(deps).catch((err: unknown) => deps.log.error({ err }, 'AutoPay debits not asked; asked again next hour'));
  await sendPlanRefunds(deps);
}
