import { AFTER_SALE_LABELS, type AfterSaleStatus } from '@kanak/domain/after-sale';
import { formatRupees } from '@kanak/domain/money';
import type { AdminAfterSale } from '../../api';

/** The button for each next step; the ones that end a request open a confirm step first (…). */
export const AFTER_SALE_ACTIONS: Readonly<Record<AfterSaleStatus, string>> = {
  requested: 'Requested',
  approved: 'Approve',
  received: 'Mark received',
  inspected: 'Mark inspected',
  completed: 'Complete…',
  rejected: 'Reject…',
};

/** The steps that end a request, each behind a confirm step that says what it does. */
export type FinalStep = 'completed' | 'rejected';
export const isFinalStep = (s: AfterSaleStatus): s is FinalStep => s === 'completed' || s === 'rejected';

/** What ending the request does, in the shop's words: the money it moves and who is told. */
export function confirmQuestion(r: AdminAfterSale, step: FinalStep, o: { note: boolean; reference: string }): string {
  const what = `${AFTER_SALE_LABELS[r.kind].toLowerCase()} request #${r.id}`;
  if (step === 'rejected') return `Reject ${what}? The customer is told${o.note ? ', with your note' : ''}.`;
  const amount = formatRupees(r.value?.amount ?? 0);
  const told = o.note ? ' The customer is told, with your note.' : '';
  if (r.kind === 'return')
    return `Complete ${what}? ${amount} is refunded to the customer through the payment provider, with a credit note.${told}`;
  if (r.kind === 'exchange') return `Complete ${what}? ${amount} is added to the customer’s store credit.${told}`;
  if (r.kind === 'buyback')
    return `Complete ${what}? This records the bank payout of ${amount} (reference ${o.reference}) and tells the customer.`;
  return `Complete ${what}? The customer is told the pieces are on their way back.`;
}

/** The inspected value as typed: empty keeps the rules' value; otherwise rupees and paise, not below zero. */
export function parseInspectedValue(text: string): { value: number | undefined } | { error: string } {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return { value: undefined };
  const n = Number(t);
  if (!/^\d+(\.\d{1,2})?$/.test(t) || !Number.isFinite(n)) return { error: 'Please enter the inspected value in rupees, like 41250 or 41250.50.' };
  return { value: n };
}
