/**
 * The balance step of an order (ARCHITECTURE §7, `pendingPayment`), from the survivors of the
 * mutation run of 28 November 08:13 (issue 37): an order still waiting for its advance has no balance
 * to pay; once the balance is paid, a finished weight that raises the total makes a supplement, and
 * the balance step opens a provider order for exactly that.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(651);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const balanceStep = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/balance-payment`,
    headers: as(asha),
  });

describe('the balance step', () => {
  it('refuses an order still waiting for its advance: there is no balance to pay yet', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 13 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await balanceStep(placed.json().order.id as number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There is no pending payment for this order.');
  });

  it('after the balance is paid, opens a provider order for exactly the supplement a heavier finished weight makes', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    await payBalance(t.app, asha, orderId);
    expect((await balanceStep(orderId)).statusCode).toBe(409);

    const weighed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/finished-weight`,
      headers: as(admin),
      payload: { metal_weight: 3.5 },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const total = weighed.json().order.total_price as number;
    expect(total).toBeGreaterThan(RING);

    const res = await balanceStep(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().razor_response).toMatchObject({
      amount: (total - RING) * 100,
      currency: 'INR',
    });
  });
});
