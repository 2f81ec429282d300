/**
 * A refund voucher refers to the receipt voucher of the advance it refunds (Rule 51, ARCHITECTURE §9
 * "Vouchers describe the goods"), not to every receipt of the order, and is split and described like
 * it; after the invoice a refund is a credit note naming the invoice (issue 37: tax.service.ts).
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, payBalance } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import {
  dispatchAndDeliver,
  expectTaxAtRate,
  itemsOfOrder,
  one,
  only,
  orderWithCode,
  storedDocuments,
} from '../../../test/tax.ts';

setupShop(97);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

describe('an order paid in two payments and cancelled by the shop before dispatch', () => {
  it('refunds each payment with its own refund voucher, each naming only the receipt voucher of the payment it refunds', async () => {
    const { orderId } = await orderWithCode(t.app, asha, {
      userId: ashaId,
      productIds: [ids.aanya],
      addressId: address,
    });
    await payBalance(t.app, asha, orderId);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { reason: 'Out of stock' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const docs = await storedDocuments(t.app, orderId);
    const receipts = only(docs, 'receipt_voucher');
    const refunds = only(docs, 'refund_voucher');
    expect(receipts).toHaveLength(2);
    expect(refunds).toHaveLength(2);
    const refundRows = await t.app.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, orderId));
    for (const voucher of refunds) {
      const refund = defined(
        refundRows.find((r) => r.id === voucher.refundId),
        'refund',
      );
      const receipt = defined(
        receipts.find((r) => r.paymentId === refund.paymentId),
        'receipt of the refunded payment',
      );
      expect(voucher.snapshot.references.map((r) => [r.type, r.number, r.amountPaise])).toEqual([
        ['receipt_voucher', receipt.number, receipt.totalPaise],
      ]);
      expect(voucher.totalPaise).toBe(refund.amountPaise);
      expect(voucher.snapshot.refund).toEqual({ cause: 'cancellation', supplyContinues: false });
      // Split at the order's rate like the receipt it reverses, and naming the piece it was for.
      expectTaxAtRate(voucher, false);
      expect(voucher.igstPaise).toBeGreaterThan(0);
      expect(voucher.snapshot.goods?.map((g) => g.productCode)).toEqual(
        (await itemsOfOrder(t.app, orderId)).map((i) => i.productSnapshot.productCode),
      );
    }
  });
});

describe('an order cancelled by the shop after dispatch', () => {
  it('refunds each payment with a credit note naming the tax invoice, not the receipt vouchers', async () => {
    const { orderId } = await orderWithCode(t.app, asha, {
      userId: ashaId,
      productIds: [ids.aanya],
      addressId: address,
    });
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId, false);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { reason: 'Lost in transit' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const docs = await storedDocuments(t.app, orderId);
    const invoice = one(docs, 'tax_invoice');
    const notes = only(docs, 'credit_note');
    expect(notes).toHaveLength(2);
    expect(only(docs, 'refund_voucher')).toEqual([]);
    for (const note of notes) {
      expect(note.snapshot.references.map((r) => [r.type, r.number])).toEqual([
        ['tax_invoice', invoice.number],
      ]);
      expect(note.snapshot.reason).toContain('Lost in transit');
    }
  });
});
