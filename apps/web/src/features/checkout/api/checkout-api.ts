import type {
  BalancePaymentResponse,
  CreateOrderResponse,
  OrderUpdateResponse,
  PaymentSuccess,
  RazorResponse,
} from '@kanak/domain/contract/orders';
import type { CancelReason } from '@kanak/domain/rules';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, apiRequest, type FieldErrors } from '../../../lib/api-client';

/** The customer's order calls (SPEC §7 "Addresses and orders"); all need the session. */

export interface CreateOrderInput {
  cartIds: readonly number[];
  addressId: number;
  totalPrice: number;
  firstPayment: number;
  balance: number;
  document: File;
  pan?: File | null;
}

/** POST orders 409: the cart's prices moved since the page showed them; `total` is today's. */
export class PricesChangedError extends Error {
  override readonly name = 'PricesChangedError';
  constructor(
    message: string,
    readonly total: number | undefined,
  ) {
    super(message);
  }
}

/**
 * POST orders: multipart with the identity documents; answers the provider order to pay. Its own
 * fetch, because SPEC §8 names a text for each way the answer can be broken and a 409 carries
 * the new total. Throws PricesChangedError, or an ApiError whose message is for the customer.
 */
export async function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  const form = new FormData();
  input.cartIds.forEach((id, i) => form.append(`cart_ids[${i}]`, String(id)));
  form.append('address_id', String(input.addressId));
  form.append('total_price', String(input.totalPrice));
  form.append('first_payment_amount', String(input.firstPayment));
  form.append('balance_amount', String(input.balance));
  form.append('other_document_image', input.document);
  if (input.pan) form.append('pan_image', input.pan);

  const failed = MESSAGES.orderCreation;
  let response: Response;
  try {
    response = await fetch('/api/orders', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, failed.failed);
  }
  const text = await response.text();
  if (/^\s*</.test(text)) throw new ApiError(response.status, failed.html);
  let data: Partial<CreateOrderResponse> & { total_price?: number; errors?: FieldErrors };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    throw new ApiError(response.status, failed.invalidJson);
  }
  const message = typeof data.message === 'string' && data.message ? data.message : failed.failed;
  if (response.status === 409) throw new PricesChangedError(message, data.total_price);
  // 401, 413, 415 and 422 carry the API's own words for the customer.
  if (!response.ok) throw new ApiError(response.status, response.status >= 500 ? failed.failed : message, data.errors);
  if (!data.order?.id || !data.razor_response?.id) throw new ApiError(response.status, failed.missingIds);
  return data as CreateOrderResponse;
}

export type PaymentKind = 'first' | 'second';

/** POST order-update/{id} with the provider's proof of a paid advance or balance. */
export function confirmPayment(orderId: number, kind: PaymentKind, proof: PaymentSuccess) {
  return apiRequest<OrderUpdateResponse>(`order-update/${orderId}`, {
    method: 'POST',
    auth: true,
    body: {
      [`${kind}_payment_transaction_id`]: proof.razorpay_payment_id,
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}

/** POST order-update/{id} with a cancel reason (SPEC §4: stored in second_payment_msg). */
export function cancelOrder(orderId: number, reason: CancelReason) {
  return apiRequest<OrderUpdateResponse>(`order-update/${orderId}`, {
    method: 'POST',
    auth: true,
    body: { second_payment_msg: reason },
  });
}

/** POST orders/{id}/balance-payment: the provider order for the pending balance. */
export function startBalancePayment(orderId: number) {
  return apiRequest<BalancePaymentResponse>(`orders/${orderId}/balance-payment`, {
    method: 'POST',
    auth: true,
  });
}

/** POST orders/{id}/advance-payment: the provider order for an advance left unpaid at checkout. */
export function startAdvancePayment(orderId: number) {
  return apiRequest<BalancePaymentResponse>(`orders/${orderId}/advance-payment`, {
    method: 'POST',
    auth: true,
  });
}

/** POST payments/sandbox/checkout: the dev/CI provider plays Razorpay Checkout. */
export function sandboxCheckout(razorpayOrderId: string, outcome: 'success' | 'failure') {
  return apiRequest<PaymentSuccess>('payments/sandbox/checkout', {
    method: 'POST',
    auth: true,
    body: { razorpay_order_id: razorpayOrderId, outcome },
  });
}

/**
 * The sandbox provider names its orders `order_sbx_…` (apps/api providers/payments/sandbox.ts);
 * Razorpay's are `order_…` without it. The order id says which checkout to open, so the web app
 * needs no setting of its own and cannot disagree with the API about the provider.
 */
export function isSandboxOrder(razor: RazorResponse): boolean {
  return razor.id.startsWith('order_sbx_');
}
