/**
 * Each tax document is issued once for the event it records, and takes the next number of its
 * series (ARCHITECTURE §7 and §9; CGST Rules 46, 50, 53): a payment's receipt voucher, the
 * dispatch's tax invoice, a return's or exchange's credit note and a buyback's purchase voucher,
 * issued again (a retried confirmation, dispatch or completion), are the ones issued before and take
 * no number, so every series stays 1, 2, 3… with no gap and no repeat. A credit note needs an
 * invoice to reverse and something given back; a return's note lists each piece with its quantity
 * and weight; a buyback's voucher prices the goods on the rate card its value was set on; each
 * document names the account holder it is billed to. (Issue 37: tax.service.ts `header`, `store`,
 * `issueReceiptVoucher`, `issueTaxInvoice`, `issueReturnCreditNote`, `issuePurchaseVoucher`.)
 */
import { asc, eq } from 'drizzle-orm';
import { schema, type TaxDocument } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { askAfterSale, moveAfterSale } from '../../../test/after-sale.ts';
import { multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { deliveredOrder, itemsOfOrder, one, only, storedDocuments } from '../../../test/tax.ts';
import { findAfterSaleRequest } from '../after-sale/after-sale.repository.ts';
import { findOrder } from '../orders/orders.repository.ts';
import {
  issuePurchaseVoucher,
  issueReceiptVoucher,
  issueReturnCreditNote,
  issueTaxInvoice,
} from './tax.service.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(461);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const db = () => t.app.database.db;
const shop = () => t.app.config.shop;
const orderRow = async (orderId: number) =>
  defined(await findOrder(db(), orderId, null), 'the order');
const paymentsOf = (orderId: number) =>
  db()
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId))
    .orderBy(asc(schema.payments.id));
const inProduction = () =>
  orderInProduction(t.app, asha, {
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });
const delivered = (productIds = [ids.aanya]) =>
  deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds, addressId: address });
const stepTo = async (id: number, ...steps: (string | Record<string, unknown>)[]) => {
  for (const step of steps) {
    const res = await moveAfterSale(
      t.app,
      admin,
      id,
      typeof step === 'string' ? { status: step } : step,
    );
    expect(res.statusCode, `${JSON.stringify(step)}: ${res.body}`).toBe(200);
  }
};
const summary = (docs: TaxDocument[]) => docs.map((d) => [d.id, d.type, d.number, d.totalPaise]);

/** The numbers a series has handed out, and the numbers its documents carry. */
async function series(type: TaxDocument['type']) {
  const [row] = await db()
    .select()
    .from(schema.taxDocumentSeries)
    .where(eq(schema.taxDocumentSeries.type, type));
  const carried = (
    await db()
      .select({ sequence: schema.taxDocuments.sequence })
      .from(schema.taxDocuments)
      .where(eq(schema.taxDocuments.type, type))
  ).map((d) => d.sequence);
  return { taken: row?.lastSequence ?? 0, carried: carried.sort((a, b) => a - b) };
}

/** Every number the series has taken is on exactly one document: 1, 2, 3… with no gap and no repeat. */
async function expectWhole(type: TaxDocument['type']) {
  const { taken, carried } = await series(type);
  expect(carried, `${type} series`).toEqual(Array.from({ length: taken }, (_, i) => i + 1));
  return taken;
}

describe('a payment’s receipt voucher', () => {
  it('is one voucher for the payment, for its amount and reference, however often the payment is confirmed; the next payment takes the next number', async () => {
    const orderId = await inProduction();
    const [advance] = await paymentsOf(orderId);
    const paid = defined(advance, 'the advance');
    const voucher = one(await storedDocuments(t.app, orderId), 'receipt_voucher');
    expect([voucher.paymentId, voucher.totalPaise, voucher.snapshot.paymentReference]).toEqual([
      paid.id,
      FIRST * 100,
      `pay_adv_${orderId}`,
    ]);
    // A receipt voucher reverses nothing and names no earlier document.
    expect(voucher.snapshot.references).toEqual([]);
    expect(voucher.snapshot.reason).toBe(`Advance received against order #${orderId}`);
    const before = summary(await storedDocuments(t.app, orderId));
    const taken = await expectWhole('receipt_voucher');

    // The same payment confirmed again (the browser and the webhook, a retry).
    const order = await orderRow(orderId);
    await db().transaction((tx) => issueReceiptVoucher(tx, shop(), order, paid));
    expect(summary(await storedDocuments(t.app, orderId))).toEqual(before);
    expect(await expectWhole('receipt_voucher')).toBe(taken);

    await payBalance(t.app, asha, orderId);
    const balance = defined((await paymentsOf(orderId))[1], 'the balance');
    const vouchers = only(await storedDocuments(t.app, orderId), 'receipt_voucher');
    expect(vouchers.map((v) => [v.paymentId, v.sequence])).toEqual([
      [paid.id, voucher.sequence],
      [balance.id, taken + 1],
    ]);
    await expectWhole('receipt_voucher');
  });
});

