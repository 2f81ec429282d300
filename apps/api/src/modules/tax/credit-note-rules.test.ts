import type { TaxDocument } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import {
  header,
  order,
  storedDocument,
  taxAtRate,
  aanyaRings,
  meherPendant,
} from '../../../test/tax-rows.ts';
import { creditSplit, invoiceLinesOf, leftToCredit, returnCredit } from './credit-notes.ts';
import { taxInvoiceSnapshot } from './tax-snapshot.ts';

/*
 * What a credit note reverses (ARCHITECTURE §9 "A return reverses what was invoiced, once"), stated
 * on an invoice's stored row and without a database (issue 37: credit-notes.ts's survivors): never
 * more taxable value or tax than the invoice has left after the notes before it; a refund that is
 * not a return reverses its share, the one that takes the rest takes exactly the rest; a return
 * reverses its lines exactly, or their share when less is given back.
 */

const ring = aanyaRings(true);
const pendant = meherPendant(false);
const PRICE = 126_175_00;

/** The order's invoice as stored: delivered within the shop's state (CGST + SGST) or to another state (IGST). */
function invoice(state: 'Maharashtra' | 'Karnataka'): TaxDocument {
  const snapshot = taxInvoiceSnapshot(
    header('tax_invoice', order(PRICE, { state })),
    [ring, pendant],
    [],
    [],
  );
  return storedDocument(3, 'tax_invoice', { ...snapshot.totals }, snapshot);
}

const note = (
  id: number,
  amounts: {
    taxablePaise: number;
    cgstPaise?: number;
    sgstPaise?: number;
    igstPaise?: number;
    totalPaise: number;
  },
) => storedDocument(id, 'credit_note', amounts);

