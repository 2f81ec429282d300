import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { hmacHex } from '../src/providers/payments/provider.ts';

/**
 * Razorpay's signed "payment captured" for a provider order, under its own event id, sent to the
 * sandbox's webhook: answers the webhook's status (`processed`, `ignored`, …).
 */
export async function capturedWebhook(
  app: App,
  providerOrderId: string,
  paymentId: string,
  amountPaise: number,
): Promise<string> {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: providerOrderId,
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body),
      'x-razorpay-event-id': `evt_${paymentId}`,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().status as string;
}
