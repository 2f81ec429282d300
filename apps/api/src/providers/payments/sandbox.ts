import { createHash, randomBytes } from 'node:crypto';
import { hmacHex, signatureChecks, type PaymentProvider, type ProviderSecrets } from './provider.ts';

/** Razorpay-like ids: a prefix and 14 base62-ish characters. */
export function sandboxId(prefix: 'order_sbx_' | 'pay_sbx_' | 'rfnd_sbx_' | 'evt_sbx_'): string {
  return prefix + randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 14);
}

/** A stable Razorpay-like id part for the same input. */
const digest = (input: string) => createHash('sha256').update(input).digest('base64url').replace(/[-_]/g, '').slice(0, 14);

/**
 * Behaves like Razorpay without the network. It keeps nothing in memory: the `payments` table is
 * the record of every provider order, so any API node can finish a checkout another node began.
 */
export function sandboxProvider(secrets: ProviderSecrets): PaymentProvider & { sign(orderId: string, paymentId: string): string } {
  return {
    name: 'sandbox',
    keyId: secrets.keyId,
    ...signatureChecks(secrets),
    async createOrder({ amountPaise }) {
      return { id: sandboxId('order_sbx_'), amount: amountPaise, currency: 'INR' };
    },
    async createCustomer({ phone }) {
      return { id: `cust_sbx_${digest(phone)}` };
    },
    // The sandbox keeps no mandates: a paid authorisation names its token by its payment id, and a
    // debit is taken at once (the app, not the sandbox, knows whether a mandate was stopped).
    async mandateOf(paymentId) {
      return `token_sbx_${digest(paymentId)}`;
    },
    async chargeMandate() {
      return { paymentId: sandboxId('pay_sbx_'), status: 'captured' as const };
    },
    async cancelMandate() {},
    async refund({ receipt }) {
      // The same receipt always names the same refund, as Razorpay finds it by receipt.
      return { id: `rfnd_sbx_${digest(receipt)}`, status: 'processed' };
    },
    sign(orderId, paymentId) {
      return hmacHex(secrets.keySecret, `${orderId}|${paymentId}`);
    },
  };
}
