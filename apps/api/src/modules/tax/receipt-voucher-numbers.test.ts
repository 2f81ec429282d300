/**
 * Receipt-voucher numbers never gap (CGST Rule 46(b), ARCHITECTURE §7): money that reaches an order
 * after its invoice gets no receipt voucher, and so takes no number. Issue 37's survivor: with the
 * number taken before the "invoice already out" check, a superseded balance captured after dispatch
 * used up a number that no document carries.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { dispatchAndDeliver } from '../../../test/tax.ts';
import { hmacHex } from '../../providers/payments/provider.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(327);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const newOrder = () => orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
const payByWebhook = (providerOrderId: string, paymentId: string, amountPaise: number) => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, currency: 'INR', status: 'captured' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body), 'x-razorpay-event-id': `evt_${paymentId}` },
    payload: body,
  });
};
const receiptNumbers = async () =>
  (await t.app.database.db.select({ number: schema.taxDocuments.number }).from(schema.taxDocuments).where(eq(schema.taxDocuments.type, 'receipt_voucher')))
    .map((d) => Number(d.number.slice(-6)))
    .sort((a, b) => a - b);

describe('receipt-voucher numbers', () => {
  it('a superseded balance captured after dispatch takes no number: the next receipt voucher follows the last one', async () => {
    const orderId = await newOrder();
    const stale = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: as(asha) });
    expect(stale.statusCode, stale.body).toBe(200);
    const staleOrder = stale.json().razor_response as { id: string; amount: number };
    // A heavier finished weight supersedes the open balance; the new balance is paid, then the piece leaves.
    const weighed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: as(admin), payload: { metal_weight: 3.5 } });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId, false);
    expect(await receiptNumbers()).toEqual([1, 2]);

    // The customer pays the superseded balance anyway, after the invoice: recorded, refunded, no voucher.
    expect((await payByWebhook(staleOrder.id, `pay_late_${orderId}`, staleOrder.amount)).statusCode).toBe(200);
    const late = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.providerPaymentId, `pay_late_${orderId}`));
    expect(late).toHaveLength(1);
    expect(await receiptNumbers()).toEqual([1, 2]);

    // The next advance, on another order, takes the next number.
    await newOrder();
    expect(await receiptNumbers()).toEqual([1, 2, 3]);
  });
});
