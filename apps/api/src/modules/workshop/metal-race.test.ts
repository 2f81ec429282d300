/**
 * Two issues of the same karat at the same instant never take the stock below nothing
 * (ARCHITECTURE §10): each takes the karat's stock lock before it reads the stock, so the second
 * sees what the first issued. On PostgreSQL (`npm run test:pg -- <this file>`) the two requests run
 * on two connections: the test holds a SHARE lock on metal_entries (reads pass, the issues' inserts
 * wait) until both requests are waiting, so without the lock both would have read 10 g in stock and
 * both issued 6 g. On PGlite (one connection) it states the rule.
 */
import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';
import { withWritesHeld } from '../../../test/races.ts';

setupShop(382);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

/** Runs `race` while the ledger's inserts are held back, until `count` requests wait (PostgreSQL). */
const withInsertsHeld = <T>(count: number, race: () => Promise<T>) => withWritesHeld(t.app, 'metal_entries', count, race);

describe('two issues racing for the same stock', () => {
  it('issue once: 10 g in stock, two 6 g issues, one is refused with 409 and stock stays at 4 g', async () => {
    await buyMetal(t.app, admin, '18k', 10);
    const karigar = await newKarigar(t.app, admin);
    const a = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    const b = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    const issue = (p: { orderId: number; itemId: number }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${p.orderId}/jobs`,
        headers: bearer(admin),
        payload: { karigar_id: karigar, item_id: p.itemId, gold_issued_g: 6, karat: '18k', due_on: '2026-12-20' },
      });
    const answers = await withInsertsHeld(2, () => Promise.all([issue(a), issue(b)]));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ message: MESSAGES.workshop.stockShort });
    const m = (await t.app.inject({ method: 'GET', url: '/api/admin/metal', headers: bearer(admin) })).json();
    expect(m.stock.by_karat.find((k: { karat: string }) => k.karat === '18k')).toEqual({ karat: '18k', weight_g: 4, fine_mg: 3_000 });
  });
});
