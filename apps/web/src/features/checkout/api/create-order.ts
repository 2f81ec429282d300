import type { CreateOrderResponse } from '@kanak/domain/contract/orders';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface CreateOrderInput {
  cartIds: readonly number[];
  addressId: number;
  total: number;
  firstPayment: number;
  balance: number;
  document: File;
  pan?: File | null;
  /** Empty for a personal purchase. */
  gstin?: string;
  /** With the GSTIN: the buyer billed, as registered (ARCHITECTURE §9). */
  buyerLegalName?: string;
  billingAddress?: string;
  /** Pay part of the advance from store credit; the server decides how much. */
  useCredit?: boolean;
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
 * POST orders: multipart with the identity documents; answers the provider order to pay. SPEC §8
 * names a text for each way the answer can be broken, and a 409 carries the new total. Throws
 * PricesChangedError, or an ApiError whose message is for the customer (401, 413, 415 and 422
 * carry the API's own words).
 */
export async function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  const form = new FormData();
  input.cartIds.forEach((id, i) => form.append(`cart_ids[${i}]`, String(id)));
  form.append('address_id', String(input.addressId));
  form.append('total_price', String(input.total));
  form.append('first_payment_amount', String(input.firstPayment));
  form.append('balance_amount', String(input.balance));
  form.append('other_document_image', input.document);
  if (input.pan) form.append('pan_image', input.pan);
  if (input.gstin) form.append('gstin', input.gstin);
  if (input.gstin && input.buyerLegalName) form.append('buyer_legal_name', input.buyerLegalName);
  if (input.gstin && input.billingAddress) form.append('billing_address', input.billingAddress);
  if (input.useCredit) form.append('use_credit', 'true');

  const failures = MESSAGES.orderCreation;
  let data: Partial<CreateOrderResponse>;
  try {
    data = await apiRequest<Partial<CreateOrderResponse>>('orders', {
      method: 'POST',
      body: form,
      failures,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      throw new PricesChangedError(error.message, totalOf(error.data));
    }
    throw error;
  }
  // A 2xx answer without the two ids cannot be paid (SPEC §8).
  if (!data.order?.id || !data.razor_response?.id) throw new ApiError(200, failures.missingIds);
  return data as CreateOrderResponse;
}

function totalOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('total_price' in body)) return undefined;
  return typeof body.total_price === 'number' ? body.total_price : undefined;
}
