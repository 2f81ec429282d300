import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxId } from '../../providers/payments/sandbox.ts';

const RETRY_DELAYS_MS = [0, 200, 1000, 3000, 10_000];

/** The two events Razorpay sends when a payment for an order is captured. */
export function sandboxEvents(orderId: string, paymentId: string, amountPaise: number): Record<string, unknown>[] {
  const now = Math.floor(Date.now() / 1000);
  const payment = {
    entity: { id: paymentId, entity: 'payment', amount: amountPaise, currency: 'INR', status: 'captured', order_id: orderId, captured: true, created_at: now },
  };
  const order = { entity: { id: orderId, entity: 'order', amount: amountPaise, amount_paid: amountPaise, amount_due: 0, currency: 'INR', status: 'paid' } };
  return [
    { entity: 'event', id: sandboxId('evt_sbx_'), event: 'payment.captured', contains: ['payment'], payload: { payment }, created_at: now },
    { entity: 'event', id: sandboxId('evt_sbx_'), event: 'order.paid', contains: ['payment', 'order'], payload: { payment, order }, created_at: now },
  ];
}

/**
 * Delivers events to this server's webhook route, signed with the webhook secret and retried until
 * answered 2xx, in the background like Razorpay. Pending deliveries finish before the app closes.
 */
export function webhookDelivery(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  const closing = new AbortController();
  app.addHook('preClose', async () => {
    closing.abort();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  async function deliverOne(event: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify(event);
    for (const delay of RETRY_DELAYS_MS) {
      if (delay > 0) await sleep(delay, undefined, { signal: closing.signal }).catch(() => undefined);
      if (closing.signal.aborted) return;
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(app.config.razorpay.webhookSecret, body),
            'x-razorpay-event-id': String(event.id),
          },
          payload: body,
        });
        if (res.statusCode >= 200 && res.statusCode < 300) return;
      } catch (err) {
        app.log.warn({ err }, 'sandbox webhook delivery failed; retrying');
      }
    }
  }

  return (events: Record<string, unknown>[]) => {
    for (const event of events) {
      const job = deliverOne(event).finally(() => pending.delete(job));
      pending.add(job);
    }
  };
}
