/**
 * Old gold is credited once (issue 39): the customer's acceptance takes the lot's row lock, so two
 * acceptances at one instant (a double tap, two tabs) credit the wallet once, issue one purchase
 * voucher and bring the gold into stock once; and an acceptance racing the shop's rejection ends
 * either credited with its credit or rejected with none. It discriminates on PostgreSQL (`npm run
 * test:pg -- <this file>`), where the requests run on separate connections: the test holds a SHARE
 * lock on wallet_entries (reads pass, the credit's insert waits) until every request is waiting,
 * so without the row lock both acceptances would have read 'valued' before either wrote. On
 * PGlite (one connection) it states the rule.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';
import { withWritesHeld } from '../../../test/races.ts';

setupShop(531);

const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;

/** A lot of Asha's valued at 5 g of 22K, ready to accept. */
async function valuedLot(): Promise<number> {
  const made = await t.app.inject({ method: 'POST', url: '/api/gold-exchange', headers: as(asha), payload: { items: [{ kind: 'chain', karat: '22k', approx_weight_g: 5 }], handover: 'shop' } });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().exchange.id as number;
  for (const body of [{ status: 'received' }, { status: 'tested', tested_karat: '22k', net_weight_g: 5 }, { status: 'valued' }]) {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/gold-exchange/${id}/status`, headers: as(admin), payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

/** Runs `race` while the credit's insert is held back, until `count` requests wait (PostgreSQL). */
const withCreditsHeld = <T>(count: number, race: () => Promise<T>) => withWritesHeld(t.app, 'wallet_entries', count, race);

const entriesOf = async (id: number) => {
  const db = t.app.database.db;
  return {
    credits: await db.select().from(schema.walletEntries).where(eq(schema.walletEntries.goldExchangeId, id)),
    vouchers: await db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.goldExchangeId, id)),
    metal: (await db.select().from(schema.metalEntries).where(eq(schema.metalEntries.kind, 'outside'))).filter((m) => m.note?.includes(`request #${id} `)),
  };
};

beforeAll(async () => {
  admin = await adminToken(t.app);
  const rates = {
    gold: { rose_gold: { '14k': 4_800, '18k': 6_100 }, white_gold: { '14k': 4_850, '18k': 6_150 }, yellow_gold: { '14k': 4_780, '18k': 6_050 } },
    diamond: { 'IF-VVS EF': 1_00_000, 'VVS-VS FG': 80_000, 'VS-SI GH': 65_000, 'SI-I IJ': 45_000 },
    buy_gold: { '14k': 3_900, '18k': 4_900, '22k': 6_000, '24k': 6_500 },
  };
  expect((await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: rates })).statusCode).toBe(200);
});

describe('two acceptances of one valuation at once', () => {
  it('credit the wallet once, with one purchase voucher and the gold into stock once; both answer credited', async () => {
    const id = await valuedLot();
    const accept = () => t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/accept`, headers: as(asha) });
    const answers = await withCreditsHeld(2, () => Promise.all([accept(), accept()]));
    expect(answers.map((a) => [a.statusCode, a.json().exchange?.status])).toEqual([
      [200, 'credited'],
      [200, 'credited'],
    ]);
    const { credits, vouchers, metal } = await entriesOf(id);
    // 5 g × ₹6,000 less 3% = ₹29,100.
    expect(credits.map((c) => c.amountPaise)).toEqual([29_100_00]);
    expect(vouchers).toHaveLength(1);
    expect(metal.map((m) => m.weightMg)).toEqual([5_000]);
  });
});

describe('an acceptance and the shop’s rejection at once', () => {
  it('end in one of the two, never a rejected lot with a credit', async () => {
    const id = await valuedLot();
    const [accepted, rejected] = await withCreditsHeld(2, () =>
      Promise.all([
        t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/accept`, headers: as(asha) }),
        t.app.inject({ method: 'POST', url: `/api/admin/gold-exchange/${id}/status`, headers: as(admin), payload: { status: 'rejected', note: 'Returned' } }),
      ]),
    );
    expect([accepted?.statusCode, rejected?.statusCode].sort()).toEqual([200, 409]);
    const [lot] = await t.app.database.db.select().from(schema.goldExchanges).where(eq(schema.goldExchanges.id, id));
    const { credits, vouchers } = await entriesOf(id);
    if (lot?.status === 'credited') {
      expect(credits).toHaveLength(1);
      expect(vouchers).toHaveLength(1);
    } else {
      expect(lot?.status).toBe('rejected');
      expect(credits).toEqual([]);
      expect(vouchers).toEqual([]);
    }
  });
});
