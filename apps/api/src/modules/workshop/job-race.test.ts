/**
 * One job card received twice at the same moment (a double submit, two people at the counter) is
 * received once (issue 37): one receipt is recorded, the other is told the job was received
 * already, and the karigar's metal comes back to the piece, the stock and the loss once.
 *
 * A race on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to workshop_jobs
 * back (a SHARE lock of its own) until both receipts wait, so both have read the job still
 * `issued` (or queue on its row lock). On PGlite (one connection) they run one after the other.
 * The job's row lock (`lockJob`) is not what keeps this true: the receipt's update only changes a
 * job still `issued`, so with the row lock removed the second receipt's update finds the job
 * received and answers 409 all the same (docs/testing.md, "Concurrency tests on PostgreSQL").
 */
import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';

setupShop(386);
let admin: string;
let karigar: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await buyMetal(t.app, admin, '22k', 100);
  karigar = await newKarigar(t.app, admin, 'Mahesh Soni');
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

describe('a job card received twice at once', () => {
  it('is received once: the other receipt is told so, and the metal comes back once', async () => {
    const p = await pieceInProduction(t.app, {
      token: asha,
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
    });
    const issued = await post(`/api/admin/orders/${p.orderId}/jobs`, {
      karigar_id: karigar,
      item_id: p.itemId,
      gold_issued_g: 10,
      karat: '22k',
      stones_issued: [],
      due_on: '2026-12-20',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const jobId = issued.json().job.id as number;
    const receive = (netG: number) =>
      post(`/api/admin/jobs/${jobId}/receive`, {
        gross_weight_g: 9.9,
        net_weight_g: netG,
        scrap_returned_g: 0.15,
        stones_returned: [],
      });

    const answers = await withWritesHeld(t.app, 'workshop_jobs', 2, () =>
      Promise.all([receive(9.8), receive(9.7)]),
    );
    expect(
      answers.map((res) => res.statusCode).sort(),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({
      message: MESSAGES.workshop.alreadyReceived,
    });
    const kept = answers.find((res) => res.statusCode === 200)?.json().job as {
      net_weight_g: number;
    };

    const moves = (
      await t.app.inject({ method: 'GET', url: '/api/admin/metal', headers: bearer(admin) })
    )
      .json()
      .movements.filter((e: { job_id: number }) => e.job_id === jobId);
    const back = moves.filter((e: { kind: string }) => e.kind !== 'issue');
    expect(back.map((e: { kind: string; to: string }) => `${e.kind} ${e.to}`).sort()).toEqual([
      'loss loss',
      'return piece',
      'return stock',
    ]);
    expect(back.find((e: { to: string }) => e.to === 'piece')?.weight_g).toBe(kept.net_weight_g);
  });
});
