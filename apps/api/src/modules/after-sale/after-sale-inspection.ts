import type { AfterSaleValue } from '@kanak/db';
import {
  AFTER_SALE_MESSAGES,
  inspectedValueTooHighMessage,
  rupeesToPaise,
  type AfterSaleKind,
  type AfterSaleStatusBody,
} from '@kanak/domain';
import { unprocessable } from '../../http-error.ts';

/*
 * Inspection sets the value a request completes with (ARCHITECTURE §7): the rules' value (buyback
 * rules on today's card, or a return's share of the order), or a lower one the shop found — worn
 * gold, a missing stone. Never a higher one: the customer is never told more than the rules give.
 */

/** 422 for an inspected value sent with any other step, or for maintenance (it moves no money). */
export function refuseMisplacedInspectedValue(kind: AfterSaleKind, body: AfterSaleStatusBody): void {
  if (body.inspected_value === undefined) return;
  if (body.status === 'inspected' && kind !== 'maintenance') return;
  const message = AFTER_SALE_MESSAGES.inspectedValueStep;
  throw unprocessable(message, { inspected_value: [message] });
}

/** The value kept at inspection; the rules' value stays beside a lower one, for the screens. */
export function inspectedValue(rules: AfterSaleValue | null, inspectedRupees: number | undefined): AfterSaleValue | null {
  if (!rules || inspectedRupees === undefined) return rules;
  const paise = rupeesToPaise(inspectedRupees);
  if (paise > rules.amountPaise) {
    const message = inspectedValueTooHighMessage(rules.amountPaise);
    throw unprocessable(message, { inspected_value: [message] });
  }
  if (paise === rules.amountPaise) return rules;
  return { ...rules, amountPaise: paise, rulesPaise: rules.amountPaise };
}
