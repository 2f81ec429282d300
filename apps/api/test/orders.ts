import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';
import { hmacHex } from '../src/providers/payments/provider.ts';
import { Recorder, signup } from './accounts.ts';
import { defined } from '@kanak/db/testing';

/** Tiny files that pass or fail the document type check by their first bytes. */
export const FILES = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF identity card')]),
  pdf: Buffer.from('%PDF-1.7\nPAN card\n%%EOF'),
  text: Buffer.from('just some text pretending to be a photo'),
};

export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart body with text fields (repeated names allowed) and files, as the SPEC's client sends. */
export function multipartBody(fields: [string, string][], files: Record<string, FilePart> = {}) {
  const boundary = '----kanak-order-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function userIdOf(app: App, email: string): Promise<number> {
  const [row] = await app.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return defined(row, 'row').id;
}

export async function addAddress(app: App, userId: number): Promise<number> {
  const [row] = await app.database.db
    .insert(schema.addresses)
    .values({ userId, recipientName: 'Asha Rao', landmark: 'Near the lake', mobile: '9876543210', pincode: '560001', state: 'Karnataka', area: 'Indiranagar', address: '12 MG Road' })
    .returning({ id: schema.addresses.id });
  return defined(row, 'row').id;
}

export async function addCartLine(app: App, userId: number, productId: number, extra: Partial<typeof schema.cartItems.$inferInsert> = {}): Promise<number> {
  const [row] = await app.database.db
    .insert(schema.cartItems)
    .values({ userId, productId, quantity: 1, goldColour: 'rose_gold', karat: '14k', clarity: 'SI-I IJ', ...extra })
    .returning({ id: schema.cartItems.id });
  return defined(row, 'row').id;
}

export interface OrderInput {
  cartIds: number[];
  addressId: number;
  total: number;
  first: number;
  balance?: number;
  files?: Record<string, FilePart>;
  cartField?: (i: number) => string;
  /** A business purchase's GSTIN. */
  gstin?: string;
  /**
   * The business buyer billed with the GSTIN (ARCHITECTURE §9): a sample firm unless given; null
   * leaves the field out.
   */
  buyerLegalName?: string | null;
  billingAddress?: string | null;
}

/** The buyer a GSTIN is billed to in tests that name none: the firm of the GSTIN 27AAPFU0939F1ZV. */
export const SAMPLE_BUYER = { legalName: 'Umang Ornaments LLP', billingAddress: '401 Panchratna, Opera House\nMumbai 400004, Maharashtra' };

/** POST orders with the SPEC's field names; documents default to an identity JPEG. */
export function placeOrder(app: App, token: string, o: OrderInput): Promise<LightMyRequestResponse> {
  const fields: [string, string][] = o.cartIds.map((id, i) => [o.cartField ? o.cartField(i) : `cart_ids[${i}]`, String(id)]);
  fields.push(
    ['address_id', String(o.addressId)],
    ['total_price', String(o.total)],
    ['first_payment_amount', String(o.first)],
    ['balance_amount', String(o.balance ?? o.total - o.first)],
  );
  if (o.gstin !== undefined) fields.push(['gstin', o.gstin]);
  const business = o.gstin ? SAMPLE_BUYER : { legalName: undefined, billingAddress: undefined };
  const legalName = o.buyerLegalName === undefined ? business.legalName : o.buyerLegalName;
  const billingAddress = o.billingAddress === undefined ? business.billingAddress : o.billingAddress;
  if (legalName) fields.push(['buyer_legal_name', legalName]);
  if (billingAddress) fields.push(['billing_address', billingAddress]);
  const files = o.files ?? { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } };
  const body = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
}

/** The signature Razorpay Checkout hands its success handler (sandbox key secret). */
export function checkoutSignature(providerOrderId: string, paymentId: string, secret = 'sandbox_secret'): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}

export function orderUpdate(app: App, token: string, orderId: number, payload: Record<string, string>) {
  return app.inject({ method: 'POST', url: `/api/order-update/${orderId}`, headers: { authorization: `Bearer ${token}` }, payload });
}

/** Customer number `n` (accounts.ts `signup`), registered and verified: session token and user id. */
export async function verifiedCustomer(app: App, n: number): Promise<{ token: string; id: number }> {
  const token = await new Recorder(app).registerAndVerify(signup(n));
  return { token, id: await userIdOf(app, signup(n).email) };
}

/**
 * One piece put on the customer's cart and ordered, not yet paid: the order and the provider order
 * it was offered for the advance. A refused order throws with the answer's body.
 */
export async function unpaidOneLineOrder(
  app: App,
  who: { token: string; id: number },
  o: { productId: number; addressId: number; total: number; first: number; ringSize: number },
): Promise<{ orderId: number; providerOrderId: string; offered: { id: string; amount: number; currency: string } }> {
  const line = await addCartLine(app, who.id, o.productId, { ringSize: o.ringSize });
  const res = await placeOrder(app, who.token, { cartIds: [line], addressId: o.addressId, total: o.total, first: o.first });
  if (res.statusCode !== 201) throw new Error(`the order was refused: ${res.statusCode} ${res.body}`);
  const offered = res.json().razor_response as { id: string; amount: number; currency: string };
  return { orderId: res.json().order.id as number, providerOrderId: offered.id, offered };
}
