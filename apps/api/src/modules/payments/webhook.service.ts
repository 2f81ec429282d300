import { createHash } from 'node:crypto';
import { MESSAGES } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findPaymentByProviderOrder } from '../orders/orders.repository.ts';
import { forgetWebhookEvent, recordWebhookEvent } from './payments.repository.ts';
import { confirmPayment } from './payments.service.ts';
import { findInstalmentByPayment } from '../plans/plans.repository.ts';
import { confirmInstalment } from '../plans/plan-confirm.ts';
import { debitFailed } from '../plans/plan-autopay.ts';
import { mandateEndedAtBank } from '../plans/plan-mandate.ts';

interface RazorpayEvent {
  id?: string;
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    token?: { entity?: { id?: string } };
  };
}

/** A UPI AutoPay mandate ended at the bank or in the customer's UPI app (decision 060). */
const MANDATE_ENDED_EVENTS = new Set(['token.cancelled', 'token.rejected', 'token.paused']);

/** The events that mean money was taken for a provider order (Razorpay webhooks). */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * A verified webhook: deduplicated by event id, then the same confirmation as the browser's
 * (ARCHITECTURE §4). Answers 'duplicate', 'ignored' or 'processed'; throws 400 for a bad signature.
 */
export async function handleWebhook(
  deps: Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>,
  rawBody: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<'duplicate' | 'ignored' | 'processed'> {
  // Stops forged "payment captured" calls: only the provider knows the webhook secret.
  if (!signature || !deps.payments.verifyWebhookSignature(rawBody, signature)) throw new HttpError(400, MESSAGES.webhook.badSignature);
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new HttpError(400, MESSAGES.generic.badJson);
  }
  const id = eventIdHeader || event.id || createHash('sha256').update(rawBody).digest('hex');
  const db = deps.database.db;
  const entity = event.payload?.payment?.entity;
  const inserted = await recordWebhookEvent(db, {
    id,
    provider: deps.payments.name,
    type: String(event.event ?? 'unknown'),
    payload: event as Record<string, unknown>,
  });
  if (!inserted) {
    // The event row and the confirmation are separate transactions: a node that died between them
    // left the event recorded but the payment uncounted, and the provider's redelivery (same id)
    // must still count it. confirmPayment is idempotent, so only an uncounted payment goes on.
    const recorded = PAID_EVENTS.has(String(event.event)) && entity?.order_id
      ? await findPaymentByProviderOrder(db, entity.order_id)
      : undefined;
    if (!recorded || recorded.status === 'paid') return 'duplicate';
  }

  try {
    const tokenId = event.payload?.token?.entity?.id;
    if (MANDATE_ENDED_EVENTS.has(String(event.event)) && tokenId) return (await mandateEndedAtBank(deps, tokenId)) ? 'processed' : 'ignored';
    // A plan's AutoPay debit the bank refused: the customer is told to pay it themselves.
    if (event.event === 'payment.failed' && entity?.order_id) {
      const failed = await findPaymentByProviderOrder(db, entity.order_id);
      const instalment = failed?.kind === 'plan_instalment' ? await findInstalmentByPayment(db, failed.id) : undefined;
      return instalment && (await debitFailed(deps, instalment.id)) ? 'processed' : 'ignored';
    }
    if (!PAID_EVENTS.has(String(event.event)) || !entity?.id || !entity.order_id) return 'ignored';
    const payment = await findPaymentByProviderOrder(db, entity.order_id);
    // A purchase plan's instalment (ARCHITECTURE §11) is a payment of the one ledger too; it is
    // counted by the plan's confirmation (enrolment locked), exactly once, never as an order's.
    if (payment?.kind === 'plan_instalment') {
      const instalment = await findInstalmentByPayment(db, payment.id);
      if (!instalment || entity.amount !== payment.amountPaise) {
        deps.log.warn({ eventId: id, providerOrderId: entity.order_id }, 'webhook for an unknown plan instalment or amount ignored');
        return 'ignored';
      }
      await confirmInstalment(deps, instalment.id, entity.id);
      return 'processed';
    }
    // An amount that differs from the one the server asked for is not this payment.
    if (!payment || entity.amount !== payment.amountPaise) {
      deps.log.warn({ eventId: id, providerOrderId: entity.order_id }, 'webhook for an unknown order or amount ignored');
      return 'ignored';
    }
    await confirmPayment(deps, payment.id, entity.id, { event: event.event, payment: entity });
    return 'processed';
  } catch (err) {
    // Forget the event so the provider's retry is processed rather than taken for a duplicate.
    if (inserted) await forgetWebhookEvent(db, id);
    throw err;
  }
}
