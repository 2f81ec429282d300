/**
 * The made-to-order workshop's metal arithmetic (ARCHITECTURE §10, issue 38): fine gold, a job's
 * loss and its flag. Weights are integer milligrams inside, grams only at the edge (decision 004);
 * fine gold is the pure gold a weight of an alloy holds, in milligrams (decision 051).
 */

/** The karats the workshop buys, issues and receives. */
export const WORKSHOP_KARATS = ['14k', '18k', '22k', '24k'] as const;
export type WorkshopKarat = (typeof WORKSHOP_KARATS)[number];

/** Parts of fine gold per thousand, the BIS hallmark grades (IS 1417): 24K is 999, not 1000. */
export const PURITY_PER_MILLE: Readonly<Record<WorkshopKarat, number>> = { '14k': 585, '18k': 750, '22k': 916, '24k': 999 };

/** ALLOWED_LOSS_PERCENT's default: a job losing more fine gold than this is flagged. */
export const DEFAULT_ALLOWED_LOSS_PERCENT = 2.5;

/** The places metal sits; every movement goes from one to another. */
export const METAL_PLACES = ['supplier', 'stock', 'karigar', 'piece', 'loss', 'customer'] as const;
export type MetalPlace = (typeof METAL_PLACES)[number];

/** What moved metal: purchase, issue, return, loss, dispatch, buyback and exchange are recorded; outside is issue 39's. */
export const METAL_ENTRY_KINDS = ['purchase', 'issue', 'return', 'loss', 'dispatch', 'buyback', 'exchange', 'outside'] as const;
export type MetalEntryKind = (typeof METAL_ENTRY_KINDS)[number];

/** Fine gold in `weightMg` milligrams of `karat`, half-up to the milligram. */
export function fineGoldMg(weightMg: number, karat: WorkshopKarat): number {
  if (!Number.isSafeInteger(weightMg) || weightMg < 0) throw new RangeError(`weight must be whole milligrams ≥ 0, got ${weightMg}`);
  return Math.floor((weightMg * PURITY_PER_MILLE[karat] + 500) / 1000);
}

/** Grams as the API speaks them (at most three decimals) to milligrams. */
export function gramsToMg(grams: number): number {
  return Math.round(grams * 1000);
}

/** Milligrams to grams for an answer. */
export function mgToGrams(mg: number): number {
  return mg / 1000;
}

/** True when `grams` has no more than milligram precision. */
export function isWholeMilligrams(grams: number): boolean {
  return Number.isFinite(grams) && Math.abs(grams * 1000 - Math.round(grams * 1000)) < 1e-6;
}

export interface JobReturn {
  karat: WorkshopKarat;
  issuedMg: number;
  grossMg: number;
  netMg: number;
  scrapMg: number;
}

export type JobLoss =
  | { ok: true; lossWeightMg: number; lossMg: number; lossPercent: number; issuedFineMg: number; pieceFineMg: number; scrapFineMg: number }
  | { ok: false; reason: 'net_above_gross' | 'returned_above_issued' };

/**
 * What a received job lost: fine gold issued − fine gold returned (the piece's net metal and the
 * scrap, both of the issued karat), in milligrams and as a percentage of the fine gold issued
 * (two decimals). The three fine figures add up exactly, so the karigar's balance closes at zero.
 */
export function jobLoss(r: JobReturn): JobLoss {
  if (r.netMg > r.grossMg) return { ok: false, reason: 'net_above_gross' };
  if (r.netMg + r.scrapMg > r.issuedMg) return { ok: false, reason: 'returned_above_issued' };
  const issuedFineMg = fineGoldMg(r.issuedMg, r.karat);
  const lossWeightMg = r.issuedMg - r.netMg - r.scrapMg;
  let pieceFineMg = fineGoldMg(r.netMg, r.karat);
  let scrapFineMg = fineGoldMg(r.scrapMg, r.karat);
  // Rounding each part may leave a milligram over or short: no weight lost means no fine gold lost,
  // and the milligram goes to the heavier of piece and scrap.
  const lossMg = lossWeightMg === 0 ? 0 : Math.max(0, issuedFineMg - pieceFineMg - scrapFineMg);
  const remainder = issuedFineMg - pieceFineMg - scrapFineMg - lossMg;
  if (r.netMg >= r.scrapMg) pieceFineMg += remainder;
  else scrapFineMg += remainder;
  return {
    ok: true,
    lossWeightMg,
    lossMg,
    lossPercent: issuedFineMg === 0 ? 0 : Math.round((lossMg * 10_000) / issuedFineMg) / 100,
    issuedFineMg,
    pieceFineMg,
    scrapFineMg,
  };
}

/** A loss above the allowed percentage is flagged (compared on the unrounded figure). */
export function isLossFlagged(lossMg: number, issuedFineMg: number, allowedPercent: number): boolean {
  return lossMg * 100 > allowedPercent * issuedFineMg;
}

/**
 * How far a finished weight recorded on the order may sit from the net weight the workshop
 * returned without a reason: 10 mg, the 0.01 g a jeweller's balance reads to (decision 051).
 */
export const FINISHED_WEIGHT_TOLERANCE_MG = 10;

/** True when the order's finished weight and its received jobs' net weight agree within the tolerance. */
export function finishedWeightMatches(finishedMg: number, workshopNetMg: number): boolean {
  return Math.abs(finishedMg - workshopNetMg) <= FINISHED_WEIGHT_TOLERANCE_MG;
}

/** A job card's number as the bench reads it: JC-00042. */
export function jobNumber(id: number): string {
  return `JC-${String(id).padStart(5, '0')}`;
}
