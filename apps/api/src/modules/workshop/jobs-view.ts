import { indiaDate, jobNumber, mgToGrams, type Job } from '@kanak/domain';
import type { Karigar, WorkshopJob } from '@kanak/db';

export function karigarView(k: Karigar) {
  return { id: k.id, name: k.name, phone: k.phone, skills: k.skills, created_at: k.createdAt.toISOString() };
}

const grams = (mg: number | null) => (mg === null ? null : mgToGrams(mg));

/** A job as the API shows it: grams at the edge, loss in fine milligrams and percent. */
export function jobView(j: WorkshopJob, now = new Date()): Job {
  return {
    id: j.id,
    number: jobNumber(j.id),
    order_id: j.orderId,
    item_id: j.itemId,
    karigar_id: j.karigarId,
    karat: j.karat,
    gold_issued_g: mgToGrams(j.goldIssuedMg),
    fine_issued_mg: j.fineIssuedMg,
    stones_issued: j.stonesIssued,
    due_on: j.dueOn,
    status: j.status,
    overdue: j.status === 'issued' && j.dueOn < indiaDate(now),
    gross_weight_g: grams(j.grossMg),
    net_weight_g: grams(j.netMg),
    scrap_returned_g: grams(j.scrapMg),
    stones_returned: j.stonesReturned,
    loss_mg: j.lossMg,
    loss_percent: j.lossPercent === null ? null : Number(j.lossPercent),
    flagged: j.flagged,
    created_at: j.createdAt.toISOString(),
    received_at: j.receivedAt?.toISOString() ?? null,
  };
}
