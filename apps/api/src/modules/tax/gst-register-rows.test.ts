import type { TaxDocument } from '@kanak/db';
import type { TaxDocumentType } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import {
  header,
  order,
  storedDocument,
  aanyaRings,
  meherPendant,
} from '../../../test/tax-rows.ts';
import { B2CL_LIMIT_PAISE, indiaMidnight, registerEntry } from './gst-register.ts';
import { amountSnapshot, taxInvoiceSnapshot } from './tax-snapshot.ts';

/*
 * One row of the GST register per document (ARCHITECTURE §9 "The register and GSTR-1"), stated on
 * stored documents without a database (issue 37: gst-register.ts): its class, its sign, what it
 * counts as output tax, the original document it names, the customer and the pieces.
 */

const ring = aanyaRings(false);
const pendant = meherPendant(false);

/** A document as the shop stored it, its amounts those of its snapshot; issued at 20:00 UTC on 27 November (28 November in India). */
function stored(id: number, snapshot: ReturnType<typeof taxInvoiceSnapshot>): TaxDocument {
  const doc = storedDocument(id, snapshot.type, { ...snapshot.totals }, snapshot);
  return { ...doc, number: snapshot.number, issuedAt: new Date('2026-11-27T20:00:00Z') };
}

/** An invoice of the two lines (₹1,32,355, or `price`) delivered to `state`, to a consumer or to `gstin`. */
function invoice(state: string, price = 1_323_55_00, extra: Parameters<typeof order>[1] = {}) {
  return stored(
    3,
    taxInvoiceSnapshot(
      header('tax_invoice', order(price, { state, ...extra }), { number: 'INV/2026-27/0003' }),
      [ring, pendant],
      [],
      [],
    ),
  );
}

const amountDoc = (
  type: TaxDocumentType,
  id: number,
  amountPaise: number,
  references: TaxDocument[],
  number: string,
  state = 'Karnataka',
) =>
  stored(
    id,
    amountSnapshot(header(type, order(1_323_55_00, { state }), { number }), {
      amountPaise,
      items: [ring, pendant],
      references,
      paymentReference: null,
      reason: null,
    }),
  );

describe('the class of a register row', () => {
  it('an invoice to a consumer in another state over ₹1,00,000 is B2C large; at ₹1,00,000 or within the shop’s state it is B2C small', () => {
    expect(B2CL_LIMIT_PAISE).toBe(1_00_000_00);
    expect(registerEntry(invoice('Karnataka')).class).toBe('b2cl');
    expect(registerEntry(invoice('Karnataka', B2CL_LIMIT_PAISE)).class).toBe('b2cs');
    expect(registerEntry(invoice('Karnataka', B2CL_LIMIT_PAISE + 1)).class).toBe('b2cl');
    expect(registerEntry(invoice('Maharashtra')).class).toBe('b2cs');
  });

  it('a supply to a GSTIN is B2B, whatever its value and state; the row names the GSTIN', () => {
    const b2b = registerEntry(
      invoice('Karnataka', 1_323_55_00, {
        buyerGstin: '29AAGCB7383J1Z4',
        buyerLegalName: 'Bangalore Gems LLP',
        billingAddress: '4 Residency Road\nBengaluru',
      }),
    );
    expect(b2b).toMatchObject({
      class: 'b2b',
      gstin: '29AAGCB7383J1Z4',
      customer: 'Bangalore Gems LLP',
    });
  });

  it('a credit note takes its invoice’s class: the invoice’s value is the one the B2C large limit reads, not the note’s', () => {
    const inv = invoice('Karnataka');
    const cn = registerEntry(amountDoc('credit_note', 4, 5_000_00, [inv], 'CN/2026-27/0004'));
    expect(cn.class).toBe('b2cl');
    const small = invoice('Karnataka', 90_000_00);
    expect(
      registerEntry(amountDoc('credit_note', 5, 5_000_00, [small], 'CN/2026-27/0005')).class,
    ).toBe('b2cs');
  });

  it('receipt and refund vouchers (a plan’s too) are advances and a purchase voucher is inward supply: no rate, no output tax, their whole amount as value', () => {
    const rv = registerEntry(amountDoc('receipt_voucher', 1, 75_000_00, [], 'RV/2026-27/0001'));
    expect(rv).toMatchObject({
      class: 'advance',
      rate: null,
      taxablePaise: 75_000_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 75_000_00,
      quantity: 0,
    });
    const plan = registerEntry({
      ...amountDoc('receipt_voucher', 2, 5_000_00, [], 'PRV/2026-27/0002'),
      type: 'plan_receipt_voucher',
    });
    expect(plan).toMatchObject({ class: 'advance', taxablePaise: 5_000_00, igstPaise: 0 });
    const pv = registerEntry({
      ...storedDocument(
        9,
        'purchase_voucher',
        { taxablePaise: 40_000_00, totalPaise: 40_000_00 },
        invoice('Karnataka').snapshot,
      ),
      type: 'purchase_voucher',
    });
    expect(pv).toMatchObject({
      class: 'inward',
      rate: null,
      taxablePaise: 40_000_00,
      totalPaise: 40_000_00,
      igstPaise: 0,
      quantity: 0,
    });
  });
});

