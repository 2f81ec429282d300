import { isUniqueViolation } from '@kanak/db';
import {
  fineGoldMg,
  indiaDate,
  gramsToMg,
  isLossFlagged,
  jobLoss,
  jobNumber,
  MESSAGES,
  ORDER_MESSAGES,
  type IssueJobRequest,
  type JobListResponse,
  type KarigarDetail,
  type KarigarRequest,
  type ReceiveJobRequest,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { jobView, karigarView } from './jobs-view.ts';
import { renderJobCardPdf } from './job-card-pdf.ts';
import { findKarigar, insertJob, insertKarigar, jobCard, listJobs, listKarigars, lockJob, markReceived, openJobsOf, orderPiece, overdueJobCount, receivedJobsOf } from './jobs.repository.ts';
import { fineHeldBy, insertMetalEntries, lockKaratStock, stockOf } from './metal.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'config'>;
const W = MESSAGES.workshop;

export async function addKarigar(deps: Pick<ServiceDeps, 'database'>, body: KarigarRequest) {
  try {
    return { karigar: karigarView(await insertKarigar(deps.database.db, { name: body.name, phone: body.phone, skills: body.skills })) };
  } catch (err) {
    if (isUniqueViolation(err, 'karigars_phone_idx')) throw unprocessable(W.phoneTaken, { phone: [W.phoneTaken] });
    throw err;
  }
}

export async function karigarList(deps: Pick<ServiceDeps, 'database'>) {
  return { karigars: (await listKarigars(deps.database.db)).map(karigarView) };
}

/** GET admin/jobs: the jobs of an order or of a status, each with its karigar's name. */
export async function jobList(deps: Pick<ServiceDeps, 'database'>, filter: { order_id?: number | undefined; status?: 'issued' | 'received' | undefined }): Promise<JobListResponse> {
  const rows = await listJobs(deps.database.db, { orderId: filter.order_id, status: filter.status });
  const now = new Date();
  return { jobs: rows.map((r) => ({ ...jobView(r.job, now), karigar_name: r.karigarName })) };
}

/** GET admin/karigars/{id}: open jobs, the fine gold the karigar holds, and the loss over time. */
export async function karigarDetail(deps: Pick<ServiceDeps, 'database'>, id: number): Promise<KarigarDetail> {
  const db = deps.database.db;
  const karigar = await findKarigar(db, id);
  if (!karigar) throw notFound(W.karigarNotFound);
  const [open, received, holds] = await Promise.all([openJobsOf(db, id), receivedJobsOf(db, id), fineHeldBy(db, id)]);
  const issued = received.reduce((s, j) => s + j.fineIssuedMg, 0);
  const lost = received.reduce((s, j) => s + (j.lossMg ?? 0), 0);
  return {
    karigar: karigarView(karigar),
    open_jobs: open.map((j) => jobView(j)),
    holds_fine_mg: holds,
    loss: {
      jobs_received: received.length,
      fine_issued_mg: issued,
      loss_mg: lost,
      loss_percent: issued === 0 ? 0 : Math.round((lost * 10_000) / issued) / 100,
      history: received.map((j) => ({
        job_id: j.id,
        number: jobNumber(j.id),
        received_at: (j.receivedAt ?? j.createdAt).toISOString(),
        loss_mg: j.lossMg ?? 0,
        loss_percent: Number(j.lossPercent ?? 0),
        flagged: j.flagged,
      })),
    },
  };
}

/**
 * POST admin/orders/{id}/jobs: issues gold of a karat from stock to a karigar for a piece of an
 * order being made. The karat's stock lock makes two issues queue, so stock never goes negative.
 */
export async function issueJob(deps: Deps, adminId: number, orderId: number, body: IssueJobRequest) {
  const issuedMg = gramsToMg(body.gold_issued_g);
  const fineMg = fineGoldMg(issuedMg, body.karat);
  const job = await deps.database.db.transaction(async (tx) => {
    const piece = await orderPiece(tx, orderId, body.item_id);
    if (!piece) throw notFound(ORDER_MESSAGES.notFound);
    if (piece.itemId === null) throw unprocessable(W.itemNotOnOrder, { item_id: [W.itemNotOnOrder] });
    if (piece.status !== 'in_production') throw new HttpError(409, W.orderNotOpen);
    if (!(await findKarigar(tx, body.karigar_id))) throw unprocessable(W.karigarNotFound, { karigar_id: [W.karigarNotFound] });
    await lockKaratStock(tx, body.karat);
    if ((await stockOf(tx, body.karat)) < issuedMg) throw new HttpError(409, W.stockShort);
    const row = await insertJob(tx, {
      orderId,
      itemId: body.item_id,
      karigarId: body.karigar_id,
      karat: body.karat,
      goldIssuedMg: issuedMg,
      fineIssuedMg: fineMg,
      stonesIssued: body.stones_issued,
      dueOn: body.due_on,
      issuedBy: adminId,
    });
    await insertMetalEntries(tx, [
      { kind: 'issue', karat: body.karat, weightMg: issuedMg, fineMg, fromPlace: 'stock', toPlace: 'karigar', karigarId: body.karigar_id, jobId: row.id, createdBy: adminId },
    ]);
    return row;
  });
  return { job: jobView(job) };
}

/**
 * POST admin/jobs/{id}/receive: the piece and the scrap come back; the piece's metal moves to the
 * piece, the scrap back to stock and the rest to loss, each in fine gold, in one transaction.
 */
export async function receiveJob(deps: Deps, adminId: number, jobId: number, body: ReceiveJobRequest) {
  const job = await deps.database.db.transaction(async (tx) => {
    const current = await lockJob(tx, jobId);
    if (!current) throw notFound(W.jobNotFound);
    if (current.status !== 'issued') throw new HttpError(409, W.alreadyReceived);
    const [grossMg, netMg, scrapMg] = [body.gross_weight_g, body.net_weight_g, body.scrap_returned_g].map(gramsToMg) as [number, number, number];
    const loss = jobLoss({ karat: current.karat, issuedMg: current.goldIssuedMg, grossMg, netMg, scrapMg });
    if (!loss.ok) {
      if (loss.reason === 'net_above_gross') throw unprocessable(W.netAboveGross, { net_weight_g: [W.netAboveGross] });
      throw unprocessable(W.returnedAboveIssued, { net_weight_g: [W.returnedAboveIssued], scrap_returned_g: [W.returnedAboveIssued] });
    }
    const flagged = isLossFlagged(loss.lossMg, loss.issuedFineMg, deps.config.allowedLossPercent);
    const row = await markReceived(tx, jobId, {
      grossMg,
      netMg,
      scrapMg,
      stonesReturned: body.stones_returned,
      lossMg: loss.lossMg,
      lossPercent: loss.lossPercent.toFixed(2),
      flagged,
    });
    if (!row) throw new HttpError(409, W.alreadyReceived);
    const base = { karat: current.karat, fromPlace: 'karigar' as const, karigarId: current.karigarId, jobId, createdBy: adminId };
    await insertMetalEntries(tx, [
      ...(netMg > 0 ? [{ ...base, kind: 'return' as const, weightMg: netMg, fineMg: loss.pieceFineMg, toPlace: 'piece' as const, note: 'Piece' }] : []),
      ...(scrapMg > 0 ? [{ ...base, kind: 'return' as const, weightMg: scrapMg, fineMg: loss.scrapFineMg, toPlace: 'stock' as const, note: 'Scrap' }] : []),
      ...(loss.lossWeightMg > 0 ? [{ ...base, kind: 'loss' as const, weightMg: loss.lossWeightMg, fineMg: loss.lossMg, toPlace: 'loss' as const }] : []),
    ]);
    return row;
  });
  return { job: jobView(job) };
}

/** GET admin/jobs/{id}/pdf: the printable job card, signed with the shop's certificate. */
export async function jobCardPdf(deps: Pick<ServiceDeps, 'database' | 'config'>, id: number) {
  const card = await jobCard(deps.database.db, id);
  if (!card) throw notFound(W.jobNotFound);
  const { shop } = deps.config;
  const pdf = await renderJobCardPdf({
    job: card.job,
    karigar: card.karigar,
    piece: { name: card.piece.snapshot.name, productCode: card.piece.snapshot.productCode, goldColour: card.piece.goldColour, ringSize: card.piece.ringSize, quantity: card.piece.quantity },
    shop: { legalName: shop.legalName, signatory: shop.signatory, state: shop.state },
    certificate: deps.config.signing,
    printedAt: new Date(),
  });
  return { number: jobNumber(id), pdf };
}

/** Jobs still with a karigar after their due date, as India's calendar reads today (the dashboard's count). */
export async function overdueJobs(deps: Pick<ServiceDeps, 'database'>, now = new Date()): Promise<number> {
  return overdueJobCount(deps.database.db, indiaDate(now));
}
