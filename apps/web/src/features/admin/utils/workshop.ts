import { MESSAGES } from '@kanak/domain/messages';
import type { WorkshopKarat } from '@kanak/domain/workshop';
import { formatWeight } from '../../../lib/format-weight';

/*
 * The workshop forms' arithmetic (issue 38): weights typed in grams to the milligram at most
 * (decision 004: milligrams inside, grams at the edge), stones as rows, and how a loss reads.
 */

const WEIGHT_FORMAT = MESSAGES.workshop.weightFormat;
/** Grams as typed: digits, at most three decimals (a comma for the point is read as one). */
const GRAMS = /^\d{1,6}(?:\.\d{1,3})?$/;

/** The grams a box holds, or null when it is not a weight to the milligram (blank, text, 4 decimals, negative). */
export function parseGrams(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return GRAMS.test(t) ? Number(t) : null;
}

/** The error under a weight box, or null; `positive` refuses zero (gold issued, bought). */
export function gramsError(text: string, { positive = false } = {}): string | null {
  const g = parseGrams(text);
  if (g === null || (positive && g === 0)) return WEIGHT_FORMAT;
  return null;
}

/** '22 KT', as the shop writes karats. */
export const karatLabel = (karat: WorkshopKarat) => `${karat.slice(0, -1)} KT`;

/** Fine gold in milligrams as grams: '9.16 g fine'. */
export const fineGold = (mg: number) => `${formatWeight(mg / 1000, 'g')} fine`;

/** A loss as the bench reads it: '275 mg (3.00%)'. */
export const lossText = (lossMg: number, percent: number) =>
  `${lossMg.toLocaleString('en-IN')} mg (${percent.toFixed(2)}%)`;

/** A stone row as typed. */
export interface StoneRow {
  kind: string;
  carats: string;
  count: string;
}

export const emptyStone = (): StoneRow => ({ kind: '', carats: '', count: '' });

export const STONES_ERROR =
  'Please give each stone its kind, its carats (up to 1,000) and a whole count.';

/**
 * The rows as the API takes them: blank rows are dropped; a row missing its kind, or with carats
 * or a count that are not numbers, makes the whole list an error.
 */
export function stonesPayload(
  rows: StoneRow[],
):
  | { ok: true; stones: { kind: string; carats: number; count: number }[] }
  | { ok: false; error: string } {
  const stones = [];
  for (const row of rows) {
    const kind = row.kind.trim();
    const carats = row.carats.trim().replace(',', '.');
    const count = row.count.trim();
    if (!kind && !carats && !count) continue;
    if (!kind || kind.length > 60 || !/^\d+(?:\.\d+)?$/.test(carats) || Number(carats) > 1_000)
      return { ok: false, error: STONES_ERROR };
    if (!/^\d{1,5}$/.test(count) || Number(count) > 10_000)
      return { ok: false, error: STONES_ERROR };
    stones.push({ kind, carats: Number(carats), count: Number(count) });
  }
  return { ok: true, stones };
}

/** '2 diamond, 0.25 ct · 1 ruby, 0.1 ct', or 'None'. */
export function stonesText(
  stones: { kind: string; carats: number; count: number }[] | null,
): string {
  if (!stones || stones.length === 0) return 'None';
  return stones.map((s) => `${s.count} ${s.kind}, ${s.carats} ct`).join(' · ');
}

/** 'casting, setting,, polishing ' → ['casting', 'setting', 'polishing']. */
export const skillsList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
