import { isUniqueViolation, type Refund } from '@kanak/db';
import { MESSAGES, ORDER_MESSAGES, refundProcessedMessage, refundRefusedMessage, rupeesToPaise } from '@kanak/domain';
import { HttpError, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { lockOrder, paymentsOf } from '../orders/orders.repository.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { tellCustomer } from './order-notifications.ts';
import { insertRefund, markRefundProcessed, markRefundsFailed, refundsOfOrder, refundsWithKey, updateRefund } from './refunds.repository.ts';

/** A row with a key is an admin's refund request; a pending row without one is money owed (cancel). */
const isOwed = (r: Refund) => r.status === 'pending' && r.idempotencyKey === null;

/**
 * Refunds through the payment provider (issue 7). Inside a transaction holding the order's row
 * lock, a key seen before returns the earlier refund, and the amount is checked against what was
 * paid less what was refunded: two admins clicking at once queue, and never refund twice. The
 * refund rows are committed as pending before the provider is called, then marked processed or
 * failed, so a crash in between leaves a visible pending refund rather than a silent one. Answers
 * the sentence the admin sees; a key used before answers that the refund was already made.
 */
export async function refundOrder(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'log'>,
  actor: Actor,
  orderId: number,
  body: { amount?: number | undefined; idempotency_key: string; reason?: string | undefined },
): Promise<string> {
  const { db } = deps.database;
  const key = body.idempotency_key;
  const planned = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
      const earlier = await refundsWithKey(tx, key);
      if (earlier.length > 0) {
        if (earlier.some((r) => r.orderId !== orderId)) throw new HttpError(409, MESSAGES.admin.refundKeyTaken);
        return null;
      }
      const paid = (await paymentsOf(tx, orderId)).flatMap((p) =>
        p.status === 'paid' && p.providerPaymentId ? [{ ...p, providerPaymentId: p.providerPaymentId }] : [],
      );
      const rows = await refundsOfOrder(tx, orderId);
      const open = paid.map((p) => {
        const taken = rows.filter((r) => r.paymentId === p.id && (r.status === 'processed' || (r.status === 'pending' && !isOwed(r))));
        return { payment: p, left: p.amountPaise - taken.reduce((s, r) => s + r.amountPaise, 0) };
      });
      const refundable = open.reduce((s, o) => s + o.left, 0);
      const amount = body.amount === undefined ? refundable : rupeesToPaise(body.amount);
      if (body.amount === undefined && refundable <= 0) throw unprocessable(MESSAGES.admin.nothingToRefund);
      if (amount > refundable) throw unprocessable(MESSAGES.admin.refundExceedsPaid, { amount: [MESSAGES.admin.refundExceedsPaid] });

      const created: Refund[] = [];
      let remaining = amount;
      // Newest payment first (the balance before the advance).
      for (const { payment, left } of [...open].reverse()) {
        if (remaining <= 0) break;
        const part = Math.min(left, remaining);
        if (part <= 0) continue;
        remaining -= part;
        const values = {
          amountPaise: part,
          idempotencyKey: created.length === 0 ? key : `${key}#${created.length + 1}`,
          reason: body.reason ?? null,
          createdBy: actor.userId,
        };
        // Money owed on this payment (a cancel) is settled by this refund rather than added to it.
        const owed = rows.find((r) => r.paymentId === payment.id && isOwed(r));
        created.push(
          owed
            ? await updateRefund(tx, owed.id, { ...values, reason: values.reason ?? owed.reason })
            : await insertRefund(tx, { ...values, paymentId: payment.id, orderId, status: 'pending' }),
        );
      }
      await audit(tx, actor, 'refund_requested', 'order', orderId, { amount_paise: amount, idempotency_key: key });
      return { order, created, payments: new Map(paid.map((p) => [p.id, p.providerPaymentId])) };
    })
    .catch((err: unknown) => {
      // Two requests with one new key at the same instant: the loser sees the winner's refund.
      if (isUniqueViolation(err, 'refunds_idempotency_key_unique')) return null;
      throw err;
    });
  if (!planned) return MESSAGES.admin.refundAlreadyMade;

  const processed: { id: number; amountPaise: number; providerRefundId: string }[] = [];
  const failedIds: number[] = [];
  for (const row of planned.created) {
    try {
      const providerPaymentId = planned.payments.get(row.paymentId);
      if (providerPaymentId === undefined) throw new Error('The refund names a payment that was not paid.');
      const result = await deps.payments.refund(providerPaymentId, row.amountPaise);
      processed.push({ id: row.id, amountPaise: row.amountPaise, providerRefundId: result.id });
    } catch (err) {
      deps.log.error({ err, refundId: row.id }, 'provider refund failed');
      failedIds.push(row.id);
    }
  }
  const refunded = processed.reduce((s, r) => s + r.amountPaise, 0);
  const failed = failedIds.length > 0;
  // The outcomes and the customer's notice commit together (decision 016).
  await db.transaction(async (tx) => {
    for (const r of processed) await markRefundProcessed(tx, r.id, r.providerRefundId);
    await markRefundsFailed(tx, failedIds);
    if (refunded > 0) await tellCustomer(tx, planned.order, { kind: 'refunded', amountPaise: refunded });
  });
  if (failed) throw new HttpError(502, refundRefusedMessage(refunded));
  return refundProcessedMessage(refunded);
}
