import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isSandboxOrder } from '../api/sandbox-checkout';
import type { PaymentOutcome, PaymentRequest } from './payment-types';
import { payWithRazorpay } from './razorpay';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

/**
 * Opens the payment provider's widget for one provider order and tells how it ended. Razorpay
 * Checkout loads on demand; the sandbox provider gets a look-alike <dialog> (render `widget`).
 */
export function usePaymentWidget(): {
  pay: (request: PaymentRequest) => Promise<PaymentOutcome>;
  widget: ReactNode;
} {
  const [sandbox, setSandbox] = useState<PaymentRequest | null>(null);
  const settle = useRef<((outcome: PaymentOutcome) => void) | undefined>(undefined);

  const pay = useCallback((request: PaymentRequest): Promise<PaymentOutcome> => {
    if (!isSandboxOrder(request.razor)) return payWithRazorpay(request);
    return new Promise<PaymentOutcome>((resolve) => {
      settle.current = resolve;
      setSandbox(request);
    });
  }, []);

  const widget = (
    <SandboxCheckoutDialog
      request={sandbox}
      onDone={(outcome) => {
        setSandbox(null);
        settle.current?.(outcome);
        settle.current = undefined;
      }}
    />
  );
  return { pay, widget };
}
