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
    async createOrder({ amountPaise, receipt, notes }) {
      const json = await call('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      if (typeof json.id !== 'string' || json.amount !== amountPaise) throw new HttpError(502, PROVIDER_DOWN);
      return { id: json.id, amount: amountPaise, currency: String(json.currency ?? 'INR') };
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
