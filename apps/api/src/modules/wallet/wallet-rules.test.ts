/**
 * The wallet's rules, each stated on its own (issue 37: the mutation run of wallet.service.ts left
 * the redeem's replay, the "too much" refusal, the payouts and the notices without a test): the
 * balance and what is redeemable, 3 months after a grant; a redeem makes one payout and one debit,
 * a retried click with the same key answers the same payout (the key is the customer's own); the
 * shop records the transfer once; the customer is told each step; a customer sees only their own.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, outboxFor } from '../../../test/admin.ts';
import { asha, ashaId, ravi, raviId, setupShop, t } from '../../../test/shop.ts';

setupShop(501);
const ASHA_PHONE = String(9_000_000_000 + 501);
const ASHA_EMAIL = 'customer501@example.in';
const RAVI_PHONE = String(9_000_000_000 + 502);

let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const DAY = 86_400_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const wallet = async (token = asha) => (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(token) })).json();
const redeem = (payload: Record<string, unknown>, token = asha) => t.app.inject({ method: 'POST', url: '/api/wallet/redeem', headers: as(token), payload });
const markPaid = (id: number, reference: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/payouts/${id}/paid`, headers: as(admin), payload: { reference } });
const grant = (userId: number, rupees: number, daysAgo: number, reason = 'Exchange credit (test grant)') =>
  t.app.database.db
    .insert(schema.walletEntries)
    .values({ userId, kind: 'exchange_credit', amountPaise: rupees * 100, reason, createdAt: new Date(Date.now() - daysAgo * DAY) })
    .returning();
const payoutRows = (userId: number) => t.app.database.db.select().from(schema.walletPayouts).where(eq(schema.walletPayouts.userId, userId));

describe('store credit: the balance, what may be redeemed, and payouts', () => {
  it('refuses a redeem while no credit is 3 months old, and says when it will be', async () => {
    const [young] = await grant(ashaId, 2_000, 10, 'Young credit');
    const w = await wallet();
    expect(w).toMatchObject({ balance: 2_000, redeemable: 0, payouts: [] });
    const maturesAt = new Date(defined(young, 'grant').createdAt);
    maturesAt.setUTCMonth(maturesAt.getUTCMonth() + 3);
    expect(w.next_redeemable_at).toBe(maturesAt.toISOString());
    const early = await redeem({});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('No store credit can be redeemed yet: credit becomes redeemable for cash 3 months after it was granted.');
    expect(await payoutRows(ashaId)).toEqual([]);
  });

  it('refuses more than is redeemable on the amount field, and pays out what is asked, once', async () => {
    await grant(ashaId, 5_000, 100, 'Old credit');
    const before = await wallet();
    expect(before).toMatchObject({ balance: 7_000, redeemable: 5_000 });
    // Newest first.
    expect(before.entries.map((e: { reason: string }) => e.reason)).toEqual(['Young credit', 'Old credit']);
    expect(before.entries[1]).toMatchObject({ amount: 5_000 });

    // Refused with a key as without one: a 422, not the payout of some other click.
    const tooMuch = await redeem({ amount: 5_000.5, idempotency_key: 'click-toomuch' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: ['That is more than the credit you can redeem now.'] });
    expect(await payoutRows(ashaId)).toEqual([]);

    const outboxBefore = (await outboxFor(t.app, ASHA_PHONE)).length;
    const made = await redeem({ amount: 1_234, idempotency_key: 'click-0001' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('Your payout request has been received. We transfer it to your bank account within 7-10 working days.');
    const payout = made.json().payout;
    expect(payout).toMatchObject({ amount: 1_234, status: 'requested', reference: null, paid_at: null });
    expect(Math.abs(Date.parse(payout.created_at) - Date.now())).toBeLessThan(60_000);

    // A retried click with the same key: the same payout, no second debit, no second notice.
    const again = await redeem({ amount: 1_234, idempotency_key: 'click-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.json().payout).toEqual(payout);
    const after = await wallet();
    expect(after).toMatchObject({ balance: 7_000 - 1_234, redeemable: 5_000 - 1_234 });
    expect(after.entries[0]).toMatchObject({ amount: -1_234, reason: `Redeemed for cash (payout request #${payout.id})` });
    expect(after.payouts).toEqual([payout]);

    // The customer is told by SMS and e-mail, with the amount in rupees.
    const text = 'Kanak: we have received your request to redeem ₹1,234 of store credit. We transfer it to your bank account within 7-10 working days.';
    const told = (await outboxFor(t.app, ASHA_PHONE)).slice(outboxBefore);
    expect(told.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const m of told) expect(m.body.startsWith(text), m.body).toBe(true);
    const mail = (await outboxFor(t.app, ASHA_EMAIL)).filter((m) => m.subject === 'Kanak: payout request received');
    expect(mail).toHaveLength(1);
  });

  it('without an amount redeems everything redeemable; without a key two clicks are two requests', async () => {
    const all = await redeem({ idempotency_key: 'click-all-1' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().payout.amount).toBe(5_000 - 1_234);
    // Its retry answers the same payout, though nothing is left to redeem now.
    const retried = await redeem({ idempotency_key: 'click-all-1' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().payout).toEqual(all.json().payout);
    const w = await wallet();
    expect(w).toMatchObject({ balance: 2_000, redeemable: 0 });
    // Newest payout first.
    expect(w.payouts.map((p: { id: number }) => p.id)).toEqual((await payoutRows(ashaId)).map((p) => p.id).sort((a, b) => b - a));
    expect((await redeem({})).statusCode).toBe(409);
  });

  it('keeps each customer’s key and credit to themselves', async () => {
    await grant(raviId, 300, 120);
    // Asha's key used by Ravi is Ravi's own new request, not Asha's payout.
    const r = await redeem({ amount: 100, idempotency_key: 'click-0001' }, ravi);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().payout.amount).toBe(100);
    const rw = await wallet(ravi);
    expect(rw).toMatchObject({ balance: 200, redeemable: 200 });
    expect(rw.payouts.map((p: { id: number }) => p.id)).toEqual([r.json().payout.id]);
    expect(rw.entries.map((e: { reason: string }) => e.reason)).not.toContain('Old credit');
    expect((await wallet()).balance).toBe(2_000);
    // Two requests without a key are two payouts.
    const one = await redeem({ amount: 50 }, ravi);
    const two = await redeem({ amount: 50 }, ravi);
    expect(one.json().payout.id).not.toBe(two.json().payout.id);
    expect((await wallet(ravi)).balance).toBe(100);
  });

  it('lists the requests for the shop, the unpaid first, and records a transfer once', async () => {
    const mine = (await payoutRows(ashaId)).sort((a, b) => a.id - b.id);
    const first = defined(mine[0], 'payout');
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: as(admin) })).json().payouts as {
      id: number;
      status: string;
      amount: number;
      customer: { id: number; name: string; phone: string; email: string };
    }[];
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: as(asha) })).statusCode).toBe(403);
    const before = await list();
    expect(before.find((p) => p.id === first.id)).toMatchObject({
      amount: 1_234,
      status: 'requested',
      customer: { id: ashaId, name: 'Customer 501', phone: ASHA_PHONE, email: ASHA_EMAIL },
    });

    const outboxBefore = (await outboxFor(t.app, ASHA_PHONE)).length;
    const paid = await markPaid(first.id, 'UTR000111222');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Payout recorded');
    expect(paid.json().payout).toMatchObject({ id: first.id, status: 'paid', reference: 'UTR000111222', amount: 1_234 });
    expect(Math.abs(Date.parse(paid.json().payout.paid_at) - Date.now())).toBeLessThan(60_000);
    const [row] = await t.app.database.db.select().from(schema.walletPayouts).where(eq(schema.walletPayouts.id, first.id));
    expect(row?.paidBy).not.toBeNull();
    const text = 'Kanak: we have transferred ₹1,234 of your store credit to your bank account (reference UTR000111222).';
    const told = (await outboxFor(t.app, ASHA_PHONE)).slice(outboxBefore);
    expect(told.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const m of told) expect(m.body.startsWith(text), m.body).toBe(true);
    expect((await outboxFor(t.app, ASHA_EMAIL)).filter((m) => m.subject === 'Kanak: store credit paid out')).toHaveLength(1);

    // Recorded again with another reference: nothing changes, nobody is told twice.
    const twice = await markPaid(first.id, 'UTR999');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().payout).toEqual(paid.json().payout);
    expect((await outboxFor(t.app, ASHA_PHONE)).length).toBe(outboxBefore + 2);
    expect((await wallet()).payouts.find((p: { id: number }) => p.id === first.id)).toEqual(paid.json().payout);

    // The unpaid come first; the paid one after them.
    const after = await list();
    const firstPaid = after.findIndex((p) => p.status === 'paid');
    expect(after.slice(firstPaid).every((p) => p.status === 'paid')).toBe(true);
    expect(after.slice(0, firstPaid).length).toBeGreaterThan(0);
    expect(after[firstPaid]?.id).toBe(first.id);

    const missing = await markPaid(999_999, 'UTR1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Payout request not found');
    expect((await outboxFor(t.app, RAVI_PHONE)).some((m) => m.body.includes('transferred'))).toBe(false);
  });
});
