import { HttpError } from '../../http-error.ts';
import { signatureChecks, type PaymentProvider, type ProviderSecrets } from './provider.ts';

export const RAZORPAY_API = 'https://api.razorpay.com';
const PROVIDER_DOWN = 'Payment could not be started. Please try again.';

/** Razorpay's Orders and Refunds APIs over plain fetch (no SDK); `baseUrl` is swapped in tests. */
export function razorpayProvider(secrets: ProviderSecrets, baseUrl = RAZORPAY_API): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(new URL(path, baseUrl), {
        method,
        headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, PROVIDER_DOWN);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new HttpError(502, PROVIDER_DOWN, undefined, { provider_status: res.status });
    return json;
  }

  return {
    name: 'razorpay',
    keyId: secrets.keyId,
    ...signatureChecks(secrets),
    async createOrder({ amountPaise, receipt, notes, mandate }) {
      // A UPI AutoPay authorisation: a monthly token of at most the instalment, until the plan's last day.
      const recurring = mandate
        ? {
            method: 'upi',
            customer_id: mandate.customerId,
            token: { max_amount: mandate.maxAmountPaise, expire_at: Math.floor(mandate.expireAt.getTime() / 1000), frequency: 'monthly' },
          }
        : {};
      const json = await call('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes, ...recurring });
      if (typeof json.id !== 'string' || json.amount !== amountPaise) throw new HttpError(502, PROVIDER_DOWN);
      return { id: json.id, amount: amountPaise, currency: String(json.currency ?? 'INR') };
    },
    async createCustomer({ name, phone, email }) {
      // fail_existing 0: the same details answer the customer made before, not an error.
      const json = await call('POST', '/v1/customers', { name, contact: phone, ...(email ? { email } : {}), fail_existing: '0' });
      if (typeof json.id !== 'string') throw new HttpError(502, PROVIDER_DOWN);
      return { id: json.id };
    },
    async mandateOf(paymentId) {
      const json = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      return typeof json.token_id === 'string' ? json.token_id : null;
    },
    async chargeMandate({ orderId, customerId, tokenId, amountPaise, phone, email, description }) {
      const json = await call('POST', '/v1/payments/create/recurring', {
        amount: amountPaise,
        currency: 'INR',
        order_id: orderId,
        customer_id: customerId,
        token: tokenId,
        recurring: '1',
        contact: phone,
        ...(email ? { email } : {}),
        description,
      });
      if (typeof json.razorpay_payment_id !== 'string') throw new HttpError(502, PROVIDER_DOWN);
      // A UPI debit is made 24 hours after the bank's pre-debit notice: its result comes by webhook.
      return { paymentId: json.razorpay_payment_id, status: 'pending' as const };
    },
    async cancelMandate({ customerId, tokenId }) {
      await call('POST', `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}/cancel`, {});
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      // Razorpay's refunds carry our receipt: one made before a crash is found, not made again.
      const earlier = await call('GET', `${path}/refunds?count=100`);
      const items = Array.isArray(earlier.items) ? (earlier.items as Record<string, unknown>[]) : [];
      const made = items.find((r) => r.receipt === receipt);
      const json = made ?? (await call('POST', `${path}/refund`, { amount: amountPaise, receipt }));
      return { id: String(json.id), status: String(json.status ?? 'pending') };
    },
  };
}
