/**
 * The wallet's doors (issue 37, wallet.routes.ts): a visitor reaches no credit, a customer none of
 * the shop's payout desk, and the "redeem everything" button may post nothing at all.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { asha, ashaId, setupShop, t } from '../../../test/shop.ts';

setupShop(951);

let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const DAY = 86_400_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const grant = (userId: number, rupees: number, daysAgo: number) =>
  t.app.database.db
    .insert(schema.walletEntries)
    .values({
      userId,
      kind: 'exchange_credit',
      amountPaise: rupees * 100,
      reason: 'Exchange credit (test grant)',
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
const payoutsOf = (userId: number) =>
  t.app.database.db
    .select()
    .from(schema.walletPayouts)
    .where(eq(schema.walletPayouts.userId, userId));

describe('the wallet', () => {
  it('is nobody’s business without a session: no balance, no redeem, nothing paid out', async () => {
    await grant(ashaId, 900, 120);
    const look = await t.app.inject({ method: 'GET', url: '/api/wallet' });
    expect(look.statusCode).toBe(401);
    expect(look.body).not.toContain('900');
    const take = await t.app.inject({ method: 'POST', url: '/api/wallet/redeem', payload: {} });
    expect(take.statusCode).toBe(401);
    expect(await payoutsOf(ashaId)).toEqual([]);
  });

  it('redeems everything redeemable when the button posts no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/redeem',
      headers: as(asha),
    });
    expect(res.statusCode, res.body).toBe(200);
    const payouts = await payoutsOf(ashaId);
    expect(payouts.map((p) => p.amountPaise)).toEqual([90_000]);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })
    ).json();
    expect(after).toMatchObject({ balance: 0, redeemable: 0 });
  });

  it('keeps the shop’s payout desk from customers: they can neither list nor mark a payout paid', async () => {
    const [payout] = await payoutsOf(ashaId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: as(asha) }))
        .statusCode,
    ).toBe(403);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout?.id}/paid`,
      headers: as(asha),
      payload: { reference: 'UTR-SELF' },
    });
    expect(self.statusCode).toBe(403);
    const [row] = await payoutsOf(ashaId);
    expect(row?.paidAt).toBeNull();
    // The shop can.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout?.id}/paid`,
      headers: as(admin),
      payload: { reference: 'UTR-SHOP' },
    });
    expect(paid.statusCode).toBe(200);
  });
});
