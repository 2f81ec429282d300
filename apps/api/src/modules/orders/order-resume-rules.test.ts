/**
 * A checkout submitted again resumes the customer's unpaid order only when nothing the order locked
 * changed (decision 043, `findResumable`), from the mutation run of 28 November (issue 37): a piece
 * changed in the cart at the same price (another ring size, another gold colour of the same rate),
 * another address, another advance or another business buyer each place a new order on the new
 * terms, and the order on the old terms is retired.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { addAddress, addCartLine, placeOrder, type OrderInput } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at 14k, SI-I IJ (rose and yellow gold at the same rate), and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;
const GSTIN = '27AAPFU0939F1ZV';

setupShop(1021);

let ringSize = 6;
const newLine = () => addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
async function place(line: number, extra: Partial<OrderInput> = {}) {
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: RING,
    first: FIRST,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as {
    id: number;
    first_payment_amount: number;
    items: { ring_size: number | null; gold_type: string }[];
    address: { address: string };
  };
}
const orderRow = async (id: number) =>
  (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
const changeLine = (line: number, values: Partial<typeof schema.cartItems.$inferInsert>) =>
  t.app.database.db.update(schema.cartItems).set(values).where(eq(schema.cartItems.id, line));

/** The old order is retired and the new one is another order. */
async function expectNewOrder(old: { id: number }, renewed: { id: number }) {
  expect(renewed.id).not.toBe(old.id);
  expect((await orderRow(old.id))?.status).toBe('expired');
  expect((await orderRow(renewed.id))?.status).toBe('pending_advance');
}

describe('a checkout submitted again after the cart line changed at the same price', () => {
  it('places a new order for another ring size, made in the new size', async () => {
    const line = await newLine();
    const old = await place(line);
    await changeLine(line, { ringSize: 25 });
    const renewed = await place(line);
    await expectNewOrder(old, renewed);
    expect(renewed.items[0]?.ring_size).toBe(25);
    await changeLine(line, { ringSize: null });
    const unsized = await place(line);
    await expectNewOrder(renewed, unsized);
    expect(unsized.items[0]?.ring_size).toBeNull();
  });

  it('places a new order for another gold colour of the same rate, made in the new colour', async () => {
    const line = await newLine();
    const old = await place(line);
    await changeLine(line, { goldColour: 'yellow_gold' });
    const renewed = await place(line);
    await expectNewOrder(old, renewed);
    expect(renewed.items[0]?.gold_type).toBe('yellow_gold');
  });
});

describe('a checkout submitted again on other terms', () => {
  it('places a new order shipping to another address', async () => {
    const line = await newLine();
    const old = await place(line);
    const office = await addAddress(t.app, ashaId);
    const renewed = await place(line, { addressId: office });
    await expectNewOrder(old, renewed);
    expect((await orderRow(renewed.id))?.addressId).toBe(office);
  });

  it('places a new order for another advance, asking that advance', async () => {
    const line = await newLine();
    const old = await place(line);
    const renewed = await place(line, { first: 33_000 });
    await expectNewOrder(old, renewed);
    expect(renewed.first_payment_amount).toBe(33_000);
  });

  it('places a new order when the business buyer is added, renamed, billed elsewhere or dropped', async () => {
    const line = await newLine();
    const personal = await place(line);
    const business = await place(line, {
      gstin: GSTIN,
      buyerLegalName: 'Umang Ornaments LLP',
      billingAddress: 'Opera House, Mumbai',
    });
    await expectNewOrder(personal, business);
    expect(
      (
        await place(line, {
          gstin: GSTIN,
          buyerLegalName: 'Umang Ornaments LLP',
          billingAddress: 'Opera House, Mumbai',
        })
      ).id,
    ).toBe(business.id);
    const renamed = await place(line, {
      gstin: GSTIN,
      buyerLegalName: 'Umang Jewels LLP',
      billingAddress: 'Opera House, Mumbai',
    });
    await expectNewOrder(business, renamed);
    const moved = await place(line, {
      gstin: GSTIN,
      buyerLegalName: 'Umang Jewels LLP',
      billingAddress: 'Zaveri Bazaar, Mumbai',
    });
    await expectNewOrder(renamed, moved);
    const dropped = await place(line);
    await expectNewOrder(moved, dropped);
    expect(await orderRow(dropped.id)).toMatchObject({
      buyerGstin: null,
      buyerLegalName: null,
      billingAddress: null,
    });
  });
});
