/**
 * The balance step of an order (ARCHITECTURE §7, `pendingPayment`), from the survivors of the
 * mutation run of 28 November 08:13 (issue 37): an order still waiting for its advance has no balance
 * to pay; once the balance is paid, a finished weight that raises the total makes a supplement, and
 * the balance step opens a provider order for exactly that. A provider order is handed out again only
 * while it is open and for exactly what is due: money that came in on an old request (paid late, after
 * the finished weight had superseded it) changes what is due, and the open request for the old amount
 * stops being payable, so the customer can never pay twice. The advance paid partly from store credit
 * spends the credit only on an order still waiting for its advance when the order is locked.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, grantCredit, orderInProduction, payBalance } from '../../../test/admin.ts';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { lockWaiters } from '../../../test/races.ts';
import { capturedWebhook } from '../../../test/webhooks.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, ordered at 3.45 g: ₹42,432, advance ₹30,126.
const RING = 42_432;
const FIRST = 30_126;

setupShop(651);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const balanceStep = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/balance-payment`,
    headers: as(asha),
  });
/** The provider order the balance step hands out (amount in paise). */
const openDue = async (orderId: number) => {
  const res = await balanceStep(orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().razor_response as { id: string; amount: number };
};
const weigh = async (orderId: number, grams: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/finished-weight`,
    headers: as(admin),
    payload: { metal_weight: grams },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.total_price as number;
};
/** The order's provider orders still open: neither paid nor superseded. */
const stillOpen = async (orderId: number) =>
  (
    await t.app.database.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'created')))
  )
    .filter((p) => p.supersededAt === null)
    .map((p) => ({ id: p.providerOrderId, kind: p.kind, amount: p.amountPaise }));
const inProduction = () =>
  orderInProduction(t.app, asha, {
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });

describe('the balance step', () => {
  it('refuses an order still waiting for its advance: there is no balance to pay yet', async () => {
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 13 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await balanceStep(placed.json().order.id as number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('There is no pending payment for this order.');
  });

  it('after the balance is paid, opens a provider order for exactly the supplement a heavier finished weight makes', async () => {
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    await payBalance(t.app, asha, orderId);
    expect((await balanceStep(orderId)).statusCode).toBe(409);

    const weighed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/finished-weight`,
      headers: as(admin),
      payload: { metal_weight: 3.5 },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const total = weighed.json().order.total_price as number;
    expect(total).toBeGreaterThan(RING);

    const res = await balanceStep(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().razor_response).toMatchObject({
      amount: (total - RING) * 100,
      currency: 'INR',
    });
  });
});

