import type { Payment } from '@kanak/db';
import { MESSAGES, ORDER_MESSAGES } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findOwnPayment } from './payments.repository.ts';
import { findOwnInstalment } from '../plans/plans.repository.ts';

/** The customer's unpaid payment behind a provider order id: 404 for another's, 409 once paid. */
export async function payableSandboxPayment(
  deps: Pick<ServiceDeps, 'database'>,
  userId: number,
  providerOrderId: string,
): Promise<Pick<Payment, 'providerOrderId' | 'amountPaise' | 'status'>> {
  // An order's payment, or a purchase plan's instalment (ARCHITECTURE §11): the same Checkout.
  const payment = (await findOwnPayment(deps.database.db, providerOrderId, userId)) ?? (await findOwnInstalment(deps.database.db, providerOrderId, userId));
  if (!payment) throw notFound(ORDER_MESSAGES.notFound);
  if (payment.status === 'paid') throw new HttpError(409, MESSAGES.sandbox.alreadyPaid);
  return payment;
}
