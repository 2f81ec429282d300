import type { Tx } from '@kanak/db';
import { queueCustomerNotice } from '../payments/notifications.ts';

/** The plan events the customer is told of, by the notification event they are sent as. */
export type PlanNoticeEvent = 'plan_instalment_due' | 'payment_received' | 'refund_sent' | 'store_credit';

/** The customer's plan page (apps/web paths). */
export const planLink = (enrolmentId: number) => ({ label: 'See your plan', path: `/plans/${enrolmentId}` });

/** Queues a plan notice in `tx`, the transaction that made the change it reports (decision 016). */
export async function queuePlanNotice(tx: Tx, userId: number, enrolmentId: number, event: PlanNoticeEvent, subject: string, body: string): Promise<void> {
  const notice = { event, subject, body, link: planLink(enrolmentId) };
  await queueCustomerNotice(tx, userId, notice);
}
