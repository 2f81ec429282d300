/**
 * A refund is documented once (ARCHITECTURE §9: numbers never repeat, a document is never issued
 * twice for one event): the document of a refund processed again (a retried sender, a second node)
 * is the one issued before, and a return's refunds, listed under the return's one credit note, never
 * get a credit note of their own however often they are processed (issue 37: tax.service.ts
 * `issueRefundDocument`, whose two guards survived the tax files' tests).
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, payBalance } from '../../../test/admin.ts';
import { multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { deliveredOrder, itemsOfOrder, only, orderWithCode, storedDocuments } from '../../../test/tax.ts';
import { findOrder } from '../orders/orders.repository.ts';
import { issueRefundDocument } from './tax.service.ts';

setupShop(99);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const refundsOf = (orderId: number) => t.app.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));

/** Every refund of the order processed again, as a retried sender would. */
async function processAgain(orderId: number): Promise<void> {
  const order = defined(await findOrder(t.app.database.db, orderId, null), 'the order');
  for (const refund of await refundsOf(orderId)) {
    expect(refund.status).toBe('processed');
    await t.app.database.db.transaction((tx) => issueRefundDocument(tx, t.app.config.shop, order, refund));
  }
}

const numbers = async (orderId: number) => (await storedDocuments(t.app, orderId)).map((d) => `${d.type} ${d.number}`).sort();

describe('a refund processed again', () => {
  it('before dispatch: each payment keeps its one refund voucher, no new number taken', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: address });
    await payBalance(t.app, asha, orderId);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, headers: as(admin), payload: { reason: 'Out of stock' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = await numbers(orderId);
    expect(before.filter((n) => n.startsWith('refund_voucher'))).toHaveLength(2);
    await processAgain(orderId);
    expect(await numbers(orderId)).toEqual(before);
  });

  it('after a return: its refunds stay listed under the return’s one credit note, never one of their own', async () => {
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.meher], addressId: address });
    const [piece] = await itemsOfOrder(t.app, orderId);
    const body = multipartBody([
      ['kind', 'return'],
      ['item_ids[]', String(defined(piece, 'the piece').id)],
      ['reason', 'Manufacturing defect'],
    ]);
    const asked = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(asha) }, payload: body.payload });
    expect(asked.statusCode, asked.body).toBe(200);
    for (const status of ['approved', 'received', 'inspected', 'completed']) {
      const moved = await t.app.inject({ method: 'POST', url: `/api/admin/after-sale/${asked.json().request.id}/status`, headers: as(admin), payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const before = await numbers(orderId);
    expect(only(await storedDocuments(t.app, orderId), 'credit_note')).toHaveLength(1);
    expect((await refundsOf(orderId)).length).toBeGreaterThan(0);
    await processAgain(orderId);
    expect(await numbers(orderId)).toEqual(before);
  });
});
