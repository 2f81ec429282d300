import type { Order as OrderRow } from '@kanak/db';
import type { TaxDocumentSnapshot } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import {
  header,
  order,
  orderItem,
  shop,
  storedDocument,
  taxAtRate,
  aanyaRings,
  meherPendant,
} from '../../../test/tax-rows.ts';
import { amountSnapshot, lineTaxable, orderTax, taxInvoiceSnapshot } from './tax-snapshot.ts';

/*
 * What a tax document of an order says, stated as a chartered accountant reads it (ARCHITECTURE §9),
 * from the order's rows and without a database (issue 37: tax-snapshot.ts's survivors). The HTTP
 * journeys (tax-amounts, tax-one-line, tax-returns) check the same rules on one-piece lines; these
 * take a line of two pieces under an offer, a coloured stone, a lighter finished weight, a refund
 * voucher deducted and the documents' wording.
 */

/** Two diamond rings under a 25%-making / 10%-diamond cut, and a ruby pendant without one. */
const ring = () => aanyaRings(true);
const pendant = () => meherPendant(true);

/** ₹1,26,175: the price the customer was quoted, in whole rupees. */
const PRICE = 126_175_00;
/** (30,000 + 15,000 + 6,000 − 1,500 − 1,500) × 2 + (20,000 + 2,500.33 + 4,000), in paise. */
const TAXABLE = 96_000_00 + 26_500_33;

const invoiceFor = (state: string, extra: Parameters<typeof order>[1] = {}) =>
  taxInvoiceSnapshot(
    header('tax_invoice', order(PRICE, { state, ...extra })),
    [ring(), pendant()],
    [],
    [],
  );

describe('the tax invoice: the value of each line', () => {
  it('taxes each line on its gold, diamonds, stones and making less the offer’s cut, for every piece of the line', () => {
    expect(lineTaxable(ring())).toBe(96_000_00);
    expect(lineTaxable(pendant())).toBe(26_500_33);
    const [r, p] = invoiceFor('Karnataka').lines;
    expect(r).toMatchObject({
      quantity: 2,
      goldPaise: 60_000_00,
      diamondPaise: 30_000_00,
      stonesPaise: 0,
      makingPaise: 12_000_00,
      discountPaise: 6_000_00,
      taxablePaise: 96_000_00,
    });
    expect(p).toMatchObject({
      quantity: 1,
      goldPaise: 20_000_00,
      diamondPaise: 0,
      stonesPaise: 2_500_33,
      makingPaise: 4_000_00,
      discountPaise: 0,
      taxablePaise: 26_500_33,
    });
  });

  it('the order’s taxable value is the sum of its lines after the cut, its GST the GST of every piece', () => {
    expect(orderTax([ring(), pendant()])).toEqual({
      taxablePaise: TAXABLE,
      taxPaise: 1_440_00 * 2 + 795_01,
    });
    expect(orderTax([])).toEqual({ taxablePaise: 0, taxPaise: 0 });
  });

  it('names each piece as a bank reads it: HSN 7113, purity, metal, its code; a diamond piece its carats for every piece and clarity; coloured stones by name and weight', () => {
    const [r, p] = invoiceFor('Karnataka').lines;
    expect(r).toMatchObject({
      itemId: 11,
      description: 'Aanya Ring',
      productCode: 'KJ-11',
      hsn: '7113',
      purity: '18K/750',
      metal: 'Yellow Gold 18K',
      diamondCarats: 1,
      diamondClarity: 'VS-SI GH',
      stones: null,
      huids: [],
    });
    expect(p).toMatchObject({
      itemId: 12,
      description: 'Meher Pendant',
      diamondCarats: 0,
      diamondClarity: null,
      stones: 'Ruby 0.25 ct',
    });
    // Gross: the metal and every stone at 0.2 g a carat.
    expect(r?.grossWeightG).toBe(10.2);
    expect(p?.grossWeightG).toBe(3.05);
  });

  it('weighs each line as ordered; a lighter finished weight is shared over the lines in proportion to the metal ordered', () => {
    expect(invoiceFor('Karnataka').lines.map((l) => l.netWeightG)).toEqual([10, 3]);
    // 13 g ordered (5 g × 2 + 3 g), 12.35 g finished: each piece 95% of its weight.
    expect(
      invoiceFor('Karnataka', { finishedWeightMg: 12_350 }).lines.map((l) => l.netWeightG),
    ).toEqual([9.5, 2.85]);
  });
});

