/**
 * The tax test files' shared steps: an order of several pieces under a code, walked through
 * payment, dispatch and delivery as the shop's back office does; its documents as stored; and the
 * rules every document keeps (ARCHITECTURE §9).
 */
import { asc, eq } from 'drizzle-orm';
import { schema, type TaxDocument } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { payBalance } from './admin.ts';
import { addCartLine, checkoutSignature, FILES, orderUpdate, placeOrder } from './orders.ts';

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3600_000;
const ist = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);
/** Lines made so far on each app (one a test file; the module is shared by a worker's files). */
const linesMade = new WeakMap<App, number>();
function nextLine(app: App): number {
  const n = linesMade.get(app) ?? 0;
  linesMade.set(app, n + 1);
  return n;
}

/** A code for the next day: `making`% off making charges and `diamond`% off diamonds, every category. */
export async function createCode(app: App, admin: string, code: string, making = 25, diamond = 10): Promise<void> {
  const now = Date.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: as(admin),
    payload: { title: `Code ${code}`, code, making_discount_percent: making, diamond_discount_percent: diamond, starts_at: ist(new Date(now - HOUR)), ends_at: ist(new Date(now + 24 * HOUR)) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An order of `productIds` (one piece each) placed with `code` applied to the cart, its advance paid. */
export async function orderWithCode(
  app: App,
  token: string,
  o: { userId: number; productIds: number[]; addressId: number; code?: string; gstin?: string },
): Promise<{ orderId: number; total: number }> {
  const lines = [];
  for (const productId of o.productIds) lines.push(await addCartLine(app, o.userId, productId, { ringSize: 10 + (nextLine(app) % 5) }));
  if (o.code) {
    const applied = await app.inject({ method: 'POST', url: '/api/cart/coupon', headers: as(token), payload: { code: o.code } });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const cart = (await app.inject({ method: 'GET', url: '/api/view-cart', headers: as(token) })).json();
  const total = cart.total_price as number;
  // Above ₹1,00,000 the order asks for a PAN card too.
  const files = total > 100_000 ? { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg }, pan_image: { filename: 'pan.jpg', content: FILES.jpeg } } : undefined;
  const placed = await placeOrder(app, token, { cartIds: lines, addressId: o.addressId, total, first: Math.round(total * 0.71), ...(o.gstin ? { gstin: o.gstin } : {}), ...(files ? { files } : {}) });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as number;
  const providerOrderId = placed.json().razor_response.id as string;
  const paid = await orderUpdate(app, token, orderId, {
    first_payment_transaction_id: `pay_adv_${orderId}`,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, `pay_adv_${orderId}`),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await app.database.db.delete(schema.cartCoupons).where(eq(schema.cartCoupons.userId, o.userId));
  return { orderId, total };
}

/** Dispatch with one HUID a piece (the tax invoice is issued), then delivery. */
export async function dispatchAndDeliver(app: App, admin: string, orderId: number, deliver = true): Promise<void> {
  const items = await itemsOfOrder(app, orderId);
  const huids = Object.fromEntries(items.map((i, n) => [String(i.id), Array.from({ length: i.quantity }, (_, k) => `H${orderId}${n}${k}`.slice(0, 6).padEnd(6, 'Z'))]));
  const sent = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/dispatch`, headers: as(admin), payload: { courier: 'Blue Dart', tracking_number: `BD${orderId}`, huids } });
  expect(sent.statusCode, sent.body).toBe(200);
  if (!deliver) return;
  const delivered = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/deliver`, headers: as(admin) });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

/** An order under `code`, paid in full, dispatched and delivered. */
export async function deliveredOrder(app: App, token: string, admin: string, o: Parameters<typeof orderWithCode>[2]) {
  const placed = await orderWithCode(app, token, o);
  await payBalance(app, token, placed.orderId);
  await dispatchAndDeliver(app, admin, placed.orderId);
  return placed;
}

export const itemsOfOrder = (app: App, orderId: number) =>
  app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).orderBy(asc(schema.orderItems.id));

/** The order's documents as stored, in the order they were issued. */
export const storedDocuments = (app: App, orderId: number): Promise<TaxDocument[]> =>
  app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.orderId, orderId)).orderBy(asc(schema.taxDocuments.id));

export const only = (docs: TaxDocument[], type: TaxDocument['type']) => docs.filter((d) => d.type === type);
export const one = (docs: TaxDocument[], type: TaxDocument['type']) => defined(only(docs, type)[0], type);

/**
 * The rules every document keeps (ARCHITECTURE §9): CGST = SGST = 1.5% and IGST = 3% of its own
 * taxable value to half a paisa, by place of supply; taxable + tax + round-off = total, stored and
 * printed alike; the lines add up to the totals.
 */
export function expectTaxAtRate(doc: TaxDocument, intraState: boolean): void {
  const t = doc.snapshot.totals;
  const label = `${doc.number} (${doc.type})`;
  if (intraState) {
    expect(doc.igstPaise, label).toBe(0);
    expect(Math.abs(doc.cgstPaise - (doc.taxablePaise * 15) / 1000), `${label} CGST ${doc.cgstPaise} on ${doc.taxablePaise}`).toBeLessThanOrEqual(0.5);
    expect(Math.abs(doc.sgstPaise - (doc.taxablePaise * 15) / 1000), `${label} SGST ${doc.sgstPaise} on ${doc.taxablePaise}`).toBeLessThanOrEqual(0.5);
  } else {
    expect(doc.cgstPaise + doc.sgstPaise, label).toBe(0);
    expect(Math.abs(doc.igstPaise - (doc.taxablePaise * 3) / 100), `${label} IGST ${doc.igstPaise} on ${doc.taxablePaise}`).toBeLessThanOrEqual(0.5);
  }
  expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise + t.roundOffPaise, label).toBe(doc.totalPaise);
  expect([t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.totalPaise], label).toEqual([doc.taxablePaise, doc.cgstPaise, doc.sgstPaise, doc.igstPaise, doc.totalPaise]);
  // The round-off is the paise the price differs by, never a share of the value or tax.
  expect(Math.abs(t.roundOffPaise), `${label} round off`).toBeLessThan(100);
  if (doc.snapshot.lines.length > 0) {
    const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => doc.snapshot.lines.reduce((s, l) => s + l[k], 0);
    expect([sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')], label).toEqual([t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise]);
  }
}
