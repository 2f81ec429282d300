/**
 * Two admins saving the rate card at the same moment (issue 37): one types new buy rates for old
 * gold, the other changes only the sell rates, which carries the buy rates of the card in force
 * over. The buy rates the first typed must be the ones the shop buys old gold at afterwards: rate
 * saves queue on one lock, so the second reads the card the first saved, never the one before.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds inserts into
 * rate_cards back (a SHARE lock of its own) until the first save waits on its insert and the
 * second waits too, on the rates lock or, without it, on its own insert after reading the old
 * card. On PGlite (one connection) the two saves run one after the other and only state the rule.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { untilLockWaiters } from '../../../test/races.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const SELL = {
  gold: {
    rose_gold: { '14k': 4_800, '18k': 6_100 },
    white_gold: { '14k': 4_850, '18k': 6_150 },
    yellow_gold: { '14k': 4_780, '18k': 6_050 },
  },
  diamond: { 'IF-VVS EF': 1_00_000, 'VVS-VS FG': 80_000, 'VS-SI GH': 65_000, 'SI-I IJ': 45_000 },
};
const OLD_BUY = { '14k': 3_900, '18k': 4_900, '22k': 6_000, '24k': 6_500 };
const NEW_BUY = { '14k': 4_000, '18k': 5_050, '22k': 6_200, '24k': 6_700 };

const save = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/rates',
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });

/** Waits until `count` requests of this database wait on a lock (PostgreSQL). */
async function untilWaiting(count: number) {
  await untilLockWaiters(t.app, count);
}

describe('two admins saving the rate card at once', () => {
  it('keep the buy rates one of them typed: a card saved with only sell rates carries them over, never the older ones', async () => {
    expect((await save({ ...SELL, buy_gold: OLD_BUY })).statusCode).toBe(200);

    const withBuyRates = () => save({ ...SELL, buy_gold: NEW_BUY, note: 'new buy rates' });
    const sellOnly = () =>
      save({
        ...SELL,
        gold: { ...SELL.gold, rose_gold: { '14k': 4_820, '18k': 6_120 } },
        note: 'sell rates only',
      });
    let answers;
    if (t.app.database.kind === 'postgres') {
      let first: ReturnType<typeof save> | undefined;
      let second: ReturnType<typeof save> | undefined;
      await t.app.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table rate_cards in share mode`);
        first = withBuyRates();
        await untilWaiting(1);
        second = sellOnly();
        await untilWaiting(2);
      });
      answers = await Promise.all([first, second]);
    } else {
      answers = [await withBuyRates(), await sellOnly()];
    }
    for (const res of answers) expect(res?.statusCode, res?.body).toBe(200);
    expect(answers[1]?.json().card.buy_gold_price).toEqual(NEW_BUY);

    const inForce = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rates',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(inForce.statusCode, inForce.body).toBe(200);
    expect(inForce.json().data).toMatchObject({ buy_gold_price: NEW_BUY });
  });
});
