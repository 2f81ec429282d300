/**
 * A return refunds at most what the order still holds (ARCHITECTURE §7): when part of the payment
 * was already refunded, the completed return settles for the rest, and the customer is told that
 * amount, not the pieces' full value (issue 37: uncapped, the refund rows stayed right while the
 * settlement and the message overstated the refund).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider, outboxFor } from '../../../test/admin.ts';
import { askAfterSale, deliveredOrder, moveAfterSale } from '../../../test/after-sale.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;
const GOODWILL = 10_000;
const ASHA_PHONE = String(9_000_000_000 + 307);
const provider = countingProvider();

setupShop(307, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a return of an order partly refunded already', () => {
  it('settles for what is left to refund and says so to the customer', async () => {
    const { orderId, itemId } = await deliveredOrder(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
    const goodwill = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: as(admin), payload: { amount: GOODWILL, idempotency_key: `goodwill-${orderId}`, reason: 'A scratch on the box' } });
    expect(goodwill.statusCode, goodwill.body).toBe(200);

    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    for (const status of ['approved', 'received', 'inspected']) expect((await moveAfterSale(t.app, admin, id, { status })).statusCode).toBe(200);
    const refundsBefore = provider.refunds.length;
    const done = await moveAfterSale(t.app, admin, id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);

    const left = RING - GOODWILL;
    expect(done.json().request.settlement).toMatchObject({ type: 'refund', amount: left });
    expect(provider.refunds.slice(refundsBefore).reduce((s, r) => s + r.amountPaise, 0)).toBe(left * 100);
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: as(asha) })).json().order;
    expect(order.amount_refunded).toBe(RING);
    const complete = (await outboxFor(t.app, ASHA_PHONE)).filter((m) => m.channel === 'sms').map((m) => m.body).filter((b) => b.includes('is complete'));
    expect(complete).toHaveLength(1);
    expect(complete[0]).toContain(`We are refunding ₹${left.toLocaleString('en-IN')} to the account you paid from`);
  });
});
