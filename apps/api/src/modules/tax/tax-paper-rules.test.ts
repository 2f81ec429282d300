/**
 * What the paper of a tax document says beyond its amounts (ARCHITECTURE §9), on rows without a
 * database: whom it bills (a business purchase: the firm's legal name, billing address and the
 * state of its GSTIN; a consumer: the account holder, reachable by the account's phone and e-mail,
 * none invented), why a refund voucher refunds, and the hallmarking charge shown within the making
 * charge that recovers it.
 */
import type { TaxInvoiceLine, TaxParty } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { contact, order } from '../../../test/tax-rows.ts';
import { buyerOf, refundCause, voucherNotes, withHallmarking } from './tax-paper.ts';

const shipTo: TaxParty = {
  name: 'Ravi Rao',
  address: ['12 4th Block', 'Jayanagar'],
  state: 'Karnataka',
  stateCode: '29',
  gstin: null,
  phone: '9876543210',
};
const GSTIN = '27AAPFU0939F1ZV'; // Maharashtra

describe('bill to', () => {
  it('a consumer: the account holder by name, with the account’s phone and e-mail, no address or GSTIN, the delivery state', () => {
    expect(buyerOf(order(100_000), contact, shipTo)).toEqual({
      name: 'Asha Rao',
      address: [],
      state: 'Karnataka',
      stateCode: '29',
      gstin: null,
      phone: contact.phone,
      email: contact.email,
    });
  });

  it('an account without a name is billed by the recipient’s; no phone or e-mail is invented when the account has none', () => {
    expect(buyerOf(order(100_000), { email: '', phone: '', name: null }, shipTo)).toEqual({
      name: 'Ravi Rao',
      address: [],
      state: 'Karnataka',
      stateCode: '29',
      gstin: null,
      phone: null,
      email: null,
    });
    expect(buyerOf(order(100_000), null, shipTo)).toMatchObject({
      name: 'Ravi Rao',
      phone: null,
      email: null,
    });
  });

  it('a business: the legal name and the billing address line by line, the state and code of its GSTIN, the GSTIN', () => {
    const o = order(100_000, {
      buyerGstin: GSTIN,
      buyerLegalName: ' Umang\nOrnaments  LLP\t',
      billingAddress: '401 Panchratna,  Opera House\nMumbai 400004\r\n, Maharashtra\n',
    });
    expect(buyerOf(o, contact, shipTo)).toEqual({
      name: 'Umang Ornaments LLP',
      address: ['401 Panchratna', 'Opera House', 'Mumbai 400004', 'Maharashtra'],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: GSTIN,
      phone: contact.phone,
      email: contact.email,
    });
  });

  it('a business without a legal name or billing address: the account holder’s name, else the recipient’s, and no address lines', () => {
    const o = order(100_000, { buyerGstin: GSTIN });
    expect(buyerOf(o, contact, shipTo)).toMatchObject({
      name: 'Asha Rao',
      address: [],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: GSTIN,
    });
    expect(buyerOf(o, null, shipTo)).toMatchObject({
      name: 'Ravi Rao',
      address: [],
      stateCode: '27',
      phone: null,
      email: null,
    });
  });
});

describe('why a refund voucher refunds', () => {
  it('a cancelled or expired order: no supply; a lower finished weight: supply continues; anything else: supply continues', () => {
    expect(refundCause(order(100_000, { status: 'cancelled' }))).toEqual({
      cause: 'cancellation',
      supplyContinues: false,
    });
    expect(refundCause(order(100_000, { status: 'expired' }))).toEqual({
      cause: 'cancellation',
      supplyContinues: false,
    });
    expect(
      refundCause(order(100_000, { status: 'in_production', finishedWeightMg: 3_300 })),
    ).toEqual({ cause: 'lower_total', supplyContinues: true });
    expect(refundCause(order(100_000, { status: 'in_production' }))).toEqual({
      cause: 'other',
      supplyContinues: true,
    });
  });

  it('the notes say so: cancelled, no supply; a lower weight or more received than due, the goods still supplied and the refund deducted at the invoice', () => {
    const [cancelled] = voucherNotes('refund_voucher', {
      cause: 'cancellation',
      supplyContinues: false,
    });
    expect(cancelled).toMatch(/^The order was cancelled: .* no supply will be made against it\.$/);
    const [lower] = voucherNotes('refund_voucher', { cause: 'lower_total', supplyContinues: true });
    expect(lower).toMatch(
      /^The finished weight lowered the order’s total below the advances received: the excess is refunded\. The goods above are still supplied; .*deducts this refund from the advances\.$/,
    );
    const other = voucherNotes('refund_voucher', { cause: 'other', supplyContinues: true });
    expect(other).toHaveLength(1);
    expect(other[0]).toMatch(
      /^More was received than the order’s total: the excess is refunded\. The goods above are still supplied;/,
    );
    // A voucher frozen without a cause reads as the general excess, never as a cancellation.
    expect(voucherNotes('refund_voucher', undefined)).toEqual(other);
    for (const notes of [[lower], other]) expect(notes.join(' ')).not.toContain('no supply');
  });

  it('a receipt voucher’s note says the advance is set off at the invoice that charges the tax', () => {
    expect(voucherNotes('receipt_voucher', undefined)).toEqual([
      'Advance for the goods above. The tax invoice at dispatch charges the tax on them and sets this advance off.',
    ]);
  });
});

describe('the hallmarking charge', () => {
  const line = { quantity: 3, makingPaise: 60_000 } as TaxInvoiceLine;
  it('is the shop’s charge a piece times the pieces, within the making charge', () => {
    expect(withHallmarking(line, 4_500)).toEqual({ ...line, hallmarkingPaise: 13_500 });
  });
  it('never shows more than the making charge that recovers it', () => {
    expect(withHallmarking(line, 25_000)).toEqual({ ...line, hallmarkingPaise: 60_000 });
  });
  it('is not printed when the shop sets none', () => {
    for (const none of [null, undefined, 0]) expect(withHallmarking(line, none)).toBe(line);
  });
});
