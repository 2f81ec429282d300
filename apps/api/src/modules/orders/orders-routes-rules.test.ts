/**
 * The order routes as the SPEC's client calls them (orders.routes.ts, order-form.ts), from the
 * mutation run of 28 November (issue 37): the order update arrives as a multipart form by POST or
 * PUT, the payment steps hand out the advance and refuse a balance not yet due, an identity document
 * is read back as an inert download named with its own type, a document over 5 MB is refused, and a
 * wrong GSTIN is named as such.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  FILES,
  multipartBody,
  placeOrder,
  type FilePart,
} from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at 14k, SI-I IJ: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(1071);

const as = () => ({ authorization: `Bearer ${asha}` });
let ringSize = 6;
async function unpaid(files?: Record<string, FilePart>) {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: RING,
    first: FIRST,
    ...(files ? { files } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    orderId: res.json().order.id as number,
    providerOrderId: res.json().razor_response.id as string,
  };
}
const statusOf = async (id: number) =>
  (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]?.status;

describe('the order update', () => {
  it.each(['POST', 'PUT'] as const)(
    'is read from the SPEC client’s multipart form sent by %s',
    async (method) => {
      const { orderId } = await unpaid();
      const body = multipartBody([
        ['_method', 'PUT'],
        ['second_payment_msg', 'Ordered by mistake'],
      ]);
      const res = await t.app.inject({
        method,
        url: `/api/order-update/${orderId}`,
        headers: { ...body.headers, ...as() },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Ordered by mistake',
      });
      expect(await statusOf(orderId)).toBe('cancelled');
    },
  );
});

describe('the payment steps', () => {
  it('hand out the advance’s provider order for an unpaid order, and refuse the balance before the advance is paid', async () => {
    const { orderId, providerOrderId } = await unpaid();
    const advance = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/advance-payment`,
      headers: as(),
      payload: {},
    });
    expect(advance.statusCode, advance.body).toBe(200);
    expect(advance.json().razor_response).toEqual({
      id: providerOrderId,
      amount: FIRST * 100,
      currency: 'INR',
    });
    const balance = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/balance-payment`,
      headers: as(),
    });
    expect(balance.statusCode).toBe(409);
  });
});

describe('an identity document', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('an identity card'),
  ]);
  const webp = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x10, 0, 0, 0]),
    Buffer.from('WEBPVP8 identity card'),
  ]);

  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['WebP', webp, 'image/webp', 'webp'],
  ])(
    'sent as a %s is read back as an inert download named with its own type',
    async (_, content, mime, extension) => {
      const { orderId } = await unpaid({
        other_document_image: { filename: 'id', content, type: mime },
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/documents/other_document`,
        headers: as(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(mime);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="other_document-${orderId}.${extension}"`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.rawPayload.equals(content)).toBe(true);
    },
  );

  it('over 5 MB is refused with 413 and the SPEC’s text, and no order is placed', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
    const big = Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024, 0x41)]);
    const res = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
      files: { other_document_image: { filename: 'id.jpg', content: big } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(ORDER_MESSAGES.fileTooLarge);
    const held = await t.app.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.cartItemId, line));
    expect(held).toEqual([]);
  });
});

describe('a business buyer', () => {
  it('whose GSTIN fails its check is told so, naming the GSTIN field', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
    const res = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
      gstin: '27AAPFU0939F1ZX',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.gstinInvalid,
      errors: { gstin: [ORDER_MESSAGES.gstinInvalid] },
    });
  });
});
