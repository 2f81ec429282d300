import { isUniqueViolation, type Refund } from '@kanak/db';
import { MESSAGES, ORDER_MESSAGES, refundProcessedMessage, refundRefusedMessage, rupeesToPaise } from '@kanak/domain';
import { HttpError, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import { insertRefunds, ledgerRowsOfOrder } from '../payments/ledger.repository.ts';
import { moneyOf, refundSources } from '../payments/order-money.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { refundsWithKey } from './refunds.repository.ts';

/**
 * An admin's refund through the payment provider (issue 7), beside the automatic ones of the ledger
 * (ARCHITECTURE §7). Inside a transaction holding the order's row lock, a key seen before answers
 * the earlier refund, and the amount is checked against what the shop still holds (paid less
 * refunded and refunding): two admins clicking at once queue, and never refund twice. The rows are
 * committed as pending, then the one refund sender makes them (idempotent by receipt, retried by
 * any node), so a crash in between leaves a pending refund that is still made. Answers the
 * sentence the admin sees; a key used before answers that the refund was already made.
 */
export async function refundOrder(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>,
  actor: Actor,
  orderId: number,
  body: { amount?: number | undefined; idempotency_key: string; reason?: string | undefined },
): Promise<string> {
  const { db } = deps.database;
  const key = body.idempotency_key;
  const created = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const earlier = await refundsWithKey(tx, key);
      if (earlier.length > 0) {
        if (earlier.some((r) => r.orderId !== orderId)) throw new HttpError(409, MESSAGES.admin.refundKeyTaken);
        return null;
      }
      const rows = await ledgerRowsOfOrder(tx, orderId);
      const money = moneyOf(order, rows);
      const refundable = money.paidPaise - money.refundedPaise - money.refundingPaise;
      const amount = body.amount === undefined ? refundable : rupeesToPaise(body.amount);
      if (body.amount === undefined && refundable <= 0) throw unprocessable(MESSAGES.admin.nothingToRefund);
      if (amount > refundable) throw unprocessable(MESSAGES.admin.refundExceedsPaid, { amount: [MESSAGES.admin.refundExceedsPaid] });
      const refunds: Refund[] = await insertRefunds(
        tx,
        refundSources(rows, amount).map((s, i) => ({
          paymentId: s.payment.id,
          orderId,
          amountPaise: s.amountPaise,
          status: 'pending' as const,
          idempotencyKey: i === 0 ? key : `${key}#${i + 1}`,
          reason: body.reason ?? null,
          createdBy: actor.userId,
        })),
      );
      await audit(tx, actor, 'refund_requested', 'order', orderId, { amount_paise: amount, idempotency_key: key });
      return refunds;
    })
    .catch((err: unknown) => {
      // Two requests with one new key at the same instant: the loser sees the winner's refund.
      if (isUniqueViolation(err, 'refunds_idempotency_key_unique')) return null;
      throw err;
    });
  if (!created) return MESSAGES.admin.refundAlreadyMade;

  const sent = await sendDueRefunds(deps, created.map((r) => r.id));
  const refunded = created.filter((r) => sent.processed.includes(r.id)).reduce((sum, r) => sum + r.amountPaise, 0);
  if (sent.failed.length > 0) throw new HttpError(502, refundRefusedMessage(refunded));
  return refundProcessedMessage(refunded);
}
