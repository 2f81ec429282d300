import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { createCode, orderWithCode } from '../../../test/tax.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

setupShop(161);

let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const getOrder = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: as(asha) })).json().order;

describe('an order under a code tells what the code saved (issue 35 #13, issue 36 #9)', () => {
  it('carries each line’s discount fields in rupees and names the code with the saving, in GET order/{id}, GET orders and the back office', async () => {
    await createCode(t.app, admin, 'DIWALI25', 25, 10);
    const { orderId, total } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: address, code: 'DIWALI25' });
    const order = await getOrder(orderId);
    const [item] = order.items;
    // The Aanya ring: making 3.45 g × ₹4,000 = ₹13,800, 25% off = ₹3,450; diamond 0.25 ct × ₹45,000 = ₹11,250, 10% off = ₹1,125.
    expect(item.breakdown).toMatchObject({ making_discount: 3450, diamond_discount: 1125 });
    expect(item.offer).toEqual({ title: 'Code DIWALI25', code: 'DIWALI25' });
    expect(item.breakdown.original_total).toBeGreaterThan(item.line_total);
    // The lines foot: what the offer took plus its GST is the difference to the price without it.
    expect(order.discount).toEqual({
      code: 'DIWALI25',
      title: 'Code DIWALI25',
      making_discount: 3450,
      diamond_discount: 1125,
      original_total: item.breakdown.original_total,
      saving: item.breakdown.original_total - total,
    });
    expect(order.discount.saving).toBe(Math.round((3450 + 1125) * 1.03));
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(asha) })).json().orders.find((o: { id: number }) => o.id === orderId);
    expect(listed.discount).toEqual(order.discount);
    const backOffice = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: as(admin) })).json();
    expect(backOffice.order.discount).toEqual(order.discount);
    expect(backOffice.order.items[0].breakdown).toMatchObject({ making_discount: 3450, diamond_discount: 1125 });
  });

  it('has no discount without an offer', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: address });
    const order = await getOrder(orderId);
    expect(order.discount).toBeNull();
    expect(order.items[0].breakdown).toMatchObject({ making_discount: 0, diamond_discount: 0, original_total: order.items[0].line_total });
    expect(order.items[0].offer).toBeNull();
  });
});

describe('the finished weight on the customer’s order (issue 35 #13)', () => {
  it('shows the recorded weight, the ordered one and the change in price it made at the locked rates', async () => {
    const { orderId, total } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: address });
    expect((await getOrder(orderId)).finished_weight).toBeNull();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: 3.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const order = await getOrder(orderId);
    expect(order.finished_weight).toMatchObject({ metal_weight: 3.5, ordered_metal_weight: 3.45, ordered_total: total, change: order.total_price - total });
    // 0.05 g more of rose 14k gold at ₹4,680 and making at ₹4,000 a gram, with 3% GST.
    expect(order.finished_weight.change).toBe(Math.round(0.05 * (4680 + 4000) * 1.03));
    expect(order.items[0].finished_metal_weight).toBe(3.5);
    expect(order.items[0].metal_weight).toBe(3.45);
  });
});
