/**
 * Unpaid orders expire (ARCHITECTURE §4) and every status change goes through the transition table
 * (ARCHITECTURE §7), from the mutation run of 28 November (issue 37): an order still waiting for its
 * advance past its 24 hours expires with the SPEC's message the next time anyone looks, one within
 * them or already paid does not, store credit it spent goes back to the wallet, and a move the table
 * does not allow, or one that lost a race, changes nothing.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { grantCredit, orderInProduction } from '../../../test/admin.ts';
import { addCartLine, multipartBody, placeOrder, FILES } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { moveOrder, TransitionRefused } from './order-status.repository.ts';

// The Aanya ring at 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

setupShop(1041);

const as = () => ({ authorization: `Bearer ${asha}` });
const orderRow = async (id: number) =>
  (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
const setOrder = (id: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  t.app.database.db.update(schema.orders).set(values).where(eq(schema.orders.id, id));
const orderPage = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}`,
      headers: { authorization: `Bearer ${asha}` },
    })
  ).json().order;
const anHourAgo = () => new Date(Date.now() - 3600 * 1000);

// Unpaid orders here are of yellow gold (the rate of rose at 14k), apart from orderInProduction's rose ones.
let ringSize = 6;
async function unpaid(extra: [string, string][] = []) {
  const line = await addCartLine(t.app, ashaId, ids.aanya, {
    goldColour: 'yellow_gold',
    ringSize: ringSize++,
  });
  if (extra.length === 0) {
    const res = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.id as number;
  }
  const body = multipartBody(
    [
      ['cart_ids[0]', String(line)],
      ['address_id', String(address)],
      ['total_price', String(RING)],
      ['first_payment_amount', String(FIRST)],
      ['balance_amount', String(RING - FIRST)],
      ...extra,
    ],
    { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...body.headers, ...as() },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id as number;
}

describe('an unpaid order past its 24 hours', () => {
  it('is expired with the SPEC’s message when the customer next looks; one within its hours, or paid, is not', async () => {
    const stale = await unpaid();
    const fresh = await unpaid();
    const paid = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    await setOrder(stale, { expiresAt: anHourAgo() });
    await setOrder(paid, { expiresAt: anHourAgo() });
    expect(await orderPage(stale)).toMatchObject({
      status: 'expired',
      order_message: ORDER_MESSAGES.expired,
    });
    expect((await orderPage(fresh)).status).toBe('pending_advance');
    expect((await orderPage(paid)).status).toBe('in_production');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: as() }))
      .json()
      .orders.map((o: { id: number }) => o.id);
    expect(listed).not.toContain(stale);
    expect(listed).toContain(fresh);
  });

  it('gives the store credit it spent on its advance back to the wallet', async () => {
    await grantCredit(t.app, ashaId, 5_000);
    const wallet = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as() })).json()
        .balance as number;
    const before = await wallet();
    const id = await unpaid([['use_credit', 'true']]);
    expect(await wallet()).toBe(before - 5_000);
    await setOrder(id, { expiresAt: anHourAgo() });
    expect((await orderPage(id)).status).toBe('expired');
    expect(await wallet()).toBe(before);
  });

  it('retired by a checkout on new terms, is held no longer from that moment', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, {
      goldColour: 'white_gold',
      ringSize: 6,
    });
    const total = (
      await placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: 1, first: 1 })
    ).json().total_price as number;
    const first = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total,
      first: Math.ceil(total * 0.71),
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = Date.now();
    const second = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total,
      first: Math.ceil(total * 0.75),
    });
    expect(second.statusCode, second.body).toBe(201);
    const retired = await orderRow(first.json().order.id as number);
    expect(retired?.status).toBe('expired');
    expect(retired?.expiresAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(retired?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('a status change', () => {
  it('not in the transition table is refused and changes nothing', async () => {
    const id = await unpaid();
    await expect(
      moveOrder(t.app.database.db, {
        id,
        from: 'pending_advance',
        to: 'delivered',
        actor: 'customer',
        conflict: 'moved',
      }),
    ).rejects.toBeInstanceOf(TransitionRefused);
    expect((await orderRow(id))?.status).toBe('pending_advance');
  });

  it('made from a status the order has already left answers 409 with the mover’s text and changes nothing', async () => {
    const id = await unpaid();
    await setOrder(id, { status: 'expired' });
    await expect(
      moveOrder(t.app.database.db, {
        id,
        from: 'pending_advance',
        to: 'cancelled',
        actor: 'customer',
        conflict: 'Someone moved it first.',
        set: { cancelReason: 'Ordered by mistake' },
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Someone moved it first.' });
    expect(await orderRow(id)).toMatchObject({ status: 'expired', cancelReason: null });
  });

  it('allowed and current moves the order and sets what the mover gave', async () => {
    const id = await unpaid();
    const moved = await moveOrder(t.app.database.db, {
      id,
      from: 'pending_advance',
      to: 'cancelled',
      actor: 'customer',
      conflict: 'x',
      set: { cancelReason: 'Ordered by mistake' },
    });
    expect(moved).toMatchObject({ id, status: 'cancelled', cancelReason: 'Ordered by mistake' });
    expect(await orderRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Ordered by mistake',
    });
  });
});
