import { addWorkingDays, indiaDate } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';

setupShop(388);
let admin: string;
let karigar: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await buyMetal(t.app, admin, '18k', 20);
  karigar = await newKarigar(t.app, admin);
});

const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) })).json();
const daysFromToday = (days: number) => new Date(Date.parse(`${indiaDate(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function issue(dueOn: string) {
  const p = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${p.orderId}/jobs`, headers: bearer(admin), payload: { karigar_id: karigar, item_id: p.itemId, gold_issued_g: 2, karat: '18k', due_on: dueOn } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().job;
}

describe('an overdue job on the dashboard', () => {
  it('counts jobs still out after their due date (India’s today), not those due today or received', async () => {
    expect((await dashboard()).overdue_jobs).toBe(0);
    const late = await issue(daysFromToday(-1));
    expect(late.overdue).toBe(true);
    const today = await issue(daysFromToday(0));
    expect(today.overdue).toBe(false);
    await issue(addWorkingDays(daysFromToday(0), 5, []));
    const lateAndBack = await issue(daysFromToday(-3));
    expect((await dashboard()).overdue_jobs).toBe(2);

    await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${lateAndBack.id}/receive`, headers: bearer(admin), payload: { gross_weight_g: 2, net_weight_g: 1.95, scrap_returned_g: 0.04 } });
    expect((await dashboard()).overdue_jobs).toBe(1);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/admin/karigars/${karigar}`, headers: bearer(admin) })).json();
    expect(shown.open_jobs.filter((j: { overdue: boolean }) => j.overdue).map((j: { id: number }) => j.id)).toEqual([late.id]);
  });
});
