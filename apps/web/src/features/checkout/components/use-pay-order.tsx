import { useState, type ReactNode } from 'react';
import type { Order, RazorResponse } from '@kanak/domain/contract/orders';
import { MESSAGES } from '@kanak/domain/messages';
import { MIN_PAYMENT_RUPEES } from '@kanak/domain/rules';
import { confirmPayment, type PaymentKind } from '../api/confirm-payment';
import type { PaymentCustomer } from './payment-types';
import { usePaymentWidget } from './use-payment-widget';

export interface PayOrderInput {
  kind: PaymentKind;
  orderId: number | undefined;
  razor: RazorResponse | undefined;
  keyId: string | undefined;
  /** Rupees this payment takes, for SPEC §5's checks (the widget charges `razor.amount`). */
  amount: number;
  total?: number;
  description: string;
  customer: PaymentCustomer;
  address: string;
}

/** One line of an order's delivery address, for the widget's notes. */
export function addressLine(a: Order['address']): string {
  return [a.address, a.area, a.state, a.pincode].filter(Boolean).join(', ');
}

/**
 * SPEC §5 "Payment start" then the widget, then POST order-update with the provider's proof.
 * Answers the updated order, or null with `payError` set; a failed payment can simply be retried
 * (same order, same provider order).
 */
export function usePayOrder(): {
  pay: (input: PayOrderInput) => Promise<Order | null>;
  paying: boolean;
  payError: string | null;
  setPayError: (message: string | null) => void;
  widget: ReactNode;
} {
  const { pay: openWidget, widget } = usePaymentWidget();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  async function pay(input: PayOrderInput): Promise<Order | null> {
    const problem = checkStart(input);
    setPayError(problem);
    if (problem || !input.orderId || !input.razor || !input.keyId) return null;
    setPaying(true);
    try {
      const outcome = await openWidget({
        razor: input.razor,
        keyId: input.keyId,
        description: input.description,
        customer: input.customer,
        address: input.address,
      });
      if (outcome.kind === 'dismissed') return null;
      if (outcome.kind === 'failed') {
        setPayError(MESSAGES.payment.failed);
        return null;
      }
      try {
        return (await confirmPayment(input.orderId, input.kind, outcome.proof)).order;
      } catch {
        setPayError(MESSAGES.payment.updateFailed);
        return null;
      }
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying, payError, setPayError, widget };
}

function checkStart(input: PayOrderInput): string | null {
  const { payment } = MESSAGES;
  if (!input.orderId) return input.kind === 'first' ? payment.noOrder : payment.missed;
  if (input.total !== undefined && input.amount > input.total) return payment.exceedsTotal;
  if (input.amount < MIN_PAYMENT_RUPEES) return payment.minimum;
  const { name, email } = input.customer;
  if (!input.razor || !input.keyId || !name || !email || !input.address)
    return payment.missingDetails;
  return null;
}