describe('the tax invoice: tax by place of supply', () => {
  it('delivered to another state: IGST at 3% of the taxable value after the cut, no CGST or SGST; the place of supply is the delivery state and its code', () => {
    const inv = invoiceFor('Karnataka');
    expect(inv).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      intraState: false,
      gstRatePercent: 3,
    });
    expect(inv.totals).toMatchObject({ taxablePaise: TAXABLE, ...taxAtRate(TAXABLE, false) });
    for (const l of inv.lines) {
      expect(l.cgstPaise + l.sgstPaise).toBe(0);
      expect(Math.abs(l.igstPaise - l.taxablePaise * 0.03)).toBeLessThanOrEqual(0.5);
      expect(l.totalPaise).toBe(l.taxablePaise + l.igstPaise);
    }
  });

  it('delivered within the shop’s state: CGST and SGST each 1.5% of the taxable value, no IGST', () => {
    const inv = invoiceFor('Maharashtra', { pincode: '400002' });
    expect(inv).toMatchObject({
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      intraState: true,
    });
    expect(inv.totals).toMatchObject({ taxablePaise: TAXABLE, ...taxAtRate(TAXABLE, true) });
    for (const l of inv.lines) {
      expect(l.igstPaise).toBe(0);
      expect(Math.abs(l.cgstPaise - l.taxablePaise * 0.015)).toBeLessThanOrEqual(0.5);
      expect(l.totalPaise).toBe(l.taxablePaise + l.cgstPaise + l.sgstPaise);
    }
  });

  it('totals the customer’s price; the paise it differs from taxable value and tax by are the round off, signed', () => {
    const inter = invoiceFor('Karnataka');
    // 1,22,500.33 + 3,675.01 IGST = 1,26,175.34: the price is 34 paise less.
    expect(inter.totals).toMatchObject({ totalPaise: PRICE, roundOffPaise: -34 });
    // 1,22,500.33 + 1,837.50 + 1,837.50 = 1,26,175.33.
    expect(invoiceFor('Maharashtra').totals).toMatchObject({
      totalPaise: PRICE,
      roundOffPaise: -33,
    });
    expect(inter.amountInWords).toBe(
      'Rupees One Lakh Twenty-Six Thousand One Hundred Seventy-Five Only',
    );
  });
});

describe('the tax invoice: the advances set off', () => {
  const receipts = [
    storedDocument(1, 'receipt_voucher', { totalPaise: 90_000_00 }),
    storedDocument(2, 'receipt_voucher', { totalPaise: 36_175_00 }),
  ];
  const refunded = [storedDocument(3, 'refund_voucher', { totalPaise: 5_000_00 })];

  it('sets off every receipt voucher and deducts every refund voucher: what is still due is the price less the advances kept', () => {
    const inv = taxInvoiceSnapshot(
      header('tax_invoice', order(PRICE)),
      [ring(), pendant()],
      receipts,
      refunded,
    );
    expect(inv.advancesPaise).toBe(90_000_00 + 36_175_00 - 5_000_00);
    expect(inv.balancePaise).toBe(5_000_00);
    expect(inv.references).toEqual([
      {
        type: 'receipt_voucher',
        number: 'RV/2026-27/0001',
        issuedAt: '2026-11-20T10:01:00.000Z',
        amountPaise: 90_000_00,
      },
      {
        type: 'receipt_voucher',
        number: 'RV/2026-27/0002',
        issuedAt: '2026-11-20T10:02:00.000Z',
        amountPaise: 36_175_00,
      },
      {
        type: 'refund_voucher',
        number: 'RF/2026-27/0003',
        issuedAt: '2026-11-20T10:03:00.000Z',
        amountPaise: -5_000_00,
      },
    ]);
    expect(inv.notes.join(' ')).toContain('Notification 66/2017');
    expect(inv.notes.join(' ')).toContain('return, exchange and buyback policy');
  });

  it('nothing is due once the advances cover the price, never a negative balance', () => {
    const paid = taxInvoiceSnapshot(
      header('tax_invoice', order(PRICE)),
      [ring(), pendant()],
      receipts,
      [],
    );
    expect(paid.advancesPaise).toBe(PRICE);
    expect(paid.balancePaise).toBe(0);
    const over = taxInvoiceSnapshot(
      header('tax_invoice', order(PRICE - 1_000_00)),
      [ring(), pendant()],
      receipts,
      [],
    );
    expect(over.balancePaise).toBe(0);
  });
});

