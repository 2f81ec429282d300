/**
 * Two debits of one wallet at the same instant never overdraw it (ARCHITECTURE §7): a redeem for
 * cash and an order's advance paid from the same credit each take the customer's wallet lock, so the
 * second sees what the first spent. Issue 37: the "two orders at once" test could not see the lock
 * removed (orders already queue on the checkout lock); this races a redeem against an order paid
 * from credit. It discriminates on PostgreSQL (`npm run test:pg -- <this file>`), where the two
 * requests run on two connections: the test holds a SHARE lock on wallet_entries (reads pass, the
 * debits' inserts wait) until both requests are waiting, so without the wallet lock both have read
 * the same balance before either writes. On PGlite (one connection) it only states the rule.
 */
import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addAddress, addCartLine, placeOrder, verifiedCustomer } from '../../../test/orders.ts';
import { ids, setupShop, t } from '../../../test/shop.ts';
import { withWritesHeld } from '../../../test/races.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;
const CREDIT = 5_000;
const MONTH = 31 * 24 * 3600_000;

setupShop(309);

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer with ₹5,000 of credit old enough to redeem and an order waiting for its advance. */
async function customerWithCreditAndOrder(n: number) {
  const { token, id } = await verifiedCustomer(t.app, n);
  const addressId = await addAddress(t.app, id);
  await t.app.database.db.insert(schema.walletEntries).values({ userId: id, kind: 'exchange_credit', amountPaise: CREDIT * 100, reason: 'Exchange credit (test grant)', createdAt: new Date(Date.now() - 4 * MONTH) });
  const line = await addCartLine(t.app, id, ids.aanya, { ringSize: 9 });
  const placed = await placeOrder(t.app, token, { cartIds: [line], addressId, total: RING, first: FIRST });
  expect(placed.statusCode, placed.body).toBe(201);
  return { token, id, orderId: placed.json().order.id as number };
}

const walletBalance = async (userId: number) =>
  (await t.app.database.db.select().from(schema.walletEntries).where(eq(schema.walletEntries.userId, userId))).reduce((s, e) => s + e.amountPaise, 0);

/** Runs `race` while the debits' inserts are held back, until `count` requests wait (PostgreSQL). */
const withDebitsHeld = <T>(count: number, race: () => Promise<T>) => withWritesHeld(t.app, 'wallet_entries', count, race);

describe('a redeem racing an advance paid from the same credit', () => {
  for (const first of ['redeem', 'advance'] as const) {
    it(`spends the credit once, ${first} sent first: the wallet never goes below nothing`, async () => {
      const c = await customerWithCreditAndOrder(first === 'redeem' ? 400 : 401);
      const redeem = () => t.app.inject({ method: 'POST', url: '/api/wallet/redeem', headers: as(c.token), payload: {} });
      const advance = () => t.app.inject({ method: 'POST', url: `/api/orders/${c.orderId}/advance-payment`, headers: as(c.token), payload: { use_credit: true } });
      const answers = await withDebitsHeld(2, () => (first === 'redeem' ? Promise.all([redeem(), advance()]) : Promise.all([advance(), redeem()])));
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);

      // One of the two got the ₹5,000; the other found nothing left.
      expect(await walletBalance(c.id)).toBe(0);
      const payouts = await t.app.database.db.select().from(schema.walletPayouts).where(eq(schema.walletPayouts.userId, c.id));
      const payments = await t.app.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, c.orderId));
      const fromCredit = payments.filter((p) => p.provider === 'store_credit');
      expect(payouts.reduce((s, p) => s + p.amountPaise, 0) + fromCredit.reduce((s, p) => s + p.amountPaise, 0)).toBe(CREDIT * 100);
    });
  }
});
