import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@kanak/db';

/** A provider order as Razorpay's Orders API returns it; `amount` in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** Razorpay's shape behind an interface, so the sandbox can stand in locally (ARCHITECTURE §1). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the payment widget opens with. */
  readonly keyId: string;
  /**
   * `mandate`: the order is also a UPI AutoPay authorisation (Razorpay recurring payments): paid
   * with `recurring: 1` in Checkout, it creates a monthly token for `customerId` of at most
   * `maxAmountPaise` a debit, valid until `expireAt`.
   */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    mandate?: { customerId: string; maxAmountPaise: number; expireAt: Date };
  }): Promise<ProviderOrder>;
  /** The provider's customer for a mandate; asked again with the same details it answers the same one. */
  createCustomer(input: { name: string; phone: string; email: string | null }): Promise<{ id: string }>;
  /** The mandate (token id) a paid authorisation payment created, or null when there is none yet. */
  mandateOf(paymentId: string): Promise<string | null>;
  /**
   * Asks for one debit of a mandate for a provider order made for it. 'captured' when the money is
   * taken at once; 'pending' when the result comes later by webhook (a UPI debit waits 24 hours after
   * the bank's pre-debit notice). Throws when the provider refuses it.
   */
  chargeMandate(input: {
    orderId: string;
    customerId: string;
    tokenId: string;
    amountPaise: number;
    phone: string;
    email: string | null;
    description: string;
  }): Promise<{ paymentId: string; status: 'captured' | 'pending' }>;
  /** Cancels a mandate: no debit can be asked of it again. */
  cancelMandate(input: { customerId: string; tokenId: string }): Promise<void>;
  /** Checkout's success signature: HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 hex of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
  /**
   * Refunds part or all of a captured payment. Idempotent by `receipt`: asked again with a receipt
   * it has seen, it answers the refund it made then rather than making another.
   */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<{ id: string; status: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface ProviderSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The two checks every adapter shares: both are Razorpay's documented HMACs. */
export function signatureChecks(secrets: ProviderSecrets) {
  return {
    verifyPaymentSignature({ orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string }) {
      return sameHex(hmacHex(secrets.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody: Buffer | string, signature: string) {
      return sameHex(hmacHex(secrets.webhookSecret, rawBody), signature);
    },
  };
}