describe('a line of several pieces with coloured stones', () => {
  it('values the stones of every piece and names each stone, separated by commas', () => {
    const studs = orderItem({
      id: 13,
      name: 'Tara Studs',
      quantity: 2,
      goldPaise: 8_000_00,
      stonesPaise: 1_200_00,
      makingPaise: 2_000_00,
      gstPaise: 336_00,
      metalWeightMg: 1_500,
      stones: [
        { name: 'Ruby', weight: 0.1 },
        { name: 'Emerald', weight: 0.05 },
      ],
    });
    const [line] = taxInvoiceSnapshot(
      header('tax_invoice', order(23_072_00)),
      [studs],
      [],
      [],
    ).lines;
    expect(line).toMatchObject({
      quantity: 2,
      stonesPaise: 2_400_00,
      taxablePaise: 22_400_00,
      stones: 'Ruby 0.1 ct, Emerald 0.05 ct',
      stoneCarats: 0.3,
      grossWeightG: 3.06,
    });
  });
});

describe('who supplies and who receives', () => {
  it('ship to: the recipient, the address lines given (one printed line each) and the state with its pincode; the phone of the address, else the account’s', () => {
    const o = order(PRICE, {
      addressSnapshot: {
        recipient_name: 'Asha\nRao',
        landmark: '',
        mobile: '',
        pincode: '560011',
        state: 'Karnataka',
        area: 'Jayanagar',
        address: '12 4th Block,\n9th Main',
      },
    });
    const inv = taxInvoiceSnapshot(header('tax_invoice', o), [ring()], [], []);
    expect(inv.recipient).toEqual({
      name: 'Asha Rao',
      address: ['12 4th Block, 9th Main', 'Jayanagar', 'Karnataka 560011'],
      state: 'Karnataka',
      stateCode: '29',
      gstin: null,
      phone: '9000000001',
      email: 'asha@example.in',
    });
    expect(invoiceFor('Karnataka').recipient.phone).toBe('9876543210');
    const noContact = taxInvoiceSnapshot(
      header('tax_invoice', order(PRICE), { contact: null }),
      [ring()],
      [],
      [],
    );
    expect(noContact.recipient).toMatchObject({ phone: '9876543210', email: null });
  });

  it('prints each name and address line on one line, spaces run together and trimmed; a line the address never had is left out, and no phone is invented', () => {
    const older = {
      recipient_name: '  Asha   Rao ',
      mobile: '',
      pincode: '560011',
      state: 'Karnataka',
      area: ' Jayanagar\t',
      address: '12  4th Block',
    };
    const inv = taxInvoiceSnapshot(
      header(
        'tax_invoice',
        order(PRICE, { addressSnapshot: older as unknown as OrderRow['addressSnapshot'] }),
        { contact: null },
      ),
      [ring()],
      [],
      [],
    );
    expect(inv.recipient).toMatchObject({
      name: 'Asha Rao',
      address: ['12 4th Block', 'Jayanagar', 'Karnataka 560011'],
      phone: null,
      email: null,
    });
  });

  it('the supplier is the shop by its GSTIN and state, with its BIS registration where it has one; the document carries its number, date and the order', () => {
    const inv = invoiceFor('Karnataka');
    expect(inv).toMatchObject({
      type: 'tax_invoice',
      number: 'X/2026-27/0001',
      issuedAt: '2026-11-27T10:00:00.000Z',
      orderId: 501,
      orderDate: '2026-11-02T05:30:00.000Z',
      supplier: {
        name: shop.legalName,
        address: shop.address,
        state: 'Maharashtra',
        stateCode: '27',
        gstin: shop.gstin,
      },
      bisRegistration: null,
    });
    const bis = taxInvoiceSnapshot(
      header('tax_invoice', order(PRICE), {
        shop: { ...shop, bisRegistration: 'HM/C-5190012345' },
      }),
      [ring()],
      [],
      [],
    );
    expect(bis.bisRegistration).toBe('HM/C-5190012345');
  });
});

