import type { PaymentSuccess } from '@kanak/domain/contract/orders';
import type { PaymentOutcome, PaymentRequest } from './payment-types';

/** Razorpay Checkout's own script; the CSP allows exactly this origin (apps/api app.ts). */
const CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js once, only when a customer pays with the real provider. */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later click may try again
    throw error;
  });
  return loading;
}

/** SPEC §7 "Payment widget": amount in paise, INR, a note, the provider order, prefill, address. */
export async function payWithRazorpay(request: PaymentRequest): Promise<PaymentOutcome> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckout();
  } catch {
    return { kind: 'failed' };
  }
  return new Promise<PaymentOutcome>((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: request.keyId,
      amount: request.razor.amount,
      currency: 'INR',
      order_id: request.razor.id,
      // A UPI AutoPay authorisation: Checkout registers the mandate with this payment.
      ...(request.recurring ? { customer_id: request.recurring.customerId, recurring: '1' } : {}),
      name: 'Kanak',
      description: request.description,
      prefill: {
        name: request.customer.name,
        email: request.customer.email,
        contact: request.customer.phone || 'not mentioned',
      },
      notes: { address: request.address },
      theme: { color: '#6b1f2a' },
      handler: (proof: PaymentSuccess) => resolve({ kind: 'paid', proof }),
      modal: { ondismiss: () => resolve(failed ? { kind: 'failed' } : { kind: 'dismissed' }) },
    });
    // Checkout keeps its window open after a failure so the customer can retry inside it.
    checkout.on('payment.failed', () => {
      failed = true;
    });
    checkout.open();
  });
}
