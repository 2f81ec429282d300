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
}

/**
 * "Plan instalment due" (ARCHITECTURE §12) for the purchase plan (issue 39): queued in `tx`, on
 * the channels the customer keeps on for the kind `plans`, with the DLT template
 * SMS_TEMPLATE_PLAN_INSTALMENT_DUE and the WhatsApp template kanak_plan_instalment_due.
 */
export async function tellPlanInstalmentDue(tx: Tx, due: InstalmentDue): Promise<void> {
  await queueNotice(tx, due.userId, {
    event: 'plan_instalment_due',
    subject: `Kanak ${due.planName}: instalment ${due.instalment} of ${due.of} due on ${due.dueOn}`,
    body: `Kanak: instalment ${due.instalment} of ${due.of} of your ${due.planName}, ${formatPaise(due.amountPaise)}, is due on ${due.dueOn}. Pay it from your plan's page:`,
    link: { label: 'Pay the instalment', path: due.payPath },
  });
}
