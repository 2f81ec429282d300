import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';

setupShop(384, { ALLOWED_LOSS_PERCENT: '2.5' });
let admin: string;
let karigar: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await buyMetal(t.app, admin, '22k', 100);
  karigar = await newKarigar(t.app, admin, 'Suresh Verma');
});

const as = () => bearer(admin);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: as(), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as() });

async function issued(goldG = 10) {
  const p = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
  const res = await post(`/api/admin/orders/${p.orderId}/jobs`, {
    karigar_id: karigar,
    item_id: p.itemId,
    gold_issued_g: goldG,
    karat: '22k',
    stones_issued: [{ kind: 'diamond', carats: 0.25, count: 5 }],
    due_on: '2026-12-20',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...p, job: res.json().job };
}

describe('karigars', () => {
  it('are added, listed and shown with what they hold', async () => {
    const list = (await get('/api/admin/karigars')).json().karigars;
    expect(list.map((k: { name: string }) => k.name)).toContain('Suresh Verma');
    const shown = (await get(`/api/admin/karigars/${karigar}`)).json();
    expect(shown.karigar).toMatchObject({ id: karigar, name: 'Suresh Verma', skills: ['casting', 'setting'] });
    expect((await get('/api/admin/karigars/999999')).statusCode).toBe(404);
    expect((await post('/api/admin/karigars', { name: '', phone: '123', skills: [] })).statusCode).toBe(422);
  });
});

describe('a job card', () => {
  it('issuing moves the gold from stock to the karigar, in fine gold', async () => {
    const before = (await get(`/api/admin/karigars/${karigar}`)).json().holds_fine_mg;
    const { job } = await issued(10);
    expect(job).toMatchObject({ number: `JC-${String(job.id).padStart(5, '0')}`, karat: '22k', gold_issued_g: 10, fine_issued_mg: 9_160, status: 'issued', loss_mg: null, flagged: false });
    const shown = (await get(`/api/admin/karigars/${karigar}`)).json();
    expect(shown.holds_fine_mg - before).toBe(9_160);
    expect(shown.open_jobs.map((j: { id: number }) => j.id)).toContain(job.id);
    const m = (await get('/api/admin/metal')).json();
    expect(m.movements[0]).toMatchObject({ kind: 'issue', karat: '22k', weight_g: 10, fine_mg: 9_160, from: 'stock', to: 'karigar', karigar_id: karigar, job_id: job.id });
  });

  it('receiving computes the fine-gold loss to the milligram, flags it above ALLOWED_LOSS_PERCENT, and closes the karigar’s balance', async () => {
    const { job } = await issued(10);
    const holding = (await get(`/api/admin/karigars/${karigar}`)).json().holds_fine_mg;
    const res = await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 10.2, net_weight_g: 9.5, scrap_returned_g: 0.2, stones_returned: [] });
    expect(res.statusCode, res.body).toBe(200);
    // 9.160 g fine issued; 8.702 g in the piece, 0.183 g in the scrap: 275 mg lost, 3.00% > 2.5%.
    expect(res.json().job).toMatchObject({ status: 'received', net_weight_g: 9.5, scrap_returned_g: 0.2, loss_mg: 275, loss_percent: 3, flagged: true });
    const shown = (await get(`/api/admin/karigars/${karigar}`)).json();
    expect(holding - shown.holds_fine_mg).toBe(9_160);
    expect(shown.open_jobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
    expect(shown.loss.history[0]).toMatchObject({ job_id: job.id, loss_mg: 275, loss_percent: 3, flagged: true });
    const moves = (await get('/api/admin/metal')).json().movements.filter((e: { job_id: number }) => e.job_id === job.id);
    expect(moves.map((e: { kind: string; to: string; fine_mg: number }) => `${e.kind} ${e.to} ${e.fine_mg}`).sort()).toEqual(['issue karigar 9160', 'loss loss 275', 'return piece 8702', 'return stock 183']);
  });

  it('a loss within the allowed percentage is not flagged', async () => {
    const { job } = await issued(10);
    const res = await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 9.9, net_weight_g: 9.8, scrap_returned_g: 0.15, stones_returned: [] });
    expect(res.json().job).toMatchObject({ loss_mg: 46, loss_percent: 0.5, flagged: false });
  });

  it('refuses nonsense: more back than issued, net above gross, negative weights, receiving twice', async () => {
    const { job } = await issued(5);
    const more = await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 5, net_weight_g: 4.9, scrap_returned_g: 0.2 });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(MESSAGES.workshop.returnedAboveIssued);
    const net = await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 4, net_weight_g: 4.5, scrap_returned_g: 0 });
    expect(net.json()).toEqual({ message: MESSAGES.workshop.netAboveGross, errors: { net_weight_g: [MESSAGES.workshop.netAboveGross] } });
    expect((await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 4, net_weight_g: -1, scrap_returned_g: 0 })).statusCode).toBe(422);
    expect((await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 4.9, net_weight_g: 4.8, scrap_returned_g: 0.1 })).statusCode).toBe(200);
    const twice = await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 4.9, net_weight_g: 4.8, scrap_returned_g: 0.1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: MESSAGES.workshop.alreadyReceived });
    expect((await post('/api/admin/jobs/999999/receive', { gross_weight_g: 1, net_weight_g: 1, scrap_returned_g: 0 })).statusCode).toBe(404);
  });

  it('is issued only for a piece of that order, to a known karigar', async () => {
    const a = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    const base = { karigar_id: karigar, item_id: a.itemId, gold_issued_g: 1, karat: '22k', due_on: '2026-12-20' };
    expect((await post(`/api/admin/orders/${a.orderId}/jobs`, { ...base, item_id: a.itemId + 1000 })).json().message).toBe(MESSAGES.workshop.itemNotOnOrder);
    expect((await post(`/api/admin/orders/${a.orderId}/jobs`, { ...base, karigar_id: 999_999 })).statusCode).toBe(422);
    expect((await post(`/api/admin/orders/999999/jobs`, base)).statusCode).toBe(404);
    expect((await post(`/api/admin/orders/${a.orderId}/jobs`, { ...base, due_on: '20-12-2026' })).statusCode).toBe(422);
  });
});

describe('the job lists', () => {
  it('answer an order’s jobs and the open ones, each with its karigar’s name, the earliest due first', async () => {
    const { job, orderId } = await issued(1);
    const mine = (await get(`/api/admin/jobs?order_id=${orderId}`)).json().jobs;
    expect(mine).toEqual([expect.objectContaining({ id: job.id, order_id: orderId, number: job.number, karigar_name: 'Suresh Verma', status: 'issued' })]);
    await post(`/api/admin/jobs/${job.id}/receive`, { gross_weight_g: 1, net_weight_g: 1, scrap_returned_g: 0 });
    expect((await get(`/api/admin/jobs?order_id=${orderId}`)).json().jobs.map((j: { status: string }) => j.status)).toEqual(['received']);
    const open = (await get('/api/admin/jobs?status=issued')).json().jobs as { id: number; status: string; due_on: string }[];
    expect(open.every((j) => j.status === 'issued')).toBe(true);
    expect(open.map((j) => j.id)).not.toContain(job.id);
    expect(open.map((j) => j.due_on)).toEqual(open.map((j) => j.due_on).sort());
    expect((await get('/api/admin/jobs?status=lost')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(asha) })).statusCode).toBe(403);
  });
});
