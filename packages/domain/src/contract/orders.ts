import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidGstin } from '../gst.ts';
import type { OrderStatus } from '../order-states.ts';
import { CANCEL_REASONS } from '../rules.ts';
import { orderSchema } from './order-view.ts';

export * from './order-view.ts';

/*
 * Orders and payments (SPEC §3 "Order", §4 "Order messages", §5, §7; ARCHITECTURE §4–5).
 * Money is rupees on the wire; the payment widget's `razor_response.amount` is paise.
 */

/** Texts the order flow shows; the SPEC's own words where it has them (SPEC §4, §8). */
/** An identity document's largest size (SPEC §4: JPEG, PNG, WebP or PDF up to 5 MB). */
export const ORDER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  paymentSuccessful: 'Payment successful',
  successful: 'successful',
  dispatchToday: 'Order will dispatch today.',
  dispatched: 'Order dispatched',
  delivered: 'Order delivered',
  cancelled: 'Order Cancelled',
  expired: 'Order expired: the advance was not paid within 24 hours.',
  pricesChanged: 'Prices have changed. Please review your order.',
  badFileType: 'Please upload a JPEG, PNG, WebP or PDF file.',
  fileTooLarge: 'Please upload a file of 5 MB or less.',
  balanceMismatch: 'The balance must be the total less the advance.',
  cannotCancel: 'This order can no longer be cancelled.',
  cancelReason: 'Please choose a reason for cancelling.',
  notFound: 'Order not found',
  documentNotFound: 'Document not found',
  noPendingPayment: 'There is no pending payment for this order.',
  notAwaitingPayment: 'This order is no longer awaiting this payment. Any amount taken will be refunded.',
  providerDown: 'Payment could not be started. Please try again.',
  chooseAction: 'Please send a payment confirmation or a cancel reason.',
  gstinInvalid: 'Please enter a valid 15-character GSTIN, or leave it empty.',
  buyerLegalNameRequired: 'Please enter the legal name registered with this GSTIN: the tax invoice is billed to it.',
  billingAddressRequired: 'Please enter the billing address registered with this GSTIN: the tax invoice is billed to it.',
  businessWithoutGstin: 'Please enter the GSTIN the legal name and billing address belong to, or leave them empty.',
} as const;

/** A payment arrived but, after the finished weight, some is still due (ARCHITECTURE §7 supplement). */
export function paymentStillDueMessage(dueRupees: number): string {
  return `Payment received. ₹${dueRupees.toLocaleString('en-IN')} is still due after the finished weight: please pay it from your order page.`;
}

/** Why an order in `status` cannot be cancelled, in words that fit that status. */
export function cannotCancelMessage(status: OrderStatus): string {
  switch (status) {
    case 'expired':
      return 'This order has already expired: its advance was never paid, so there is nothing to cancel.';
    case 'cancelled':
      return 'This order is already cancelled.';
    case 'delivered':
      return 'A delivered order can no longer be cancelled.';
    case 'returned':
      return 'This order was returned: there is nothing left to cancel.';
    default:
      return ORDER_MESSAGES.cannotCancel;
  }
}

/** PAN is asked for above the configured figure, which the message names (ARCHITECTURE §4 PAN). */
export function panRequiredMessage(thresholdRupees: number): string {
  return `Please upload your PAN card: it is required for orders above ₹${thresholdRupees.toLocaleString('en-IN')}.`;
}

const incomplete = MESSAGES.documents.incomplete;
const rupees = z.coerce.number({ error: incomplete }).finite(incomplete).nonnegative(incomplete);
const id = z.coerce.number({ error: incomplete }).int(incomplete).positive(incomplete).max(2_147_483_647, incomplete);

/** Free text of a business buyer: trimmed, empty as absent. */
const businessText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A business purchase is billed to the legal name and billing address given with the GSTIN
 * (ARCHITECTURE §9 "Bill to and ship to"): the three go together.
 */
function businessBuyer(v: { gstin?: string; buyer_legal_name?: string; billing_address?: string }, ctx: z.RefinementCtx) {
  if (v.gstin) {
    if (!v.buyer_legal_name) ctx.addIssue({ code: 'custom', path: ['buyer_legal_name'], message: ORDER_MESSAGES.buyerLegalNameRequired });
    if (!v.billing_address) ctx.addIssue({ code: 'custom', path: ['billing_address'], message: ORDER_MESSAGES.billingAddressRequired });
  } else if (v.buyer_legal_name || v.billing_address) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: ORDER_MESSAGES.businessWithoutGstin });
  }
}

