import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { razorpayProvider } from './razorpay.ts';
import { sandboxProvider } from './sandbox.ts';

/** PAYMENT_PROVIDER picks the adapter; env.ts already refused sandbox in production. */
export function createPaymentProvider(env: Env): PaymentProvider {
  return env.paymentProvider === 'razorpay' ? razorpayProvider(env.razorpay) : sandboxProvider(env.razorpay);
}
