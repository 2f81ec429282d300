import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { advanceRangeMessage } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { addAddress, addCartLine, FILES, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';
import { openDocument } from './documents.ts';
import { defined } from '@kanak/db/testing';

// Aanya ring, rose 14k, SI-I IJ: ₹42,432 a piece (worked out in cart.test.ts); PAN above ₹50,000 here.
const RING = 42_432;
const advance = { min: 29_703, max: 33_945, prefill: 30_126 };

setupShop(11, { PAN_REQUIRED_ABOVE: '50000' });

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

describe('placing an order', () => {
  it('refuses a total that differs from today’s prices and tells the current total', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya);
    const res = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: 40_000, first: 28_400 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Prices have changed. Please review your order.', total_price: RING });
  });

  it.each([
    ['below 70% of the total', advance.min - 1, advanceRangeMessage(advance.min, advance.max)],
    ['above 80% of the total', advance.max + 1, advanceRangeMessage(advance.min, advance.max)],
    ['under ₹10', 5, 'Amount must be greater than ₹10'],
    ['more than the total', RING + 1, 'Amount cannot exceed total price'],
  ])('refuses an advance %s with the exact message', async (_case, first, message) => {
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const res = await placeOrder(t.app, asha, { cartIds: [defined(line, 'line').id], addressId: address, total: RING, first, balance: RING - first });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { first_payment_amount: [message] } });
  });

  it('refuses a balance that is not the total less the advance', async () => {
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const res = await placeOrder(t.app, asha, { cartIds: [defined(line, 'line').id], addressId: address, total: RING, first: advance.prefill, balance: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.balance_amount).toEqual(['The balance must be the total less the advance.']);
  });

  it('asks for a PAN card above the configured figure and accepts the order with one', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { quantity: 2, karat: '18k' });
    const quote = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: 1, first: 1 });
    const total = quote.json().total_price as number;
    expect(total).toBeGreaterThan(50_000);
    const first = Math.floor(total * 0.71);
    const without = await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total, first });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.pan_image[0]).toContain('₹50,000');
    const withPan = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total,
      first,
      files: { other_document_image: { filename: 'id.jpg', content: FILES.jpeg }, pan_image: { filename: 'pan.pdf', content: FILES.pdf, type: 'application/pdf' } },
    });
    expect(withPan.statusCode).toBe(201);
    expect(withPan.json().order.pan_image).toBe(`/api/orders/${withPan.json().order.id}/documents/pan`);
    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.id, line));
  });

  it('judges the document by its content: a text file named .jpg is refused with 415', async () => {
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const res = await placeOrder(t.app, asha, {
      cartIds: [defined(line, 'line').id],
      addressId: address,
      total: RING,
      first: advance.prefill,
      files: { other_document_image: { filename: 'aadhaar.jpg', content: FILES.text } },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a JPEG, PNG, WebP or PDF file.');
  });

  it('refuses a document over 5 MB with 413', async () => {
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const big = Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await placeOrder(t.app, asha, {
      cartIds: [defined(line, 'line').id],
      addressId: address,
      total: RING,
      first: advance.prefill,
      files: { other_document_image: { filename: 'big.jpg', content: big } },
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 for another customer’s cart line or address, as for an unknown one', async () => {
    const raviLine = await addCartLine(t.app, raviId, ids.aanya);
    const raviAddress = await addAddress(t.app, raviId);
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const base = { total: RING, first: advance.prefill };
    expect((await placeOrder(t.app, asha, { ...base, cartIds: [raviLine], addressId: address })).statusCode).toBe(404);
    expect((await placeOrder(t.app, asha, { ...base, cartIds: [defined(line, 'line').id], addressId: raviAddress })).statusCode).toBe(404);
    expect((await placeOrder(t.app, asha, { ...base, cartIds: [999_999], addressId: address })).statusCode).toBe(404);
  });

  it('creates the order with its price lock and a provider order for the advance, leaving the cart alone', async () => {
    const [line] = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, ashaId));
    const res = await placeOrder(t.app, asha, { cartIds: [defined(line, 'line').id], addressId: address, total: RING, first: advance.prefill, cartField: () => 'cart_ids[]' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Document Submit successfully',
      razor_response: { amount: advance.prefill * 100, currency: 'INR' },
      key_id: 'rzp_test_sandbox',
      order: {
        status: 'pending_advance',
        cart_ids: [defined(line, 'line').id],
        total_price: RING,
        first_payment_amount: advance.prefill,
        balance_amount: RING - advance.prefill,
        first_payment_amount_status: null,
        address: { recipient_name: 'Asha Rao', pincode: '560001', mobile: '9876543210' },
        pan_image: null,
        items: [{ product_id: ids.aanya, name: 'Aanya Solitaire Ring', quantity: 1, gold_type: 'rose_gold', unit_price: RING, line_total: RING, metal_weight: 3.45 }],
        cart_items: [{ product: { name: 'Aanya Solitaire Ring' }, gold_carat: '14k', diamond_clarity: 'SI-I IJ', quantity: 1 }],
      },
    });
    expect(body.razor_response.id).toMatch(/^order_sbx_/);
    const [payment] = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.providerOrderId, body.razor_response.id));
    expect(payment).toMatchObject({ kind: 'advance', status: 'created', amountPaise: advance.prefill * 100, provider: 'sandbox' });
    const cart = await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, defined(line, 'line').id));
    expect(cart).toHaveLength(1);

    const detail = await get(asha, `/order/${body.order.id}`);
    expect(detail.json()).toMatchObject({ order: { id: body.order.id }, razorRes: body.razor_response });
    const list = await get(asha, '/orders');
    expect(list.json().orders[0].id).toBe(body.order.id);
    expect((await get(ravi, `/order/${body.order.id}`)).statusCode).toBe(404);
    expect((await get(ravi, '/orders')).json().orders).toEqual([]);
  });
});

