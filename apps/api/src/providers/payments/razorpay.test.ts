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
    } else if (req.url === '/v1/customers') {
      res.end(JSON.stringify({ id: 'cust_1', entity: 'customer', name: body.name, contact: body.contact }));
    } else if (req.url === '/v1/payments/pay_auth') {
      res.end(JSON.stringify({ id: 'pay_auth', entity: 'payment', status: 'captured', token_id: 'token_1', recurring: true }));
    } else if (req.url === '/v1/payments/pay_plain') {
      res.end(JSON.stringify({ id: 'pay_plain', entity: 'payment', status: 'captured' }));
    } else if (req.url === '/v1/payments/create/recurring') {
      res.end(JSON.stringify({ razorpay_payment_id: 'pay_debit_1', razorpay_order_id: body.order_id, razorpay_signature: 'sig' }));
    } else if (req.url === '/v1/customers/cust_1/tokens/token_1/cancel') {
      res.end(JSON.stringify({ success: true }));
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

  it('UPI AutoPay: a customer, an authorisation order with a monthly token, its token, a debit and its cancellation, as Razorpay documents them', async () => {
    const rp = razorpayProvider(secrets, baseUrl);
    const from = seen.length;
    expect(await rp.createCustomer({ name: 'Asha Rao', phone: '9876543210', email: null })).toEqual({ id: 'cust_1' });
    expect(seen[from]?.body).toEqual({ name: 'Asha Rao', contact: '9876543210', fail_existing: '0' });
    const expireAt = new Date('2027-11-27T18:29:59Z');
    await rp.createOrder({ amountPaise: 500_000, receipt: 'plan_3', notes: {}, mandate: { customerId: 'cust_1', maxAmountPaise: 500_000, expireAt } });
    expect(seen[from + 1]?.body).toMatchObject({
      amount: 500_000,
      method: 'upi',
      customer_id: 'cust_1',
      token: { max_amount: 500_000, expire_at: Math.floor(expireAt.getTime() / 1000), frequency: 'monthly' },
    });
    expect(await rp.mandateOf('pay_auth')).toBe('token_1');
    expect(await rp.mandateOf('pay_plain')).toBeNull();
    const debit = await rp.chargeMandate({ orderId: 'order_fake1', customerId: 'cust_1', tokenId: 'token_1', amountPaise: 500_000, phone: '9876543210', email: 'asha@example.com', description: 'Plan' });
    // A UPI debit is made a day after the bank's notice: its result comes by webhook.
    expect(debit).toEqual({ paymentId: 'pay_debit_1', status: 'pending' });
    expect(seen.find((s) => s.url === '/v1/payments/create/recurring')?.body).toMatchObject({
      order_id: 'order_fake1', customer_id: 'cust_1', token: 'token_1', recurring: '1', amount: 500_000, currency: 'INR', contact: '9876543210', email: 'asha@example.com',
    });
    await rp.cancelMandate({ customerId: 'cust_1', tokenId: 'token_1' });
    expect(seen.at(-1)?.url).toBe('/v1/customers/cust_1/tokens/token_1/cancel');
    await expect(rp.cancelMandate({ customerId: 'cust_1', tokenId: 'token_unknown' })).rejects.toMatchObject({ statusCode: 502 });
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
