import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fineGoldMg, finishedWeightMatches, gramsToMg, isLossFlagged, isWholeMilligrams, jobLoss, jobNumber, WORKSHOP_KARATS } from './workshop.ts';

const karat = fc.constantFrom(...WORKSHOP_KARATS);

describe('fine gold', () => {
  it('is weight × purity per mille, half-up to the milligram (24K is 999)', () => {
    expect(fineGoldMg(10_000, '22k')).toBe(9_160);
    expect(fineGoldMg(10_000, '18k')).toBe(7_500);
    expect(fineGoldMg(10_000, '14k')).toBe(5_850);
    expect(fineGoldMg(10_000, '24k')).toBe(9_990);
    expect(fineGoldMg(1, '18k')).toBe(1); // 0.75 → 1
    expect(fineGoldMg(2, '14k')).toBe(1); // 1.17 → 1
  });
  it('refuses a weight that is not whole milligrams', () => {
    expect(() => fineGoldMg(1.5, '18k')).toThrow(RangeError);
    expect(() => fineGoldMg(-1, '18k')).toThrow(RangeError);
  });
  it('grams at the edge: three decimals at most', () => {
    expect(gramsToMg(10.005)).toBe(10_005);
    expect(isWholeMilligrams(10.005)).toBe(true);
    expect(isWholeMilligrams(10.0005)).toBe(false);
  });
});

describe('a job’s loss', () => {
  it('a whole return loses nothing even where rounding the parts leaves a milligram over', () => {
    const loss = jobLoss({ karat: '14k', issuedMg: 2, grossMg: 1, netMg: 1, scrapMg: 1 }); // 1.17 → 1 fine, but 0.585 → 1 twice
    expect(loss).toMatchObject({ ok: true, lossWeightMg: 0, lossMg: 0, issuedFineMg: 1, pieceFineMg: 0, scrapFineMg: 1 });
  });
  it('is fine gold issued − fine gold returned in the piece and scrap, to the milligram and in percent', () => {
    const loss = jobLoss({ karat: '22k', issuedMg: 10_000, grossMg: 9_900, netMg: 9_500, scrapMg: 200 });
    expect(loss).toEqual({ ok: true, lossWeightMg: 300, lossMg: 275, lossPercent: 3, issuedFineMg: 9_160, pieceFineMg: 8_702, scrapFineMg: 183 });
  });
  it('refuses more metal back than went out, and a net weight above the gross', () => {
    expect(jobLoss({ karat: '18k', issuedMg: 5_000, grossMg: 6_000, netMg: 4_900, scrapMg: 101 })).toEqual({ ok: false, reason: 'returned_above_issued' });
    expect(jobLoss({ karat: '18k', issuedMg: 5_000, grossMg: 4_000, netMg: 4_100, scrapMg: 0 })).toEqual({ ok: false, reason: 'net_above_gross' });
  });
  it('always closes the karigar’s balance: piece + scrap + loss = fine gold issued, loss never negative', () => {
    fc.assert(
      fc.property(karat, fc.integer({ min: 1, max: 2_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (k, issuedMg, a, b, all) => {
        const netMg = Math.floor(issuedMg * a);
        const scrapMg = all ? issuedMg - netMg : Math.floor((issuedMg - netMg) * b);
        const loss = jobLoss({ karat: k, issuedMg, grossMg: netMg, netMg, scrapMg });
        if (!loss.ok) throw new Error(loss.reason);
        expect(loss.pieceFineMg + loss.scrapFineMg + loss.lossMg).toBe(loss.issuedFineMg);
        expect(loss.lossMg).toBeGreaterThanOrEqual(0);
        expect(loss.scrapFineMg).toBeGreaterThanOrEqual(0);
        expect(loss.pieceFineMg).toBeGreaterThanOrEqual(0);
        if (loss.lossWeightMg === 0) expect(loss.lossMg).toBe(0);
        if (netMg === 0) expect(loss.pieceFineMg).toBe(0);
        if (scrapMg === 0) expect(loss.scrapFineMg).toBe(0);
        expect(loss.lossPercent).toBeGreaterThanOrEqual(0);
        expect(loss.lossPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
  it('is flagged only above the allowed percentage', () => {
    expect(isLossFlagged(250, 10_000, 2.5)).toBe(false);
    expect(isLossFlagged(251, 10_000, 2.5)).toBe(true);
    expect(isLossFlagged(0, 10_000, 0)).toBe(false);
  });
  it('numbers a job card from its id', () => {
    expect(jobNumber(42)).toBe('JC-00042');
  });
});

describe('a finished weight against the workshop’s net weight', () => {
  it('agrees within 10 mg either way (the balance reads 0.01 g) and not a milligram beyond', () => {
    expect(finishedWeightMatches(12_345, 12_345)).toBe(true);
    expect(finishedWeightMatches(12_355, 12_345)).toBe(true);
    expect(finishedWeightMatches(12_335, 12_345)).toBe(true);
    expect(finishedWeightMatches(12_356, 12_345)).toBe(false);
    expect(finishedWeightMatches(12_334, 12_345)).toBe(false);
  });
});
