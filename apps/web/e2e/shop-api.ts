/**
 * Setting up customers, carts and orders through the API with a page's own request context (it
 * shares the page's session cookie), so a spec can start where its flow begins. Used by the cart,
 * orders and admin specs.
 */
import { randomInt } from 'node:crypto';
import type { APIResponse, Page } from 'playwright-core';
import type { AddressSavedResponse } from '@kanak/domain/contract/addresses';
import type { AddToCartResponse } from '@kanak/domain/contract/cart';
import type {
  BalancePaymentResponse,
  CreateOrderResponse,
  OrderUpdateResponse,
  PaymentSuccess,
} from '@kanak/domain/contract/orders';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { advanceRange } from '@kanak/domain/rules';

/** A 1 × 1 PNG: the API judges identity documents by content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A ten-digit Indian mobile number no other test has used (spec files run side by side). */
export function uniquePhone(): string {
  return `${6 + randomInt(4)}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

/** The answer's JSON; a failed answer fails the test with its status and body. */
export async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** What a sign-in through the UI leaves behind: the bare "a session may exist" hint (features/auth). */
export const rememberSignIn = (page: Page) => page.evaluate(() => localStorage.setItem('kanak.signed-in', '1'));

/**
 * Registers a new customer and verifies the phone with the OTP from the dev outbox; the session
 * cookie lands on the page's context. The page must be on the shop (for the sign-in hint).
 */
export async function signUp(page: Page, name = 'Asha Verma'): Promise<{ name: string; phone: string }> {
  const phone = uniquePhone();
  await json(
    await page.request.post('/api/register', {
      form: {
        name,
        email: `customer.${phone}@example.in`,
        phone_number: phone,
        password: 'Kanak@2024x',
        password_confirmation: 'Kanak@2024x',
      },
    }),
  );
  const outbox = await json<{ messages: { body: string }[] }>(await page.request.get(`/api/dev/outbox?to=${phone}`));
  const otp = outbox.messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!otp) throw new Error('no OTP in the outbox');
  await json(await page.request.post('/api/verify-otp', { form: { phone_number: phone, otp } }));
  await rememberSignIn(page);
  return { name, phone };
}

/** Puts one pendant under the PAN threshold in the cart, saves an address and creates the order (advance unpaid). */
export async function createOrder(page: Page): Promise<CreateOrderResponse> {
  const { products } = await json<FilterProductsResponse>(
    await page.request.get('/api/filter-products?category_id=20&per_page=100'),
  );
  const product = products.find((p) => !p.ring && p.price < 100000);
  if (!product) throw new Error('no pendant under the PAN threshold');
  const cart = await json<AddToCartResponse>(
    await page.request.post('/api/cart', {
      data: { product_id: product.id, quantity: 1, gold_type: 'yellow_gold', gold_carat: '18k', diamond_clarity: 'SI-I IJ' },
    }),
  );
  const { address } = await json<AddressSavedResponse>(
    await page.request.post('/api/addresses', {
      multipart: {
        recipient_name: 'Asha Verma',
        landmark: 'Near Crawford Market',
        mobile: '9876543210',
        pincode: '400002',
        state: 'Maharashtra',
        area: 'Kalbadevi',
        address: '12 Zaveri Bazaar',
      },
    }),
  );
  const total = cart.total_price;
  const advance = advanceRange(total).prefill;
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    address_id: String(address.id),
    total_price: String(total),
    first_payment_amount: String(advance),
    balance_amount: String(total - advance),
    other_document_image: { name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG },
  };
  cart.data.forEach((line, i) => (multipart[`cart_ids[${i}]`] = String(line.id)));
  return json<CreateOrderResponse>(await page.request.post('/api/orders', { multipart }));
}

/** The sandbox provider plays Razorpay Checkout and the customer pays: Checkout's signed proof. */
export async function sandboxPay(page: Page, providerOrderId: string): Promise<PaymentSuccess> {
  return json<PaymentSuccess>(
    await page.request.post('/api/payments/sandbox/checkout', {
      data: { razorpay_order_id: providerOrderId, outcome: 'success' },
    }),
  );
}

/** Pays the advance as the checkout would: the sandbox widget, then order-update. */
export async function payAdvance(page: Page, created: CreateOrderResponse): Promise<void> {
  const proof = await sandboxPay(page, created.razor_response.id);
  await json<OrderUpdateResponse>(
    await page.request.post(`/api/order-update/${created.order.id}`, {
      data: {
        first_payment_transaction_id: proof.razorpay_payment_id,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_signature: proof.razorpay_signature,
      },
    }),
  );
}

/** Pays the balance as the order page would. */
export async function payBalance(page: Page, orderId: number): Promise<void> {
  const { razor_response } = await json<BalancePaymentResponse>(
    await page.request.post(`/api/orders/${orderId}/balance-payment`),
  );
  const proof = await sandboxPay(page, razor_response.id);
  await json<OrderUpdateResponse>(
    await page.request.post(`/api/order-update/${orderId}`, {
      data: {
        second_payment_transaction_id: proof.razorpay_payment_id,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_signature: proof.razorpay_signature,
      },
    }),
  );
}