describe('a voucher or credit note for an amount', () => {
  /** The share of `amount` that is taxable value: amount × taxable ÷ (taxable + GST) of the order, rounded. */
  const taxableShare = (amount: number) =>
    Math.round((amount * TAXABLE) / (TAXABLE + 1_440_00 * 2 + 795_01));

  it('a receipt voucher splits the advance in the order’s proportion of taxable value to GST, taxes that share at the rate, and names the goods', () => {
    const o = order(PRICE);
    const rv = amountSnapshot(header('receipt_voucher', o), {
      amountPaise: 90_000_00,
      items: [ring(), pendant()],
      references: [],
      paymentReference: 'pay_adv_501',
      reason: null,
    });
    const taxable = taxableShare(90_000_00);
    const tax = taxAtRate(taxable, false);
    expect(rv.totals).toEqual({
      taxablePaise: taxable,
      ...tax,
      roundOffPaise: 90_000_00 - taxable - tax.igstPaise,
      totalPaise: 90_000_00,
    });
    expect(rv).toMatchObject({
      lines: [],
      references: [],
      paymentReference: 'pay_adv_501',
      reason: 'Advance received against order #501',
      amountInWords: 'Rupees Ninety Thousand Only',
    });
    expect(rv.goods).toEqual([
      {
        description: 'Aanya Ring',
        productCode: 'KJ-11',
        hsn: '7113',
        metal: 'Yellow Gold 18K',
        purity: '18K/750',
        quantity: 2,
      },
      {
        description: 'Meher Pendant',
        productCode: 'KJ-12',
        hsn: '7113',
        metal: 'Yellow Gold 18K',
        purity: '18K/750',
        quantity: 1,
      },
    ]);
    expect(rv.notes.join(' ')).toContain('Advance for the goods above');
    expect(rv).not.toHaveProperty('refund');
    expect(rv).not.toHaveProperty('refunds');
    // Within the shop's state the same share is taxed CGST + SGST.
    const intra = amountSnapshot(
      header('receipt_voucher', order(PRICE, { state: 'Maharashtra' })),
      {
        amountPaise: 90_000_00,
        items: [ring(), pendant()],
        references: [],
        paymentReference: null,
        reason: null,
      },
    );
    expect(intra.totals).toMatchObject({ taxablePaise: taxable, ...taxAtRate(taxable, true) });
  });

  it('a refund voucher names the receipt it refunds and why: a cancelled order is not supplied, a lower finished weight still is', () => {
    const receipt = storedDocument(1, 'receipt_voucher', { totalPaise: 90_000_00 });
    const cancelled = amountSnapshot(
      header('refund_voucher', order(PRICE, { status: 'cancelled' })),
      {
        amountPaise: 90_000_00,
        items: [ring()],
        references: [receipt],
        paymentReference: 'rfnd_1',
        reason: null,
      },
    );
    expect(cancelled).toMatchObject({
      reason: 'Refund of advance received against order #501',
      refund: { cause: 'cancellation', supplyContinues: false },
    });
    expect(cancelled.references).toEqual([
      {
        type: 'receipt_voucher',
        number: 'RV/2026-27/0001',
        issuedAt: '2026-11-20T10:01:00.000Z',
        amountPaise: 90_000_00,
      },
    ]);
    expect(cancelled.notes.join(' ')).toContain('no supply will be made');
    expect(cancelled.goods).toHaveLength(1);
    const lighter = amountSnapshot(
      header('refund_voucher', order(PRICE, { status: 'in_production', finishedWeightMg: 9_800 })),
      {
        amountPaise: 1_200_00,
        items: [ring()],
        references: [receipt],
        paymentReference: 'rfnd_2',
        reason: 'Lower finished weight',
      },
    );
    expect(lighter).toMatchObject({
      reason: 'Lower finished weight',
      refund: { cause: 'lower_total', supplyContinues: true },
    });
  });

  it('a credit note names the invoice it corrects, reverses the split it is given, lists the refunds that settle it and cites section 34; it lists no goods', () => {
    const invoice = storedDocument(3, 'tax_invoice', { totalPaise: PRICE });
    const split = {
      taxablePaise: 9_700_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 291_00,
      roundOffPaise: 9_00,
      totalPaise: 0,
    };
    const { totalPaise: _unused, ...given } = split;
    const refunds = [{ source: 'Online payment (pay_adv_501)', amountPaise: 10_000_00 }];
    const cn = amountSnapshot(header('credit_note', order(PRICE)), {
      amountPaise: 10_000_00,
      items: [ring()],
      references: [invoice],
      paymentReference: null,
      reason: null,
      split: given,
      refunds,
    });
    expect(cn.totals).toEqual({ ...given, totalPaise: 10_000_00 });
    expect(cn.reason).toBe('Credit against INV/2026-27/0003 for order #501');
    expect(cn.refunds).toEqual(refunds);
    expect(cn.notes.join(' ')).toContain('section 34 of the CGST Act');
    expect(cn).not.toHaveProperty('goods');
    expect(cn).not.toHaveProperty('refund');
    const plain: TaxDocumentSnapshot = amountSnapshot(header('credit_note', order(PRICE)), {
      amountPaise: 10_000_00,
      items: [ring()],
      references: [invoice],
      paymentReference: 'rfnd_9',
      reason: 'Goodwill',
    });
    expect(plain).not.toHaveProperty('refunds');
    expect(plain.reason).toBe('Goodwill');
  });
});
