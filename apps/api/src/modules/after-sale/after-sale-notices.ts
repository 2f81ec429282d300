import type { AfterSaleRequestRow } from '@kanak/db';
import { AFTER_SALE_LABELS, formatPaise, type AfterSaleStatus } from '@kanak/domain';
import { type Settled } from './after-sale-view.ts';

/** What each step tells the customer. */
export function noticeOf(request: AfterSaleRequestRow, status: AfterSaleStatus, note: string | null, settled: Settled | null) {
  const what = `${AFTER_SALE_LABELS[request.kind].toLowerCase()} request #${request.id} (order #${request.orderId})`;
  const noted = note ? ` Note from Kanak: ${note}` : '';
  const texts: Record<AfterSaleStatus, string> = {
    requested: `Kanak: we have received your ${what}. We will contact you within 2 working days.`,
    approved: `Kanak: your ${what} is approved. Please send the pieces to us as we describe in our e-mail; we collect them insured.`,
    received: `Kanak: we have received the pieces of your ${what}. We inspect them within 7-10 days.`,
    inspected:
      request.value && request.kind !== 'maintenance'
        ? `Kanak: we have inspected the pieces of your ${what}; their value is ${formatPaise(request.value.amountPaise)}.`
        : `Kanak: we have inspected the pieces of your ${what}.`,
    completed:
      request.kind === 'return'
        ? `Kanak: your ${what} is complete. We are refunding ${formatPaise(settled?.amountPaise ?? 0)} to the account you paid from; a credit note is on your order page.`
        : request.kind === 'exchange'
          ? `Kanak: your ${what} is complete. ${formatPaise(settled?.amountPaise ?? 0)} is now in your Kanak store credit.`
          : request.kind === 'buyback'
            ? `Kanak: your ${what} is complete. We have transferred ${formatPaise(settled?.amountPaise ?? 0)} to your bank account (reference ${settled?.reference ?? ''}).`
            : `Kanak: your ${what} is complete and your pieces are on their way back to you.`,
    rejected: `Kanak: we could not accept your ${what}.`,
  };
  return {
    event: 'after_sale_step' as const,
    subject: `Kanak ${what}: ${status}`,
    body: texts[status] + noted,
    // The request is shown on its order's page (apps/web paths.orderDetail).
    link: { label: 'See your request', path: `/viewdetail/${request.orderId}` },
  };
}