describe('a provider order is handed out again only while it is open and for exactly what is due', () => {
  it('a balance paid late on the request the finished weight superseded: the new balance request stops being payable, a supplement for what is left opens', async () => {
    const orderId = await inProduction();
    const old = await openDue(orderId);
    expect(old.amount).toBe((RING - FIRST) * 100);
    const heavier = await weigh(orderId, 3.5);
    const current = await openDue(orderId);
    expect(current.amount).toBe((heavier - FIRST) * 100);

    // The customer pays the old request from a tab left open: it counts as money in.
    expect(await capturedWebhook(t.app, old.id, `pay_late_${orderId}`, old.amount)).toBe(
      'processed',
    );

    const next = await openDue(orderId);
    expect(next.id).not.toBe(current.id);
    expect(next.amount).toBe((heavier - RING) * 100);
    // Only the request for what is left can be paid: paying the ₹12,753 one too would pay twice.
    expect(await stillOpen(orderId)).toEqual([
      { id: next.id, kind: 'supplement', amount: (heavier - RING) * 100 },
    ]);
    expect((await openDue(orderId)).id).toBe(next.id);
  });

  it('a supplement paid late on the request a second weighing superseded: the larger supplement request stops being payable', async () => {
    const orderId = await inProduction();
    await payBalance(t.app, asha, orderId);
    const first = await weigh(orderId, 3.47);
    const small = await openDue(orderId);
    expect(small.amount).toBe((first - RING) * 100);
    const second = await weigh(orderId, 3.49);
    const large = await openDue(orderId);
    expect(large.amount).toBe((second - RING) * 100);

    expect(await capturedWebhook(t.app, small.id, `pay_sup_late_${orderId}`, small.amount)).toBe(
      'processed',
    );

    const next = await openDue(orderId);
    expect(next.id).not.toBe(large.id);
    expect(next.amount).toBe((second - first) * 100);
    expect(await stillOpen(orderId)).toEqual([
      { id: next.id, kind: 'supplement', amount: (second - first) * 100 },
    ]);
  });

  it('a paid supplement is never handed out again, even when the next supplement is the same amount', async () => {
    const orderId = await inProduction();
    await payBalance(t.app, asha, orderId);
    // 3.45 g → 3.47 g → 3.49 g: each step adds the same ₹179.
    const first = await weigh(orderId, 3.47);
    const paid = await openDue(orderId);
    expect(await capturedWebhook(t.app, paid.id, `pay_sup_${orderId}`, paid.amount)).toBe(
      'processed',
    );
    const second = await weigh(orderId, 3.49);
    expect(second - first).toBe(first - RING);

    const next = await openDue(orderId);
    expect(next.amount).toBe(paid.amount);
    expect(next.id).not.toBe(paid.id);
    expect(await stillOpen(orderId)).toEqual([
      { id: next.id, kind: 'supplement', amount: paid.amount },
    ]);
  });
});

describe('the advance paid partly from store credit', () => {
  const advanceWithCredit = (orderId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/advance-payment`,
      headers: as(asha),
      payload: { use_credit: true },
    });
  const creditLeft = async () =>
    (
      await t.app.database.db
        .select()
        .from(schema.walletEntries)
        .where(eq(schema.walletEntries.userId, ashaId))
    ).reduce((s, e) => s + e.amountPaise, 0);

  it('spends no credit on an order whose advance was paid while the request waited for the order', async () => {
    await grantCredit(t.app, ashaId, 2_000);
    const before = await creditLeft();
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 21 });
    const placed = await placeOrder(t.app, asha, {
      cartIds: [line],
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    const { db } = t.app.database;
    const paidElsewhere = async (tx: typeof db) => {
      await tx
        .update(schema.orders)
        .set({ status: 'in_production' })
        .where(eq(schema.orders.id, orderId));
      await tx
        .update(schema.payments)
        .set({
          status: 'paid',
          providerPaymentId: `pay_other_tab_${orderId}`,
          signatureVerifiedAt: new Date(),
        })
        .where(eq(schema.payments.providerOrderId, placed.json().razor_response.id as string));
    };

    let res;
    if (t.app.database.kind === 'postgres') {
      // The advance is paid in another tab while this request waits for the order's lock: it read the
      // order still waiting, and must look again once it holds the lock.
      let pending: ReturnType<typeof advanceWithCredit> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from orders where id = ${orderId} for update`);
        pending = advanceWithCredit(orderId);
        for (let tries = 0; tries < 400 && (await lockWaiters(t.app)) < 1; tries++)
          await new Promise((r) => setTimeout(r, 25));
        expect(await lockWaiters(t.app)).toBe(1);
        await paidElsewhere(tx as unknown as typeof db);
      });
      res = await pending;
    } else {
      // One connection (PGlite): the same rule without the race.
      await paidElsewhere(db);
      res = await advanceWithCredit(orderId);
    }
    expect(res?.statusCode, res?.body).toBe(409);
    expect(res?.json().message).toBe('There is no pending payment for this order.');
    expect(await creditLeft()).toBe(before);
    const fromCredit = (
      await db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId))
    ).filter((p) => p.provider === 'store_credit');
    expect(fromCredit).toEqual([]);
  });
});
