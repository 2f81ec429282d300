/**
 * POST orders' form (SPEC §7, `readOrderForm` and the route's limits), from the mutation run of
 * 28 November (issue 37): every way the SPEC's clients name the chosen cart lines picks them (and a
 * field that only looks like one does not), a missing field is named in the SPEC's words, a JSON
 * checkout is read too, and two documents of almost 5 MB each fit in one order.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { addCartLine, FILES, multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// Two Aanya rings (rose 14k, SI-I IJ) of different sizes: 2 × ₹42,432, and a 71% advance.
const TWO_RINGS = 84_864;
const FIRST = 60_300;

setupShop(1051);

const post = (
  fields: [string, string][],
  files = { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } },
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...body.headers, authorization: `Bearer ${asha}` },
    payload: body.payload,
  });
};
const terms = (total = TWO_RINGS, first = FIRST): [string, string][] => [
  ['address_id', String(address)],
  ['total_price', String(total)],
  ['first_payment_amount', String(first)],
  ['balance_amount', String(total - first)],
];
let ringSize = 6;
const twoLines = async () =>
  [
    await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ }),
    await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ }),
  ] as const;
const orderedLines = async (orderId: number) =>
  (
    await t.app.database.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
  )
    .map((i) => i.cartItemId)
    .sort((x, y) => (x ?? 0) - (y ?? 0));

describe('the chosen cart lines', () => {
  it.each([
    [
      'indexed, cart_ids[0] and cart_ids[1]',
      (a: number, b: number): [string, string][] => [
        ['cart_ids[0]', String(a)],
        ['cart_ids[1]', String(b)],
      ],
    ],
    [
      'as a list, cart_ids[] twice',
      (a: number, b: number): [string, string][] => [
        ['cart_ids[]', String(a)],
        ['cart_ids[]', String(b)],
      ],
    ],
    [
      'repeated, cart_ids twice',
      (a: number, b: number): [string, string][] => [
        ['cart_ids', String(a)],
        ['cart_ids', String(b)],
      ],
    ],
    [
      'in one field, separated by commas with spaces and a trailing comma',
      (a: number, b: number): [string, string][] => [['cart_ids', ` ${a}, ${b},`]],
    ],
  ])('are read %s', async (_, name) => {
    const [a, b] = await twoLines();
    const res = await post([...name(a, b), ...terms()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderedLines(res.json().order.id as number)).toEqual([a, b]);
  });

  it('are not read from a field whose name only contains cart_ids, and none chosen is named in the SPEC’s words', async () => {
    const [a] = await twoLines();
    for (const field of ['old_cart_ids', 'cart_ids_old', 'cart_ids[x]']) {
      const res = await post([[field, String(a)], ...terms()]);
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({
        message: MESSAGES.documents.selectItem,
        errors: { cart_ids: [MESSAGES.documents.selectItem] },
      });
    }
  });
});

describe('a field missing or wrong', () => {
  it('is answered “fill all details”, naming the field, when it is not one a business buyer gives', async () => {
    const [a, b] = await twoLines();
    const res = await post([
      ['cart_ids[0]', String(a)],
      ['cart_ids[1]', String(b)],
      ['total_price', String(TWO_RINGS)],
      ['first_payment_amount', String(FIRST)],
      ['balance_amount', String(TWO_RINGS - FIRST)],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.documents.incomplete);
    expect(Object.keys(res.json().errors)).toEqual(['address_id']);
  });

  it('in a JSON checkout is read like the form’s: the lines and terms pass, and the missing identity document is what is refused', async () => {
    const [a, b] = await twoLines();
    const json = (cartIds: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${asha}` },
        payload: {
          cart_ids: cartIds,
          address_id: address,
          total_price: TWO_RINGS,
          first_payment_amount: FIRST,
          balance_amount: TWO_RINGS - FIRST,
        },
      });
    for (const cartIds of [[a, b], `${a},${b}`]) {
      const res = await json(cartIds);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('other_document_image');
      expect(res.json().errors).not.toHaveProperty('cart_ids');
    }
  });
});

describe('the documents', () => {
  it('of almost 5 MB each fit in one order together', async () => {
    const [a, b] = await twoLines();
    const almost = 5 * 1024 * 1024 - 64 * 1024;
    const jpeg = Buffer.concat([FILES.jpeg, Buffer.alloc(almost - FILES.jpeg.length, 0x41)]);
    const pdf = Buffer.concat([FILES.pdf, Buffer.alloc(almost - FILES.pdf.length, 0x20)]);
    const res = await post([['cart_ids[0]', String(a)], ['cart_ids[1]', String(b)], ...terms()], {
      other_document_image: { filename: 'aadhaar.jpg', content: jpeg },
      pan_image: { filename: 'pan.pdf', content: pdf, type: 'application/pdf' },
    } as never);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().order.pan_image).toBe(`/api/orders/${res.json().order.id}/documents/pan`);
  });
});
