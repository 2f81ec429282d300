/**
 * The calls the web app makes, over real HTTP to an API node: sign-up with the OTP from the dev
 * outbox, the address book, the cart, and the checkout (order with its identity document, the
 * sandbox Checkout, then order-update with the signed proof).
 */
import { advanceRange, DEFAULT_PAN_REQUIRED_ABOVE } from '@kanak/domain';
import { FILES } from '../orders.ts';
import type { ApiNode } from './processes.ts';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as the session cookie instead of a bearer token, as the browser does. */
  cookie?: string;
  json?: unknown;
  form?: FormData;
}

/** One request; a dropped connection rejects (the caller decides what that means). */
export async function call(node: ApiNode, pathname: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `kanak_session=${options.cookie}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(node.url(pathname), { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed };
}

/** Throws with the answer unless the status is the one expected. */
export function expectStatus(reply: Reply, status: number, what: string): Record<string, unknown> {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const phoneOf = (n: number) => String(9_100_000_000 + n);
export const emailOf = (n: number) => `rel${n}@example.in`;

/**
 * Registers customer `n` on `node` and verifies the phone with the code the outbox holds, read
 * and verified through `verifyOn` (another node, to show the code lives in the database).
 */
export async function signUp(node: ApiNode, n: number, verifyOn: ApiNode = node): Promise<string> {
  const phone = phoneOf(n);
  const password = 'Kanak@2024';
  const registered = await call(node, '/register', {
    json: { name: `Customer ${n}`, email: emailOf(n), phone_number: phone, password, password_confirmation: password },
  });
  expectStatus(registered, 200, `register ${n}`);
  const outbox = expectStatus(await call(verifyOn, `/dev/outbox?to=${phone}`), 200, 'outbox');
  const sms = (outbox.messages as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  const otp = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!otp) throw new Error(`no OTP in the outbox for ${phone}`);
  const verified = expectStatus(await call(verifyOn, '/verify-otp', { json: { phone_number: phone, otp } }), 200, `verify-otp ${n}`);
  return verified.access_token as string;
}

export interface Customer {
  n: number;
  token: string;
  addressId: number;
  /** The cart line ids this customer checks out, in the order they were added. */
  cartIds: number[];
  /** Rupees, as GET view-cart prices the lines. */
  total: number;
  first: number;
}

interface Products {
  meher: number;
  tara: number;
}

/** Customer `n` signed up, with an address and two cart lines (the pendant's quantity varies). */
export async function prepareCustomer(node: ApiNode, n: number, products: Products): Promise<Customer> {
  const token = await signUp(node, n);
  const saved = await call(node, '/addresses', {
    token,
    json: { recipient_name: `Customer ${n}`, landmark: 'Near the lake', mobile: phoneOf(n), pincode: '560001', state: 'Karnataka', area: 'Indiranagar', address: `${n} MG Road` },
  });
  const addressId = (expectStatus(saved, 201, 'address').address as { id: number }).id;
  const lines = [
    { product_id: products.meher, quantity: 1 + (n % 2), gold_type: 'rose_gold', gold_carat: '14k' },
    { product_id: products.tara, quantity: 1, gold_type: 'yellow_gold', gold_carat: '14k', diamond_clarity: 'SI-I IJ' },
  ];
  const cartIds: number[] = [];
  for (const line of lines) {
    const added = expectStatus(await call(node, '/cart', { token, json: line }), 201, 'add to cart');
    cartIds.push((added.item as { id: number }).id);
  }
  const cart = expectStatus(await call(node, '/view-cart', { token }), 200, 'view-cart');
  const total = cart.total_price as number;
  // Without a PAN the order needs only one document; keep every total under the threshold.
  if (total > DEFAULT_PAN_REQUIRED_ABOVE) throw new Error(`cart of ${n} is ₹${total}, above the PAN threshold`);
  return { n, token, addressId, cartIds, total, first: advanceRange(total).prefill };
}

/** POST orders as the web app sends it (multipart, one identity document). */
export function placeOrder(node: ApiNode, c: Customer): Promise<Reply> {
  const form = new FormData();
  c.cartIds.forEach((id, i) => form.append(`cart_ids[${i}]`, String(id)));
  form.append('address_id', String(c.addressId));
  form.append('total_price', String(c.total));
  form.append('first_payment_amount', String(c.first));
  form.append('balance_amount', String(c.total - c.first));
  form.append('other_document_image', new Blob([FILES.jpeg], { type: 'image/jpeg' }), 'aadhaar.jpg');
  return call(node, '/orders', { token: c.token, form });
}

/** What Razorpay Checkout hands the success handler. */
export interface PaymentProof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export async function sandboxPay(node: ApiNode, c: Customer, providerOrderId: string): Promise<Reply> {
  return call(node, '/payments/sandbox/checkout', { token: c.token, json: { razorpay_order_id: providerOrderId, outcome: 'success' } });
}

export function confirmAdvance(node: ApiNode, c: Customer, orderId: number, proof: PaymentProof): Promise<Reply> {
  return call(node, `/order-update/${orderId}`, {
    token: c.token,
    json: {
      first_payment_transaction_id: proof.razorpay_payment_id,
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}

/** Runs `work` over `items`, at most `width` at a time (setup only; the load itself is all at once). */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  }
  return results;
}
