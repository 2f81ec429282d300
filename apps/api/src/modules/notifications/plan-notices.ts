import type { Tx } from '@kanak/db';
import { formatPaise } from '@kanak/domain';
import { queueNotice } from './notices.ts';

export interface InstalmentDue {
  userId: number;
  /** The plan's name as the customer knows it. */
  planName: string;
  /** 1-based: the instalment's number, of `of`. */
  instalment: number;
  of: number;
  amountPaise: number;
  /** The due date as the customer reads it (e.g. "5 December 2026"). */
  dueOn: string;
  /** The storefront page where the customer pays it (a path such as `/plans/12`). */
  payPath: string;
  /**
   * UPI AutoPay (decision 060): 'collects' when the mandate will debit it on `collectOn`;
   * 'failed' when the debit was refused and the customer pays it themselves.
   */
  autopay?: 'collects' | 'failed';
  collectOn?: string;
}

/** The template's last variable: how the instalment will be paid. */
function how(due: InstalmentDue): string {
  if (due.autopay === 'collects') return `UPI AutoPay will collect it from your account on ${due.collectOn ?? due.dueOn}; your bank tells you a day before. Your plan:`;
  if (due.autopay === 'failed') return "UPI AutoPay could not collect it. Please pay it from your plan's page:";
  return "Pay it from your plan's page:";
}

/**
 * "Plan instalment due" (ARCHITECTURE §12) for the purchase plan (issue 39): queued in `tx`, on
 * the channels the customer keeps on for the kind `plans`, with the DLT template
 * SMS_TEMPLATE_PLAN_INSTALMENT_DUE and the WhatsApp template kanak_plan_instalment_due.
 */
export async function tellPlanInstalmentDue(tx: Tx, due: InstalmentDue): Promise<void> {
  await queueNotice(tx, due.userId, {
    event: 'plan_instalment_due',
    subject:
      due.autopay === 'failed'
        ? `Kanak ${due.planName}: UPI AutoPay could not collect instalment ${due.instalment}`
        : `Kanak ${due.planName}: instalment ${due.instalment} of ${due.of} due on ${due.dueOn}`,
    body: `Kanak: instalment ${due.instalment} of ${due.of} of your ${due.planName}, ${formatPaise(due.amountPaise)}, is due on ${due.dueOn}. ${how(due)}`,
    link: { label: due.autopay === 'collects' ? 'See your plan' : 'Pay the instalment', path: due.payPath },
  });
}
