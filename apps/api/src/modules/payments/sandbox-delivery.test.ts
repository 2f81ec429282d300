/**
 * The sandbox delivers its webhooks as Razorpay does (PAYMENT_PROVIDER=sandbox): each event posted
 * to the shop's webhook as JSON, signed with the webhook secret over the exact bytes sent and naming
 * its event id; delivered once when answered 2xx, and retried after a pause while the shop answers
 * anything else (an error, a redirect). Closing the server stops the retries and waits for none of
 * their pauses. A plain server stands in for the shop, so what is heard is what was sent.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hmacHex } from '../../providers/payments/provider.ts';
import { sandboxEvents, webhookDelivery } from './sandbox-webhooks.ts';

const SECRET = 'whsec_test_delivery';

interface Heard {
  at: number;
  body: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  contentType: string | undefined;
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

/** The shop's webhook answering `answers` in turn (then 200), recording what it heard. */
function shop(answers: number[]) {
  const app = Fastify();
  app.decorate('config', {
    razorpay: { keyId: 'rzp_test', keySecret: 'not this one', webhookSecret: SECRET },
  } as FastifyInstance['config']);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  const heard: Heard[] = [];
  app.post('/api/payments/razorpay/webhook', async (request, reply) => {
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    heard.push({
      at: Date.now(),
      body: request.body as Buffer,
      signature: one(request.headers['x-razorpay-signature']),
      eventId: one(request.headers['x-razorpay-event-id']),
      contentType: request.headers['content-type'],
    });
    return reply.code(answers.shift() ?? 200).send({ status: 'ok' });
  });
  const deliver = webhookDelivery(app as unknown as FastifyInstance);
  open = app;
  return { app, heard, deliver };
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('a delivered event', () => {
  it('is posted once as JSON, signed with the webhook secret over the bytes sent, under its own event id', async () => {
    const { app, heard, deliver } = shop([]);
    await app.ready();
    const events = sandboxEvents('order_sbx_1', 'pay_sbx_1', 3_012_600);
    deliver(events);
    await until(() => heard.length >= 2, 2_000);
    await new Promise((r) => setTimeout(r, 400));
    expect(heard).toHaveLength(2);
    for (const [i, h] of heard.entries()) {
      expect(h.contentType).toBe('application/json');
      expect(h.signature).toBe(hmacHex(SECRET, h.body.toString('utf8')));
      const event = JSON.parse(h.body.toString('utf8')) as { id: string; event: string };
      expect(h.eventId).toBe(event.id);
      expect(event).toEqual(events[i]);
    }
  });
});

describe('an event the shop did not take', () => {
  it('is sent again after a pause, the same bytes under the same id, until answered 2xx; a redirect is not an answer', async () => {
    const { app, heard, deliver } = shop([500, 300, 503]);
    await app.ready();
    deliver([{ entity: 'event', id: 'evt_retry', event: 'payment.captured' }]);
    await until(() => heard.length >= 4, 8_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toHaveLength(4);
    expect(new Set(heard.map((h) => h.body.toString('utf8'))).size).toBe(1);
    expect(heard.every((h) => h.eventId === 'evt_retry')).toBe(true);
    // Razorpay-like back-off: each retry waits longer than the one before.
    const gaps = heard.slice(1).map((h, i) => h.at - (heard[i]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(150);
    expect(gaps[1]).toBeGreaterThanOrEqual(900);
  }, 15_000);

  it('being delivered when the server closes is heard out before the close completes', async () => {
    const app = Fastify();
    app.decorate('config', {
      razorpay: { keyId: 'rzp_test', keySecret: 'not this one', webhookSecret: SECRET },
    } as FastifyInstance['config']);
    let started = false;
    let answered = false;
    app.post('/api/payments/razorpay/webhook', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 400));
      answered = true;
      return { status: 'processed' };
    });
    const deliver = webhookDelivery(app as unknown as FastifyInstance);
    await app.ready();
    deliver([{ entity: 'event', id: 'evt_in_flight', event: 'payment.captured' }]);
    await until(() => started, 2_000);
    expect(answered).toBe(false);
    await app.close();
    expect(answered).toBe(true);
  });

  it('is not retried once the server closes, and closing waits for no pause', async () => {
    const { app, heard, deliver } = shop([500, 500, 500, 500, 500]);
    await app.ready();
    deliver([{ entity: 'event', id: 'evt_closing', event: 'payment.captured' }]);
    await until(() => heard.length >= 2, 2_000);
    const started = Date.now();
    await app.close();
    open = undefined;
    expect(Date.now() - started).toBeLessThan(800);
    const after = heard.length;
    await new Promise((r) => setTimeout(r, 1_200));
    expect(heard.length).toBe(after);
    expect(after).toBeLessThan(5);
  });
});