describe('the amounts of a register row', () => {
  it('an invoice counts its taxable value and tax at 3%, positive, the round off being what is left of its total, and its pieces', () => {
    const inv = invoice('Karnataka');
    const row = registerEntry(inv);
    expect(row).toMatchObject({
      rate: 3,
      taxablePaise: inv.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: inv.igstPaise,
      totalPaise: inv.totalPaise,
      quantity: 3,
      original: '',
    });
    expect(row.roundOffPaise).toBe(inv.totalPaise - inv.taxablePaise - inv.igstPaise);
    expect(
      row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise + row.roundOffPaise,
    ).toBe(row.totalPaise);
    const intraDoc = invoice('Maharashtra');
    const intra = registerEntry(intraDoc);
    expect([intra.cgstPaise, intra.sgstPaise, intra.igstPaise]).toEqual([
      intraDoc.cgstPaise,
      intraDoc.sgstPaise,
      0,
    ]);
    expect(intra.cgstPaise).toBeGreaterThan(0);
    expect(intra.roundOffPaise).toBe(
      intraDoc.totalPaise - intraDoc.taxablePaise - intraDoc.cgstPaise - intraDoc.sgstPaise,
    );
  });

  it('an invoice names no original document, even though it sets off the receipt vouchers of its advances', () => {
    const rv = amountDoc('receipt_voucher', 1, 75_000_00, [], 'RV/2026-27/0001');
    const snapshot = taxInvoiceSnapshot(
      header('tax_invoice', order(1_323_55_00, { state: 'Karnataka' }), {
        number: 'INV/2026-27/0003',
      }),
      [ring, pendant],
      [rv],
      [],
    );
    expect(snapshot.references).toHaveLength(1);
    expect(registerEntry(stored(3, snapshot)).original).toBe('');
  });

  it('a credit note and a refund voucher are negative in every column, the note’s pieces too; each names the document it corrects', () => {
    const inv = invoice('Karnataka');
    const cnDoc = amountDoc('credit_note', 4, 5_000_00, [inv], 'CN/2026-27/0004');
    const withLine = {
      ...cnDoc,
      snapshot: { ...cnDoc.snapshot, lines: inv.snapshot.lines.slice(0, 1) },
    };
    const cn = registerEntry(withLine);
    expect(cn).toMatchObject({
      taxablePaise: -cnDoc.taxablePaise,
      igstPaise: -cnDoc.igstPaise,
      totalPaise: -5_000_00,
      quantity: -2,
      original: 'INV/2026-27/0003',
    });
    expect(cn.roundOffPaise).toBe(-(cnDoc.totalPaise - cnDoc.taxablePaise - cnDoc.igstPaise));
    const rv = amountDoc('receipt_voucher', 1, 75_000_00, [], 'RV/2026-27/0001');
    const refund = registerEntry(amountDoc('refund_voucher', 5, 2_000_00, [rv], 'RF/2026-27/0005'));
    expect(refund).toMatchObject({
      class: 'advance',
      taxablePaise: -2_000_00,
      totalPaise: -2_000_00,
      original: 'RV/2026-27/0001',
    });
    // No tax and no round off (signed zeros: −0 prints as 0.00).
    expect(
      [refund.cgstPaise, refund.sgstPaise, refund.igstPaise, refund.roundOffPaise].every(
        (v) => v === 0,
      ),
    ).toBe(true);
  });

  it('a document naming a deducted refund voucher (negative) lists only what it sets off as its original', () => {
    const inv = invoice('Karnataka');
    const cn = amountDoc('credit_note', 4, 5_000_00, [inv], 'CN/2026-27/0004');
    const refs = [
      ...cn.snapshot.references,
      {
        type: 'refund_voucher' as const,
        number: 'RF/2026-27/0002',
        issuedAt: '2026-11-20T10:00:00.000Z',
        amountPaise: -1_000_00,
      },
      {
        type: 'receipt_voucher' as const,
        number: 'RV/2026-27/0001',
        issuedAt: '2026-11-20T10:00:00.000Z',
        amountPaise: 0,
      },
    ];
    expect(registerEntry({ ...cn, snapshot: { ...cn.snapshot, references: refs } }).original).toBe(
      'INV/2026-27/0003 RV/2026-27/0001',
    );
  });
});

describe('who and when', () => {
  it('the customer is the buyer billed (the account holder without a GSTIN), on one line; an older document without a buyer names its recipient and GSTIN', () => {
    const inv = invoice('Karnataka');
    expect(registerEntry(inv).customer).toBe('Asha Rao');
    const { buyer: _buyer, ...older } = inv.snapshot;
    const old = registerEntry({
      ...inv,
      snapshot: {
        ...older,
        recipient: { ...older.recipient, name: 'Ravi\nKumar', gstin: '29AAGCB7383J1Z4' },
      },
    });
    expect(old).toMatchObject({ customer: 'Ravi Kumar', gstin: '29AAGCB7383J1Z4', class: 'b2b' });
    expect(registerEntry(inv).gstin).toBe('');
  });

  it('is dated by the India date of its issue, placed by its place of supply and code', () => {
    expect(registerEntry(invoice('Karnataka'))).toMatchObject({
      date: '2026-11-28',
      placeOfSupply: 'Karnataka',
      posCode: '29',
    });
    expect(indiaMidnight('2026-11-28').toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });
});
