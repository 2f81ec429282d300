/**
 * The shop's after-sale inbox (ARCHITECTURE §7, `GET admin/after-sale`): newest first, and narrowed
 * by kind, by state, to one order's requests (the admin order page) or one customer's (the admin
 * customer page), each filter alone and together. Issue 37: after-sale.repository.ts
 * `listAfterSaleRequests`, whose kind and order filters and order no test stated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { askAfterSale, ashasDeliveredRing } from '../../../test/after-sale.ts';
import { asha, ashaId, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ: ₹42,432, advance ₹30,126.

setupShop(471);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const inbox = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/after-sale?${query}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().requests as { id: number; kind: string; order_id: number }[]).map((r) => r.id);
};
const delivered = () =>
  ashasDeliveredRing(admin);

describe('the shop’s inbox', () => {
  it('lists the newest request first, and narrows to a kind, to one order, or both', async () => {
    const first = await delivered();
    const second = await delivered();
    const mend = await askAfterSale(
      t.app,
      asha,
      first.orderId,
      first.itemId,
      'maintenance',
      'Resizing',
    );
    const swap = await askAfterSale(
      t.app,
      asha,
      second.orderId,
      second.itemId,
      'exchange',
      'Change of design',
    );

    const all = await inbox('');
    expect(all.filter((id) => id === mend || id === swap)).toEqual([swap, mend]);
    expect(all).toEqual([...all].sort((a, b) => b - a));

    const exchanges = await inbox('kind=exchange');
    expect(exchanges).toContain(swap);
    expect(exchanges).not.toContain(mend);
    const mending = await inbox('kind=maintenance');
    expect(mending).toContain(mend);
    expect(mending).not.toContain(swap);

    expect(await inbox(`order_id=${first.orderId}`)).toEqual([mend]);
    expect(await inbox(`order_id=${second.orderId}`)).toEqual([swap]);
    expect(await inbox(`order_id=${first.orderId}&kind=exchange`)).toEqual([]);
    expect(
      await inbox(
        `order_id=${second.orderId}&kind=exchange&status=requested&customer_id=${ashaId}`,
      ),
    ).toEqual([swap]);
  });
});