describe('identity documents', () => {
  it('are stored encrypted in private storage, never under /media, and decrypt back', async () => {
    const [doc] = await t.app.database.db.select().from(schema.documents).where(eq(schema.documents.kind, 'other_document')).limit(1);
    const onDisk = await readFile(path.join(t.dataDir, 'private', defined(doc, 'doc').storageKey));
    expect(onDisk.equals(FILES.jpeg)).toBe(false);
    expect(onDisk.includes(Buffer.from('identity card'))).toBe(false);
    const plain = openDocument(t.app.config.documentKey, { ciphertext: onDisk, iv: defined(doc, 'doc').iv, authTag: defined(doc, 'doc').authTag });
    expect(plain.equals(FILES.jpeg)).toBe(true);
    const media = await readdir(path.join(t.dataDir, 'media'), { recursive: true }).catch(() => []);
    expect(media.filter((f) => String(f).includes('document'))).toEqual([]);
  });

  it('are readable by their owner with no-store, and each read is audited', async () => {
    const [order] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, ashaId)).limit(1);
    const res = await get(asha, `/orders/${defined(order, 'order').id}/documents/other_document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="other_document-\d+\.jpg"$/);
    expect(res.rawPayload.equals(FILES.jpeg)).toBe(true);
    const audit = await t.app.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'document_read'));
    expect(audit.at(-1)).toMatchObject({ actorUserId: ashaId, entity: 'document', entityId: String(defined(order, 'order').otherDocumentId) });
  });

  it('answer 404 to another customer and open to an admin', async () => {
    const [order] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, ashaId)).limit(1);
    expect((await get(ravi, `/orders/${defined(order, 'order').id}/documents/other_document`)).statusCode).toBe(404);
    await t.app.database.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, raviId));
    expect((await get(ravi, `/orders/${defined(order, 'order').id}/documents/other_document`)).statusCode).toBe(200);
    await t.app.database.db.update(schema.users).set({ role: 'customer' }).where(eq(schema.users.id, raviId));
  });
});
