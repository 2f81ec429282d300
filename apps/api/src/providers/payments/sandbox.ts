import { createHash, randomBytes } from 'node:crypto';
import { hmacHex, signatureChecks, type PaymentProvider, type ProviderSecrets } from './provider.ts';

/** Razorpay-like ids: a prefix and 14 base62-ish characters. */
export function sandboxId(prefix: 'order_sbx_' | 'pay_sbx_' | 'rfnd_sbx_' | 'evt_sbx_'): string {
  return prefix + randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 14);
}

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
    async refund({ receipt }) {
      // The same receipt always names the same refund, as Razorpay finds it by receipt.
      const id = createHash('sha256').update(receipt).digest('base64url').replace(/[-_]/g, '').slice(0, 14);
      return { id: `rfnd_sbx_${id}`, status: 'processed' };
    },
    sign(orderId, paymentId) {
      return hmacHex(secrets.keySecret, `${orderId}|${paymentId}`);
    },
  };
}