describe('the tax invoice', () => {
  it('is one invoice for the dispatch, billed to the account holder, however often it is issued; the next invoice takes the next number', async () => {
    const { orderId } = await delivered();
    const invoice = one(await storedDocuments(t.app, orderId), 'tax_invoice');
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, ashaId));
    expect(invoice.snapshot.buyer).toMatchObject({
      name: defined(user, 'asha').name,
      email: defined(user, 'asha').email,
    });
    expect(invoice.snapshot.recipient.email).toBe(defined(user, 'asha').email);
    const before = summary(await storedDocuments(t.app, orderId));
    const taken = await expectWhole('tax_invoice');

    const order = await orderRow(orderId);
    await db().transaction((tx) => issueTaxInvoice(tx, shop(), order));
    expect(summary(await storedDocuments(t.app, orderId))).toEqual(before);
    expect(await expectWhole('tax_invoice')).toBe(taken);

    const next = await delivered();
    expect(one(await storedDocuments(t.app, next.orderId), 'tax_invoice').sequence).toBe(taken + 1);
    await expectWhole('tax_invoice');
  });
});

describe('a credit note of goods coming back', () => {
  it('is none, and takes no number, for an order not yet invoiced or when nothing is given back', async () => {
    const waiting = await inProduction();
    const [piece] = await itemsOfOrder(t.app, waiting);
    const notes = await expectWhole('credit_note');
    const order = await orderRow(waiting);
    const request = { id: 0, kind: 'return' as const, itemIds: [defined(piece, 'the piece').id] };
    const uninvoiced = await db().transaction((tx) =>
      issueReturnCreditNote(tx, shop(), order, request, FIRST * 100, []),
    );
    expect(uninvoiced).toBeNull();

    const { orderId } = await delivered();
    const [ring] = await itemsOfOrder(t.app, orderId);
    const asked = await askAfterSale(
      t.app,
      asha,
      orderId,
      defined(ring, 'the ring').id,
      'return',
      'Manufacturing defect',
    );
    const invoiced = await orderRow(orderId);
    const nothing = await db().transaction((tx) =>
      issueReturnCreditNote(
        tx,
        shop(),
        invoiced,
        { id: asked, kind: 'return', itemIds: [defined(ring, 'the ring').id] },
        0,
        [],
      ),
    );
    expect(nothing).toBeNull();
    expect(only(await storedDocuments(t.app, orderId), 'credit_note')).toEqual([]);
    expect(await expectWhole('credit_note')).toBe(notes);
  });

  it('lists every piece of a return with its quantity and weight, and issued again is the same note with no number taken', async () => {
    const { orderId } = await delivered([ids.aanya, ids.meher]);
    const items = await itemsOfOrder(t.app, orderId);
    const body = multipartBody([
      ['kind', 'return'],
      ...items.map((i): [string, string] => ['item_ids[]', String(i.id)]),
      ['reason', 'Manufacturing defect'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/after-sale`,
      headers: { ...body.headers, authorization: `Bearer ${asha}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().request.id as number;
    await stepTo(id, 'approved', 'received', 'inspected', 'completed');
    const docs = await storedDocuments(t.app, orderId);
    const note = one(docs, 'credit_note');
    const invoice = one(docs, 'tax_invoice');
    const pieces = invoice.snapshot.lines.map(
      (l) => `${l.description} (${l.quantity} pc, ${l.netWeightG} g)`,
    );
    expect(pieces).toHaveLength(2);
    expect(note.snapshot.reason).toBe(`Return of ${pieces.join(', ')} (request #${id})`);
    expect(note.afterSaleRequestId).toBe(id);
    const before = summary(docs);
    const taken = await expectWhole('credit_note');

    const order = await orderRow(orderId);
    const again = await db().transaction((tx) =>
      issueReturnCreditNote(
        tx,
        shop(),
        order,
        { id, kind: 'return', itemIds: items.map((i) => i.id) },
        note.totalPaise,
        [],
      ),
    );
    expect(again?.id).toBe(note.id);
    expect(summary(await storedDocuments(t.app, orderId))).toEqual(before);
    expect(await expectWhole('credit_note')).toBe(taken);
  });
});

describe('an exchange’s credit note', () => {
  it('says the pieces came back in exchange, each with its quantity and weight', async () => {
    const { orderId } = await delivered();
    const [ring] = await itemsOfOrder(t.app, orderId);
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      defined(ring, 'the ring').id,
      'exchange',
      'Change of design',
    );
    await stepTo(id, 'approved', 'received', 'inspected', 'completed');
    const docs = await storedDocuments(t.app, orderId);
    const [line] = one(docs, 'tax_invoice').snapshot.lines;
    const piece = defined(line, 'the invoiced ring');
    expect(one(docs, 'credit_note').snapshot.reason).toBe(
      `Exchange of ${piece.description} (${piece.quantity} pc, ${piece.netWeightG} g) (request #${id})`,
    );
  });
});

describe('a buyback’s purchase voucher', () => {
  it('prices the pieces on the rate card their value was set on, though gold moved before the payout, and foots to the payout', async () => {
    const { orderId } = await delivered();
    const [ring] = await itemsOfOrder(t.app, orderId);
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      defined(ring, 'the ring').id,
      'buyback',
      'No longer worn',
    );
    await stepTo(id, 'approved', 'received', 'inspected');
    // Gold goes up by a tenth after the inspection valued the pieces, before the payout.
    const [card] = await db()
      .select()
      .from(schema.rateCards)
      .orderBy(asc(schema.rateCards.effectiveFrom));
    const old = defined(card, 'the rate card');
    const gold = Object.fromEntries(
      Object.entries(old.gold).map(([colour, k]) => [
        colour,
        { '14k': Math.round(k['14k'] * 1.1), '18k': Math.round(k['18k'] * 1.1) },
      ]),
    ) as typeof old.gold;
    const [dearer] = await db()
      .insert(schema.rateCards)
      .values({ gold, diamond: old.diamond, effectiveFrom: new Date(Date.now() - 1000) })
      .returning();
    try {
      await stepTo(id, { status: 'completed', payout_reference: `NEFT-${orderId}` });
      const request = defined(await findAfterSaleRequest(db(), id, null), 'the request');
      const voucher = one(await storedDocuments(t.app, orderId), 'purchase_voucher');
      const purchase = defined(voucher.snapshot.purchase, 'the purchase');
      // The Aanya ring: rose 14k at ₹4,680/g on the card it was valued on.
      expect(purchase.goods.map((g) => g.ratePerGramPaise)).toEqual([4_680_00]);
      expect(
        purchase.goods.reduce((s, g) => s + g.valuePaise, 0) -
          (purchase.inspectionDeductionPaise ?? 0),
      ).toBe(request.payoutPaise);
      expect([voucher.totalPaise, purchase.payoutReference]).toEqual([
        request.payoutPaise,
        `NEFT-${orderId}`,
      ]);
    } finally {
      await db()
        .delete(schema.rateCards)
        .where(eq(schema.rateCards.id, defined(dearer, 'the dearer card').id));
    }
  });

  it('is issued once: the buyback’s completion repeated answers the same voucher and takes no number', async () => {
    const { orderId } = await delivered();
    const [ring] = await itemsOfOrder(t.app, orderId);
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      defined(ring, 'the ring').id,
      'buyback',
      'No longer worn',
    );
    await stepTo(id, 'approved', 'received', 'inspected', {
      status: 'completed',
      payout_reference: `NEFT-${orderId}`,
    });
    const docs = await storedDocuments(t.app, orderId);
    const voucher = one(docs, 'purchase_voucher');
    const taken = await expectWhole('purchase_voucher');
    const request = defined(await findAfterSaleRequest(db(), id, null), 'the request');

    const again = await db().transaction((tx) =>
      issuePurchaseVoucher(tx, shop(), request, `NEFT-${orderId}`, request.payoutPaise ?? 0),
    );
    expect(again?.id).toBe(voucher.id);
    expect(summary(await storedDocuments(t.app, orderId))).toEqual(summary(docs));
    expect(await expectWhole('purchase_voucher')).toBe(taken);
  });
});