/** taxable + CGST + SGST + IGST. */
const taxOf = (s: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
  s.cgstPaise + s.sgstPaise + s.igstPaise;

describe('what an invoice has left to reverse', () => {
  it('is its taxable value, each tax and its total less those of every credit note issued against it', () => {
    const inv = invoice('Maharashtra');
    expect(inv).toMatchObject({
      taxablePaise: 122_500_33,
      cgstPaise: 1_837_50,
      sgstPaise: 1_837_50,
      igstPaise: 0,
      totalPaise: PRICE,
    });
    const notes = [
      note(4, {
        taxablePaise: 10_000_00,
        cgstPaise: 150_00,
        sgstPaise: 149_99,
        totalPaise: 10_300_00,
      }),
      note(5, {
        taxablePaise: 5_000_00,
        cgstPaise: 75_00,
        sgstPaise: 75_01,
        igstPaise: 3,
        totalPaise: 5_150_00,
      }),
    ];
    expect(leftToCredit(inv, notes)).toEqual({
      taxablePaise: 122_500_33 - 15_000_00,
      cgstPaise: 1_837_50 - 225_00,
      sgstPaise: 1_837_50 - 225_00,
      igstPaise: -3,
      totalPaise: PRICE - 15_450_00,
    });
    expect(leftToCredit(inv, [])).toEqual({
      taxablePaise: 122_500_33,
      cgstPaise: 1_837_50,
      sgstPaise: 1_837_50,
      igstPaise: 0,
      totalPaise: PRICE,
    });
  });
});

describe('a refund after the invoice that is not a return (a cancel after dispatch, goodwill)', () => {
  /** Its share of taxable value: amount × the invoice's taxable ÷ (taxable + tax), rounded. */
  const share = (amount: number) => Math.round((amount * 122_500_33) / (122_500_33 + 3_675_00));

  it('reverses its share of the invoice’s taxable value and the tax at the rate on that share, the paise to the round off', () => {
    const split = creditSplit(10_000_00, invoice('Maharashtra'), []);
    const taxable = share(10_000_00);
    const tax = taxAtRate(taxable, true);
    expect(split).toEqual({
      taxablePaise: taxable,
      ...tax,
      roundOffPaise: 10_000_00 - taxable - taxOf(tax),
    });
  });

  it('to another state the same share is taxed IGST, as the invoice was', () => {
    const inv = invoice('Karnataka');
    expect(inv.igstPaise).toBe(3_675_01);
    const taxable = Math.round((10_000_00 * 122_500_33) / (122_500_33 + 3_675_01));
    expect(creditSplit(10_000_00, inv, [])).toMatchObject({
      taxablePaise: taxable,
      ...taxAtRate(taxable, false),
    });
  });

  it('the refund of the whole invoice reverses exactly its taxable value and tax, not a share that differs by rounding', () => {
    const inv = invoice('Maharashtra');
    expect(creditSplit(PRICE, inv, [])).toEqual({
      taxablePaise: 122_500_33,
      cgstPaise: 1_837_50,
      sgstPaise: 1_837_50,
      igstPaise: 0,
      roundOffPaise: -33,
    });
  });

  it('the refund that takes the rest after earlier notes reverses exactly what is left, even when more is refunded', () => {
    const inv = invoice('Maharashtra');
    const earlier = [
      note(4, {
        taxablePaise: 100_000_00,
        cgstPaise: 1_500_00,
        sgstPaise: 1_500_00,
        totalPaise: 103_000_00,
      }),
    ];
    const rest = { taxablePaise: 22_500_33, cgstPaise: 337_50, sgstPaise: 337_50, igstPaise: 0 };
    expect(creditSplit(PRICE - 103_000_00, inv, earlier)).toEqual({
      ...rest,
      roundOffPaise: 23_175_00 - 22_500_33 - 675_00,
    });
    expect(creditSplit(PRICE - 103_000_00 + 50_00, inv, earlier)).toEqual({
      ...rest,
      roundOffPaise: 23_225_00 - 22_500_33 - 675_00,
    });
  });

  it('never reverses more of a component than the invoice has left of it, however the notes before were split: the paise it gives up go to the round off', () => {
    const inv = invoice('Maharashtra');
    // Earlier notes took most of the taxable value but little tax: 2,500.33 of taxable value is left.
    const earlier = [
      note(4, {
        taxablePaise: 120_000_00,
        cgstPaise: 1_000_00,
        sgstPaise: 1_000_00,
        totalPaise: 122_000_00,
      }),
    ];
    const split = creditSplit(4_000_00, inv, earlier);
    const tax = taxAtRate(share(4_000_00), true);
    expect(share(4_000_00)).toBeGreaterThan(2_500_33);
    expect(split).toEqual({
      taxablePaise: 2_500_33,
      ...tax,
      roundOffPaise: 4_000_00 - 2_500_33 - taxOf(tax),
    });
  });

  it('once nothing is left, reverses nothing: the whole amount is round off', () => {
    const inv = invoice('Maharashtra');
    const all = [
      note(4, {
        taxablePaise: 122_500_33,
        cgstPaise: 1_837_50,
        sgstPaise: 1_837_50,
        totalPaise: PRICE,
      }),
    ];
    expect(creditSplit(500_00, inv, all)).toEqual({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      roundOffPaise: 500_00,
    });
  });
});

describe('a return’s or exchange’s credit note', () => {
  it('lists the invoice’s lines of the pieces that came back; an older invoice without item ids in the order’s item order', () => {
    const inv = invoice('Maharashtra');
    expect(invoiceLinesOf(inv, [12], [11, 12]).map((l) => l.description)).toEqual([
      'Meher Pendant',
    ]);
    expect(invoiceLinesOf(inv, [11, 12], [11, 12])).toHaveLength(2);
    expect(invoiceLinesOf(inv, [], [11, 12])).toEqual([]);
    const older = {
      ...inv,
      snapshot: { ...inv.snapshot, lines: inv.snapshot.lines.map(({ itemId: _id, ...l }) => l) },
    };
    expect(invoiceLinesOf(older, [12], [11, 12]).map((l) => l.description)).toEqual([
      'Meher Pendant',
    ]);
    expect(invoiceLinesOf(older, [11], [11, 12]).map((l) => l.description)).toEqual(['Aanya Ring']);
  });

  it('given back in full, reverses exactly the invoiced values of the pieces returned, and never more than their share of the price', () => {
    const inv = invoice('Maharashtra');
    const lines = invoiceLinesOf(inv, [12], [11, 12]);
    const [p] = lines;
    const full = 27_295_00;
    const credit = returnCredit(lines, 30_000_00, full, leftToCredit(inv, []), true);
    expect(credit.totalPaise).toBe(full);
    expect(credit.lines).toEqual(lines);
    expect(credit.split).toEqual({
      taxablePaise: 26_500_33,
      cgstPaise: p?.cgstPaise,
      sgstPaise: p?.sgstPaise,
      igstPaise: 0,
      roundOffPaise: full - 26_500_33 - taxOf(p ?? credit.split),
    });
    expect(returnCredit(lines, full, full, leftToCredit(inv, []), true).lines).toEqual(lines);
  });

  it('given back less than the pieces cost, reverses that amount’s share of their taxable value, each line its part (the last the paise), taxed at the rate', () => {
    const inv = invoice('Maharashtra');
    const lines = invoiceLinesOf(inv, [11, 12], [11, 12]);
    const credit = returnCredit(lines, 100_000_00, PRICE, leftToCredit(inv, []), true);
    const taxable = Math.round((100_000_00 * 122_500_33) / (122_500_33 + 3_675_00));
    const first = Math.floor((96_000_00 * taxable) / 122_500_33);
    expect(credit.totalPaise).toBe(100_000_00);
    expect(credit.lines.map((l) => l.taxablePaise)).toEqual([first, taxable - first]);
    const tax = taxAtRate(taxable, true);
    expect(credit.split).toEqual({
      taxablePaise: taxable,
      ...tax,
      roundOffPaise: 100_000_00 - taxable - taxOf(tax),
    });
    for (const l of credit.lines) {
      expect(Math.abs(l.cgstPaise - l.taxablePaise * 0.015)).toBeLessThanOrEqual(0.5);
      expect(l.igstPaise).toBe(0);
      expect(l.totalPaise).toBe(l.taxablePaise + taxOf(l));
    }
    // The lines keep what the paper names: the piece, its quantity and weight.
    expect(credit.lines.map((l) => [l.description, l.quantity, l.netWeightG])).toEqual([
      ['Aanya Ring', 2, 10],
      ['Meher Pendant', 1, 3],
    ]);
  });

  it('to another state a partial return is taxed IGST', () => {
    const inv = invoice('Karnataka');
    const lines = invoiceLinesOf(inv, [11], [11, 12]);
    const credit = returnCredit(lines, 50_000_00, 98_880_00, leftToCredit(inv, []), false);
    expect(credit.lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([[0, 0]]);
    expect(credit.split).toMatchObject(taxAtRate(credit.split.taxablePaise, false));
  });

  it('never reverses more than the invoice has left after the notes before it', () => {
    const inv = invoice('Maharashtra');
    const lines = invoiceLinesOf(inv, [11], [11, 12]);
    const earlier = [
      note(4, {
        taxablePaise: 100_000_00,
        cgstPaise: 1_500_00,
        sgstPaise: 1_500_00,
        totalPaise: 103_000_00,
      }),
    ];
    const credit = returnCredit(lines, 98_880_00, 98_880_00, leftToCredit(inv, earlier), true);
    expect(credit.split).toEqual({
      taxablePaise: 22_500_33,
      cgstPaise: 337_50,
      sgstPaise: 337_50,
      igstPaise: 0,
      roundOffPaise: 98_880_00 - 22_500_33 - 675_00,
    });
  });
});
