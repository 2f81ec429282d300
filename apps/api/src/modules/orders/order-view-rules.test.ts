/**
 * What the customer's order page shows (GET order/{id}; SPEC §3, ARCHITECTURE §5, §7), from the
 * mutation run of 28 November (issue 37): the locked piece as it was priced, what is still to pay
 * before and after the advance, the balance paid, the shipment, the delivery date and the refunds'
 * expected dates.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { deliveryBy, refundExpectedBy } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine, orderUpdate, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, 3.45 g and 0.25 ct: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(1011);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const orderPage = async (orderId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order/${orderId}`,
    headers: as(asha),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};
const setOrder = (id: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  t.app.database.db.update(schema.orders).set(values).where(eq(schema.orders.id, id));

// Unpaid orders here are of yellow gold (the same rate as rose at 14k), so their cart lines never
// meet orderInProduction's rose ones.
let ringSize = 6;
async function unpaid() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, {
    goldColour: 'yellow_gold',
    ringSize: ringSize++,
  });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: RING,
    first: FIRST,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { line, orderId: res.json().order.id as number };
}
const inProduction = () =>
  orderInProduction(t.app, asha, {
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });

describe('an order waiting for its advance', () => {
  it('shows the piece as it was priced: weights in grams and carats, the price parts, the chosen options and pictures', async () => {
    const { line: cartLine, orderId } = await unpaid();
    const order = await orderPage(orderId);
    const [item] = order.items;
    expect(item).toMatchObject({
      name: 'Aanya Solitaire Ring',
      quantity: 1,
      gold_type: 'yellow_gold',
      gold_carat: '14k',
      diamond_clarity: 'SI-I IJ',
      metal_weight: 3.45,
      diamond_weight: 0.25,
      unit_price: RING,
      line_total: RING,
      // Not weighed yet: no finished weight for the piece.
      finished_metal_weight: null,
    });
    // 3.45 g × ₹4,680 (yellow 14k); 0.25 ct × ₹45,000; making 3.45 g × ₹4,000; 3% GST on the ₹41,196.
    expect(item.breakdown).toMatchObject({
      gold_price: 16_146,
      diamond_price: 11_250,
      stones_price: 0,
      making_charge: 13_800,
      gst_amount: 1_235.88,
    });
    expect(item.images).toEqual({
      rose_gold: ['/media/products/a/rose-1-640.webp'],
      white_gold: ['/media/products/a/white-1-640.webp'],
      yellow_gold: ['/media/products/a/yellow-1-640.webp'],
    });
    // The SPEC's cart_items: the line as the cart showed it, with the pictures of the chosen colour.
    const [line] = order.cart_items;
    expect(order.cart_ids).toEqual([cartLine]);
    expect(line).toMatchObject({
      id: cartLine,
      product_id: ids.aanya,
      quantity: 1,
      gold_type: 'yellow_gold',
      gold_carat: '14k',
      diamond_clarity: 'SI-I IJ',
      totalPrice: RING,
      product: {
        id: ids.aanya,
        name: 'Aanya Solitaire Ring',
        images: ['/media/products/a/yellow-1-640.webp'],
        product_pink_images: ['/media/products/a/rose-1-640.webp'],
        product_white_images: ['/media/products/a/white-1-640.webp'],
        product_yellow_images: ['/media/products/a/yellow-1-640.webp'],
        metal_weight: 3.45,
        diamond_weight: 0.25,
      },
    });
  });

  it('owes the advance now and the rest later, has no delivery date yet, and is held for 24 hours', async () => {
    const { orderId } = await unpaid();
    const order = await orderPage(orderId);
    expect(order).toMatchObject({
      status: 'pending_advance',
      total_price: RING,
      first_payment_amount: FIRST,
      balance_amount: RING - FIRST,
      second_payment_amount: null,
      amount_paid: 0,
      amount_refunded: 0,
      shipment: null,
      delivery_by: null,
      design_wait_working_days: 0,
      delivery_note: null,
      pan_image: null,
      other_document_image: `/api/orders/${orderId}/documents/other_document`,
    });
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBeCloseTo(
      24 * 3600 * 1000,
      -4,
    );
  });
});

describe('an order being made', () => {
  it('after the advance owes the balance, and promises delivery from the day the advance was paid, past the shop’s holidays', async () => {
    const orderId = await inProduction();
    const order = await orderPage(orderId);
    expect(order).toMatchObject({
      status: 'in_production',
      balance_amount: RING - FIRST,
      amount_due: RING - FIRST,
      amount_paid: FIRST,
      second_payment_amount: null,
    });
    const advance = order.ledger.find((l: { kind: string }) => l.kind === 'advance');
    expect(advance).toMatchObject({ amount: FIRST, status: 'paid', expected_by: null });
    expect(order.delivery_by).toBe(deliveryBy(new Date(advance.created_at), []));
    // A holiday on the promised day moves the promise by a working day.
    await t.app.database.db
      .insert(schema.shopHolidays)
      .values({ date: order.delivery_by, name: 'Shop closed' });
    const later = await orderPage(orderId);
    expect(later.delivery_by).toBe(deliveryBy(new Date(advance.created_at), [order.delivery_by]));
    expect(later.delivery_by > order.delivery_by).toBe(true);
  });

  it('after the balance owes nothing, and shows the balance paid as the second payment', async () => {
    const orderId = await inProduction();
    await payBalance(t.app, asha, orderId);
    const order = await orderPage(orderId);
    expect(order).toMatchObject({
      balance_amount: 0,
      amount_due: 0,
      amount_paid: RING,
      second_payment_amount: RING - FIRST,
    });
  });
});

describe('the shipment', () => {
  it('shows the courier, the tracking number and its tracking link once dispatched, and when it was delivered', async () => {
    const orderId = await inProduction();
    expect((await orderPage(orderId)).shipment).toBeNull();
    const dispatchedAt = new Date('2026-11-20T10:00:00Z');
    await setOrder(orderId, { courier: 'Blue Dart', trackingNumber: '12345678901', dispatchedAt });
    expect((await orderPage(orderId)).shipment).toEqual({
      courier: 'Blue Dart',
      tracking_number: '12345678901',
      dispatched_at: dispatchedAt.toISOString(),
      delivered_at: null,
      tracking_url: expect.stringContaining('12345678901'),
    });
    const deliveredAt = new Date('2026-11-22T10:00:00Z');
    await setOrder(orderId, { deliveredAt });
    expect((await orderPage(orderId)).shipment.delivered_at).toBe(deliveredAt.toISOString());
  });

  it('shows a dispatch without a tracking number, and a tracking number given before the dispatch', async () => {
    const dispatched = await inProduction();
    await setOrder(dispatched, { dispatchedAt: new Date('2026-11-20T10:00:00Z') });
    expect((await orderPage(dispatched)).shipment).toMatchObject({
      tracking_number: null,
      tracking_url: null,
      dispatched_at: '2026-11-20T10:00:00.000Z',
    });
    const numbered = await inProduction();
    await setOrder(numbered, { courier: 'Blue Dart', trackingNumber: '999' });
    expect((await orderPage(numbered)).shipment).toMatchObject({
      tracking_number: '999',
      dispatched_at: null,
    });
  });
});

describe('a cancelled order', () => {
  it('names the refund of the advance with the date it is expected by', async () => {
    const orderId = await inProduction();
    const res = await orderUpdate(t.app, asha, orderId, {
      second_payment_msg: 'Ordered by mistake',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderPage(orderId);
    expect(order).toMatchObject({
      status: 'cancelled',
      amount_refunded: FIRST,
      balance_amount: 0,
      amount_due: 0,
    });
    const refund = order.ledger.find((l: { kind: string }) => l.kind === 'refund');
    expect(refund).toMatchObject({ amount: FIRST });
    expect(refund.expected_by).toBe(refundExpectedBy(new Date(refund.created_at), []));
  });
});
