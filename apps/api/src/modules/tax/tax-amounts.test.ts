/**
 * The tax on every document follows its taxable value (ARCHITECTURE §9, issue 36 items 1, 2, 9):
 * after every discount, CGST and SGST each 1.5% and IGST 3% of it by place of supply, the paise
 * in the round-off; vouchers of one order agree with its invoice; the invoice's settlement foots.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, payBalance } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { createCode, dispatchAndDeliver, expectTaxAtRate, itemsOfOrder, one, only, orderWithCode, storedDocuments } from '../../../test/tax.ts';

setupShop(81);
let admin: string;
let mumbai: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await createCode(t.app, admin, 'DIWALI25');
  const [row] = await t.app.database.db
    .insert(schema.addresses)
    .values({ userId: ashaId, recipientName: 'Asha Rao', landmark: 'Zaveri Bazaar', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Sheikh Memon Street' })
    .returning({ id: schema.addresses.id });
  mumbai = defined(row, 'address').id;
});

/** Taxable value of an order's lines after the code: what the invoice must tax. */
async function discountedTaxable(orderId: number) {
  return (await itemsOfOrder(t.app, orderId)).reduce((s, i) => {
    const b = i.breakdown;
    return s + (b.goldPaise + b.diamondPaise + b.stonesPaise + b.makingPaise - (b.makingDiscountPaise ?? 0) - (b.diamondDiscountPaise ?? 0)) * i.quantity;
  }, 0);
}

describe('an order under a 25%-making / 10%-diamond code', () => {
  it('to another state: every voucher and the invoice are IGST 3% of their own taxable value after the code, and agree', async () => {
    const { orderId, total } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya, ids.tara], addressId: address, code: 'DIWALI25' });
    const items = await itemsOfOrder(t.app, orderId);
    expect(items.every((i) => (i.breakdown.makingDiscountPaise ?? 0) > 0 && (i.breakdown.diamondDiscountPaise ?? 0) > 0)).toBe(true);
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId);

    const docs = await storedDocuments(t.app, orderId);
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher', 'tax_invoice']);
    for (const doc of docs) expectTaxAtRate(doc, false);
    const invoice = one(docs, 'tax_invoice');
    expect(invoice.taxablePaise).toBe(await discountedTaxable(orderId));
    expect(invoice.totalPaise).toBe(total * 100);
    // The vouchers split in the invoice's own proportion: together they hold its taxable value to a rupee.
    const vouchers = only(docs, 'receipt_voucher');
    expect(vouchers.reduce((s, d) => s + d.totalPaise, 0)).toBe(invoice.totalPaise);
    expect(Math.abs(vouchers.reduce((s, d) => s + d.taxablePaise, 0) - invoice.taxablePaise)).toBeLessThan(100);
  });

  it('within the shop’s state without a GSTIN: CGST + SGST by the place of supply, each 1.5% rounded on its own', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya, ids.meher], addressId: mumbai, code: 'DIWALI25' });
    await payBalance(t.app, asha, orderId);
    await dispatchAndDeliver(t.app, admin, orderId);
    const docs = await storedDocuments(t.app, orderId);
    for (const doc of docs) expectTaxAtRate(doc, true);
    const invoice = one(docs, 'tax_invoice');
    expect(invoice.snapshot.recipient.gstin).toBeNull();
    expect(invoice.snapshot).toMatchObject({ intraState: true, placeOfSupplyCode: '27' });
    expect(invoice.cgstPaise).toBe(invoice.sgstPaise);
    // Each line is taxed on its own taxable value after the code, each component within a paisa of 1.5%.
    for (const line of invoice.snapshot.lines) {
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(Math.abs(line.cgstPaise - line.taxablePaise * 0.015)).toBeLessThan(1);
      expect(line.itemId).toBeGreaterThan(0);
    }
  });
});

describe('a lighter finished weight before dispatch', () => {
  it('refunds the excess with a refund voucher at the rate, and the invoice deducts it from the advances so its settlement foots', async () => {
    const { orderId, total } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.aanya], addressId: address, code: 'DIWALI25' });
    await payBalance(t.app, asha, orderId);
    const [item] = await itemsOfOrder(t.app, orderId);
    const grams = defined(item, 'item').productSnapshot.metalWeightMg / 1000;
    const weighed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/finished-weight`, headers: { authorization: `Bearer ${admin}` }, payload: { metal_weight: Math.round(grams * 0.985 * 1000) / 1000 } });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const lower = weighed.json().order.total_price as number;
    expect(lower).toBeLessThan(total);
    await dispatchAndDeliver(t.app, admin, orderId);

    const docs = await storedDocuments(t.app, orderId);
    expect(docs.map((d) => d.type)).toEqual(['receipt_voucher', 'receipt_voucher', 'refund_voucher', 'tax_invoice']);
    for (const doc of docs) expectTaxAtRate(doc, false);
    const refund = one(docs, 'refund_voucher');
    expect(refund.totalPaise).toBe((total - lower) * 100);
    const invoice = one(docs, 'tax_invoice').snapshot;
    expect(invoice.totals.totalPaise).toBe(lower * 100);
    // Advances set off less the refund voucher, named and deducted: received − refunded = the invoice, nothing due.
    const refs = invoice.references.map((r) => [r.type, r.amountPaise]);
    expect(refs).toEqual([
      ['receipt_voucher', defined(docs[0], 'rv').totalPaise],
      ['receipt_voucher', defined(docs[1], 'rv').totalPaise],
      ['refund_voucher', -refund.totalPaise],
    ]);
    expect(invoice.references.reduce((s, r) => s + r.amountPaise, 0)).toBe(invoice.advancesPaise);
    expect(invoice.advancesPaise).toBe(lower * 100);
    expect(invoice.balancePaise).toBe(0);
  });
});

describe('old fields agree with the ledger', () => {
  it('balance_amount is what is still due: the balance before it is paid, 0 once paid, 0 once cancelled', async () => {
    const view = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { authorization: `Bearer ${asha}` } })).json().order;
    const { orderId, total } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.noor], addressId: address });
    const first = (await view(orderId)).first_payment_amount as number;
    expect(await view(orderId)).toMatchObject({ balance_amount: total - first, amount_due: total - first });
    await payBalance(t.app, asha, orderId);
    expect(await view(orderId)).toMatchObject({ balance_amount: 0, amount_due: 0 });

    const cancelled = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.noor], addressId: address });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${cancelled.orderId}/cancel`, headers: { authorization: `Bearer ${admin}` }, payload: { reason: 'Out of stock' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(cancelled.orderId)).toMatchObject({ status: 'cancelled', balance_amount: 0, amount_due: 0 });
    const [row] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, cancelled.orderId));
    expect(defined(row, 'order').totalPaise).toBeGreaterThan(0);
  });
});
