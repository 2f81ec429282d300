import type { TaxDocument } from '@kanak/db';
import { allocateTax, splitInclusiveAmount, taxOf, type TaxInvoiceLine, type TaxSplit } from '@kanak/domain';
import type { SplitWithRoundOff } from './tax-snapshot.ts';

/*
 * What a credit note reverses (ARCHITECTURE §9): never more taxable value or tax than the invoice
 * charged, counting every credit note of the order before it. A return's or exchange's note lists
 * the pieces that came back and reverses exactly their invoiced values; a refund that is not a
 * return (a cancel after dispatch, a goodwill refund) reverses its amount's share, and the one that
 * takes the rest takes exactly what is left.
 */

type Left = TaxSplit & { totalPaise: number };

type Key = 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise';

/** What an invoice has left to reverse after the credit notes already issued against it. */
export function leftToCredit(invoice: TaxDocument, notes: TaxDocument[]): Left {
  const taken = (k: Key | 'totalPaise') => notes.reduce((s, n) => s + n[k], 0);
  return {
    taxablePaise: invoice.taxablePaise - taken('taxablePaise'),
    cgstPaise: invoice.cgstPaise - taken('cgstPaise'),
    sgstPaise: invoice.sgstPaise - taken('sgstPaise'),
    igstPaise: invoice.igstPaise - taken('igstPaise'),
    totalPaise: invoice.totalPaise - taken('totalPaise'),
  };
}

/** A split no component of which passes what is left; the paise it gives up go to the round-off. */
function capped(amountPaise: number, split: TaxSplit, left: Left): SplitWithRoundOff {
  const cap = (k: Key) => Math.max(0, Math.min(split[k], left[k]));
  const out: TaxSplit = { taxablePaise: cap('taxablePaise'), cgstPaise: cap('cgstPaise'), sgstPaise: cap('sgstPaise'), igstPaise: cap('igstPaise') };
  return { ...out, roundOffPaise: amountPaise - out.taxablePaise - taxOf(out) };
}

/** A refund of `amountPaise` that is not a return, against the invoice: its share, or exactly the rest. */
export function creditSplit(amountPaise: number, invoice: TaxDocument, notes: TaxDocument[]): SplitWithRoundOff {
  const left = leftToCredit(invoice, notes);
  if (amountPaise >= left.totalPaise) return capped(amountPaise, left, left);
  const order = { taxablePaise: invoice.taxablePaise, taxPaise: invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise };
  return capped(amountPaise, splitInclusiveAmount(amountPaise, order, invoice.snapshot.intraState), left);
}

/** The invoice's lines for these order lines (older invoices carry no item id: they are in item order). */
export function invoiceLinesOf(invoice: TaxDocument, itemIds: number[], orderItemIds: number[]): TaxInvoiceLine[] {
  return invoice.snapshot.lines.filter((line, n) => itemIds.includes(line.itemId ?? orderItemIds[n] ?? -1));
}

/**
 * A return's or exchange's credit note: the returned lines as invoiced, for `amountPaise` given
 * back. When that covers what those lines cost (`fullPaise`, their share of the order's total) the
 * note reverses exactly their invoiced taxable value and tax and takes at most `fullPaise`; a lower
 * value (an inspection that found less, an exchange at today's rates) reverses its share of them.
 */
export function returnCredit(lines: TaxInvoiceLine[], amountPaise: number, fullPaise: number, left: Left, intraState: boolean): { lines: TaxInvoiceLine[]; split: SplitWithRoundOff; totalPaise: number } {
  const totalPaise = Math.min(amountPaise, fullPaise);
  const exactTaxable = lines.reduce((s, l) => s + l.taxablePaise, 0);
  const exactTax = lines.reduce((s, l) => s + taxOf(l), 0);
  let out: TaxInvoiceLine[];
  if (totalPaise >= fullPaise) {
    out = lines;
  } else {
    const taxable = splitInclusiveAmount(totalPaise, { taxablePaise: exactTaxable, taxPaise: exactTax }, false).taxablePaise;
    // Each line's share of the taxable value, the last taking the paise; tax at the rate on each.
    let given = 0;
    const shares = lines.map((l, n) => {
      const share = n === lines.length - 1 ? taxable - given : Math.floor((l.taxablePaise * taxable) / Math.max(1, exactTaxable));
      given += share;
      return share;
    });
    const taxes = allocateTax(shares, intraState);
    out = lines.map((l, n) => {
      const tax = taxes[n] ?? { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
      const share = shares[n] ?? 0;
      return { ...l, taxablePaise: share, ...tax, totalPaise: share + taxOf(tax) };
    });
  }
  const add = (k: Key) => out.reduce((s, l) => s + l[k], 0);
  const sum: TaxSplit = { taxablePaise: add('taxablePaise'), cgstPaise: add('cgstPaise'), sgstPaise: add('sgstPaise'), igstPaise: add('igstPaise') };
  return { lines: out, split: capped(totalPaise, sum, left), totalPaise };
}