/** POST orders, text fields (the files ride beside them in the same multipart form). */
export const createOrderFieldsSchema = z.object({
  cart_ids: z.array(id, { error: MESSAGES.documents.selectItem }).min(1, MESSAGES.documents.selectItem).max(50),
  address_id: id,
  total_price: rupees,
  first_payment_amount: rupees,
  /** Any number: a wrong balance is answered by the balance rule, not as a missing field. */
  balance_amount: z.coerce.number({ error: incomplete }).finite(incomplete),
  /** A business purchase: the buyer's GSTIN, checksum-checked; the tax invoice names it (ARCHITECTURE §7). */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidGstin(v), ORDER_MESSAGES.gstinInvalid),
  /** With the GSTIN: the buyer's legal name as registered. */
  buyer_legal_name: businessText(200),
  /** With the GSTIN: the buyer's billing address as registered (lines separated by commas or new lines). */
  billing_address: businessText(500),
  /** Pay part of the advance from store credit (ARCHITECTURE §7): 'true' or '1'; anything else is no. */
  use_credit: z
    .union([z.string(), z.boolean()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on'),
}).superRefine(businessBuyer);
export type CreateOrderFields = z.infer<typeof createOrderFieldsSchema>;

/** The multipart file fields of POST orders. */
export const ORDER_DOCUMENT_FIELDS = { other_document: 'other_document_image', pan: 'pan_image' } as const;
export const DOCUMENT_KINDS = ['pan', 'other_document'] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];

const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().min(1).max(200).optional());

/**
 * POST order-update/{id}: one of first payment, second payment or cancel (SPEC §7). The other
 * fields SPEC's client sends (amounts, statuses, messages) are ignored: the server decides them.
 */
export const orderUpdateRequestSchema = z.object({
  _method: z.string().optional(),
  first_payment_transaction_id: optionalText,
  second_payment_transaction_id: optionalText,
  razorpay_order_id: optionalText,
  razorpay_signature: optionalText,
  second_payment_msg: optionalText,
});
export type OrderUpdateRequest = z.input<typeof orderUpdateRequestSchema>;

export const cancelReasonSchema = z.enum(CANCEL_REASONS, { error: ORDER_MESSAGES.cancelReason });

/** The provider order as Razorpay returns it; `amount` in paise for the payment widget. */
export const razorResponseSchema = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });
export type RazorResponse = z.infer<typeof razorResponseSchema>;


/** POST orders 409: the client's total is stale; `total_price` is today's (ARCHITECTURE §4). */
export const pricesChangedSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  total_price: z.number().optional(),
});

/** POST orders (201). */
export const createOrderResponseSchema = z.object({
  message: z.string(),
  order: orderSchema,
  razor_response: razorResponseSchema,
  key_id: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** POST order-update/{id}. */
export const orderUpdateResponseSchema = z.object({ message: z.string(), order: orderSchema });
export type OrderUpdateResponse = z.infer<typeof orderUpdateResponseSchema>;

/** POST orders/{id}/balance-payment, and POST orders/{id}/advance-payment (decision 018). */
export const balancePaymentResponseSchema = z.object({ razor_response: razorResponseSchema, key_id: z.string() });

/** POST orders/{id}/advance-payment: `use_credit` pays what it can of the advance from store credit first (issue 35 #11). */
export const advancePaymentRequestSchema = z
  .object({ use_credit: z.boolean().optional() })
  .nullish()
  .transform((v) => ({ use_credit: v?.use_credit ?? false }));
export type BalancePaymentResponse = z.infer<typeof balancePaymentResponseSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** GET order/{id}: `razorRes` is the provider order still waiting to be paid, if any. */
export const orderDetailResponseSchema = z.object({ order: orderSchema, razorRes: razorResponseSchema.nullable() });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

/** POST payments/sandbox/checkout (PAYMENT_PROVIDER=sandbox only). */
export const sandboxCheckoutRequestSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']).default('success'),
});

/** What Razorpay Checkout hands its success handler. */
export const paymentSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentSuccess = z.infer<typeof paymentSuccessSchema>;

/** What Razorpay Checkout hands its `payment.failed` handler. */
export const paymentFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    source: z.string(),
    step: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
