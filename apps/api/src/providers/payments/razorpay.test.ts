import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from './provider.ts';
import { razorpayProvider } from './razorpay.ts';

const secrets = { keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret: 'hook_secret' };
const seen: { url: string; auth: string; body: Record<string, unknown> }[] = [];
let baseUrl: string;
const server = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/v1/orders') {
      res.end(JSON.stringify({ id: 'order_fake1', entity: 'order', amount: body.amount, currency: 'INR', status: 'created' }));
    } else if (req.url === '/v1/payments/pay_1/refunds?count=100') {
      const made = seen.filter((s) => s.url === '/v1/payments/pay_1/refund').map((s, i) => ({ id: `rfnd_${i + 1}`, receipt: s.body.receipt }));
      res.end(JSON.stringify({ entity: 'collection', count: made.length, items: made }));
    } else if (req.url === '/v1/payments/pay_1/refund') {
      const n = seen.filter((s) => s.url === '/v1/payments/pay_1/refund').length;
      res.end(JSON.stringify({ id: `rfnd_${n}`, status: 'processed', amount: body.amount }));
    } else {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Razorpay adapter', () => {
  it('creates an order in paise with basic auth, and refunds a payment', async () => {
    const rp = razorpayProvider(secrets, baseUrl);
    const order = await rp.createOrder({ amountPaise: 3_012_600, receipt: 'order_7', notes: { order_id: '7' } });
    expect(order).toEqual({ id: 'order_fake1', amount: 3_012_600, currency: 'INR' });
    expect(seen[0]).toEqual({
      url: '/v1/orders',
      auth: `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`,
      body: { amount: 3_012_600, currency: 'INR', receipt: 'order_7', notes: { order_id: '7' } },
    });
    expect(await rp.refund({ paymentId: 'pay_1', amountPaise: 500, receipt: 'kanak_refund_1' })).toEqual({ id: 'rfnd_1', status: 'processed' });
    expect(seen[2]).toMatchObject({ url: '/v1/payments/pay_1/refund', body: { amount: 500, receipt: 'kanak_refund_1' } });
  });

  it('answers a refund asked again with the same receipt from the provider, without making another', async () => {
    const rp = razorpayProvider(secrets, baseUrl);
    const made = () => seen.filter((s) => s.url === '/v1/payments/pay_1/refund').length;
    const before = made();
    const again = await rp.refund({ paymentId: 'pay_1', amountPaise: 500, receipt: 'kanak_refund_1' });
    expect(again.id).toBe('rfnd_1');
    expect(made()).toBe(before);
    await rp.refund({ paymentId: 'pay_1', amountPaise: 700, receipt: 'kanak_refund_2' });
    expect(made()).toBe(before + 1);
  });

  it('turns a provider error into a 502 the customer can retry', async () => {
    const rp = razorpayProvider(secrets, baseUrl);
    await expect(rp.refund({ paymentId: 'pay_unknown', amountPaise: 1, receipt: 'r' })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('checks Checkout and webhook signatures as Razorpay documents them', () => {
    const rp = razorpayProvider(secrets, baseUrl);
    const signature = hmacHex('key_secret', 'order_A|pay_B');
    expect(rp.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true);
    expect(rp.verifyPaymentSignature({ orderId: 'order_X', paymentId: 'pay_B', signature })).toBe(false);
    expect(rp.verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: 'short' })).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(rp.verifyWebhookSignature(body, hmacHex('hook_secret', body))).toBe(true);
    expect(rp.verifyWebhookSignature(body, hmacHex('key_secret', body))).toBe(false);
  });
});
