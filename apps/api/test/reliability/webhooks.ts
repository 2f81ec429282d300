/**
 * The test playing the payment provider's webhook sender after a crash: it re-posts events the
 * server already stored, byte for byte under their own ids, and delivers the events of captured
 * payments that never arrived, signed with the webhook secret as Razorpay signs them.
 */
import { hmacHex } from '../../src/providers/payments/provider.ts';
import { sandboxEvents } from '../../src/modules/payments/sandbox-webhooks.ts';
import type { Books } from './ledger.ts';
import { eventPaymentId } from './ledger.ts';
import type { ApiNode } from './processes.ts';
import type { PaymentProof, Reply } from './shop-client.ts';

/** The sandbox's default webhook secret (env.ts); the nodes run without RAZORPAY_WEBHOOK_SECRET. */
const WEBHOOK_SECRET = 'sandbox_webhook_secret';

export async function postWebhook(node: ApiNode, event: Record<string, unknown>): Promise<Reply> {
  const body = JSON.stringify(event);
  const res = await fetch(node.url('/payments/razorpay/webhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
      'x-razorpay-event-id': String(event.id),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Every event the server stored, again, under its own id: each must be taken as a duplicate. */
export function storedEvents(books: Books): Record<string, unknown>[] {
  return books.events.map((e) => ({ ...e.payload, id: e.id }));
}

/**
 * For every payment the provider captured (the proofs its Checkout handed out), each of the two
 * events Razorpay sends that the server has no record of: those died queued in the killed process,
 * and Razorpay keeps redelivering an event until it is answered 2xx. Their original ids died with
 * them, so they carry new ones, which the server has never seen either way.
 */
export function undeliveredEvents(books: Books, proofs: PaymentProof[], amountOf: (proof: PaymentProof) => number) {
  const stored = new Set(books.events.map((e) => `${e.type} ${eventPaymentId(e)}`));
  return proofs.flatMap((proof) =>
    sandboxEvents(proof.razorpay_order_id, proof.razorpay_payment_id, amountOf(proof)).filter(
      (e) => !stored.has(`${String(e.event)} ${proof.razorpay_payment_id}`),
    ),
  );
}
