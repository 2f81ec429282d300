/**
 * Edges of the workshop's metal arithmetic (issue 38) the mutation run of issue 37 found unstated:
 * a whole return whose parts round to less fine gold than was issued, a job of no metal, and the
 * refusal and conversion texts at the edge.
 */
import { describe, expect, it } from 'vitest';
import { fineGoldMg, jobLoss, mgToGrams } from './workshop.ts';

describe('a job’s loss: edges', () => {
  it('loses nothing on a whole return whose parts round down, and gives the milligram to the heavier part', () => {
    // 14K: 6 mg holds 3.51 → 4 fine; the piece's 2 mg 1.17 → 1 and the scrap's 4 mg 2.34 → 2.
    expect(jobLoss({ karat: '14k', issuedMg: 6, grossMg: 2, netMg: 2, scrapMg: 4 })).toEqual({
      ok: true,
      lossWeightMg: 0,
      lossMg: 0,
      lossPercent: 0,
      issuedFineMg: 4,
      pieceFineMg: 1,
      scrapFineMg: 3,
    });
    expect(jobLoss({ karat: '14k', issuedMg: 6, grossMg: 4, netMg: 4, scrapMg: 2 })).toMatchObject({ lossMg: 0, pieceFineMg: 3, scrapFineMg: 1 });
  });
  it('loses 0% of a job of no metal', () => {
    expect(jobLoss({ karat: '18k', issuedMg: 0, grossMg: 0, netMg: 0, scrapMg: 0 })).toMatchObject({ ok: true, lossMg: 0, lossPercent: 0 });
  });
});

describe('weights at the edge', () => {
  it('names the weight it refuses', () => {
    expect(() => fineGoldMg(1.5, '18k')).toThrow('weight must be whole milligrams ≥ 0, got 1.5');
  });
  it('answers milligrams as grams', () => {
    expect(mgToGrams(10_005)).toBe(10.005);
  });
});
