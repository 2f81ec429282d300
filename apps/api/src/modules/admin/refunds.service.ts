import { and, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation, schema, type Refund } from '@kanak/db';
import { ADMIN_MESSAGES, formatPaise, rupeesToPaise } from '@kanak/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../../http-error.ts';
import { lockOrder, paymentsOf } from '../orders/orders.repository.ts';
import { audit } from './audit.ts';
import { tellCustomer } from './order-notifications.ts';

const { refunds } = schema;

export interface RefundOutcome {
  message: string;
  /** False when the idempotency key had been used: the earlier refund stands, nothing new happened. */
  applied: boolean;
}

/** A row with a key is an admin's refund request; a pending row without one is money owed (cancel). */
const isOwed = (r: Refund) => r.status === 'pending' && r.idempotencyKey === null;

/**
 * Refunds through the payment provider (issue 7). Inside a transaction holding the order's row
 * lock, a key seen before returns the earlier refund, and the amount is checked against what was
 * paid less what was refunded: two admins clicking at once queue, and never refund twice. The
 * refund rows are committed as pending before the provider is called, then marked processed or
 * failed, so a crash in between leaves a visible pending refund rather than a silent one.
 */
export async function refundOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  body: { amount?: number | undefined; idempotency_key: string; reason?: string | undefined },
): Promise<RefundOutcome> {
  const db = app.database.db;
  const key = body.idempotency_key;
  const planned = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      const earlier = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
      if (earlier.length > 0) {
        if (earlier.some((r) => r.orderId !== orderId)) throw new HttpError(409, 'This idempotency key belongs to another refund.');
        return null;
      }
      const paid = (await paymentsOf(tx, orderId)).filter((p) => p.status === 'paid' && p.providerPaymentId);
      const rows = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
      const open = paid.map((p) => {
        const taken = rows.filter((r) => r.paymentId === p.id && (r.status === 'processed' || (r.status === 'pending' && !isOwed(r))));
        return { payment: p, left: p.amountPaise - taken.reduce((s, r) => s + r.amountPaise, 0) };
      });
      const refundable = open.reduce((s, o) => s + o.left, 0);
      const amount = body.amount === undefined ? refundable : rupeesToPaise(body.amount);
      if (body.amount === undefined && refundable <= 0) throw unprocessable(ADMIN_MESSAGES.nothingToRefund);
      if (amount > refundable) throw unprocessable(ADMIN_MESSAGES.refundExceedsPaid, { amount: [ADMIN_MESSAGES.refundExceedsPaid] });

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
          createdBy: request.user?.id ?? null,
        };
        // Money owed on this payment (a cancel) is settled by this refund rather than added to it.
        const owed = rows.find((r) => r.paymentId === payment.id && isOwed(r));
        const [row] = owed
          ? await tx.update(refunds).set({ ...values, reason: values.reason ?? owed.reason }).where(eq(refunds.id, owed.id)).returning()
          : await tx.insert(refunds).values({ ...values, paymentId: payment.id, orderId, status: 'pending' }).returning();
        created.push(row!);
      }
      await audit(tx, request, 'refund_requested', 'order', orderId, { amount_paise: amount, idempotency_key: key });
      return { order, created, payments: new Map(paid.map((p) => [p.id, p.providerPaymentId!])) };
    })
    .catch((err: unknown) => {
      // Two requests with one new key at the same instant: the loser sees the winner's refund.
      if (isUniqueViolation(err, 'refunds_idempotency_key_unique')) return null;
      throw err;
    });
  if (!planned) return { message: 'This refund was already made.', applied: false };

  const processed: { id: number; amountPaise: number; providerRefundId: string }[] = [];
  const failedIds: number[] = [];
  for (const row of planned.created) {
    try {
      const result = await app.payments.refund(planned.payments.get(row.paymentId)!, row.amountPaise);
      processed.push({ id: row.id, amountPaise: row.amountPaise, providerRefundId: result.id });
    } catch (err) {
      request.log.error({ err, refundId: row.id }, 'provider refund failed');
      failedIds.push(row.id);
    }
  }
  const refunded = processed.reduce((s, r) => s + r.amountPaise, 0);
  const failed = failedIds.length > 0;
  // The outcomes and the customer's notice commit together (decision 016).
  await db.transaction(async (tx) => {
    for (const r of processed) {
      await tx.update(refunds).set({ status: 'processed', providerRefundId: r.providerRefundId }).where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')));
    }
    if (failed) await tx.update(refunds).set({ status: 'failed' }).where(inArray(refunds.id, failedIds));
    if (refunded > 0) await tellCustomer(tx, planned.order, { kind: 'refunded', amountPaise: refunded });
  });
  if (failed) throw new HttpError(502, `The payment provider refused the refund${refunded > 0 ? ` after ${formatPaise(refunded)} was refunded` : ''}. Please try again with a new key.`);
  return { message: `Refund of ${formatPaise(refunded)} processed.`, applied: true };
}
