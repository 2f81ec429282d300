/**
 * What a tax document prints of a snapshot frozen before the address book refused control
 * characters (issue 35 item 7): every party's name, address line and state, every line's and
 * good's description and stones, and the reason each print on one line, so no text prints a line of
 * its own (a fake GSTIN under the recipient); an address line left empty is not printed; what the
 * snapshot does not have stays absent; amounts, GSTINs and numbers are as frozen.
 */
import { DEMO_GSTIN, type TaxDocumentSnapshot } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

const FAKE = 'Asha Rao\nGSTIN: 29AAGCB7383J1Z4';
const party = (name: string) => ({
  name,
  address: ['12 MG Road\r\nSecond Cross', '\n', 'Indiranagar\u2028GSTIN 29AAGCB7383J1Z4'],
  state: 'Karnataka\n',
  stateCode: '29',
  gstin: null,
  phone: '9876543210',
});
const line = {
  description: 'Aanya\nSolitaire Ring',
  productCode: 'T-RG-1',
  hsn: '7113',
  purity: '14K/585',
  metal: 'Rose Gold 14K',
  grossWeightG: 3.05,
  netWeightG: 3,
  diamondCarats: 0.25,
  diamondClarity: 'SI-I IJ',
  stones: 'Ruby 0.5 ct\nGSTIN 29AAGCB7383J1Z4',
  huids: ['HU1234'],
  quantity: 1,
  goldPaise: 1_404_000,
  diamondPaise: 1_125_000,
  stonesPaise: 10_000,
  makingPaise: 1_200_000,
  taxablePaise: 3_739_000,
  cgstPaise: 56_085,
  sgstPaise: 56_085,
  igstPaise: 0,
  totalPaise: 3_851_170,
};
const frozen: TaxDocumentSnapshot = {
  type: 'tax_invoice',
  number: 'INV/26-27/000042',
  issuedAt: '2026-11-20T06:00:00.000Z',
  orderId: 42,
  orderDate: '2026-11-01T06:00:00.000Z',
  supplier: {
    name: 'Kanak Fine\tJewellery LLP',
    address: ['Zaveri Bazaar\n', 'Mumbai 400002'],
    state: 'Maharashtra',
    stateCode: '27',
    gstin: DEMO_GSTIN,
  },
  recipient: party(FAKE),
  placeOfSupply: 'Karnataka',
  placeOfSupplyCode: '29',
  intraState: false,
  gstRatePercent: 3,
  lines: [line, { ...line, description: 'Noor Band', stones: null }],
  totals: {
    taxablePaise: 7_478_000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 224_340,
    roundOffPaise: -40,
    totalPaise: 7_702_300,
  },
  references: [],
  notes: [],
  amountInWords: 'Rupees in words',
};

const oneLine = (text: string) => !/[\p{Cc}\u2028\u2029]/u.test(text);

describe('a frozen snapshot on paper', () => {
  it('prints every party text on one line, drops an address line left empty, keeps the GSTIN and state code', () => {
    const p = printable({
      ...frozen,
      buyer: { ...party('Umang\r\nOrnaments LLP'), gstin: '29AAGCB7383J1Z4' },
    });
    expect(p.recipient).toEqual({
      name: 'Asha Rao GSTIN: 29AAGCB7383J1Z4',
      address: ['12 MG Road Second Cross', 'Indiranagar GSTIN 29AAGCB7383J1Z4'],
      state: 'Karnataka',
      stateCode: '29',
      gstin: null,
      phone: '9876543210',
    });
    expect(p.buyer).toMatchObject({
      name: 'Umang Ornaments LLP',
      address: ['12 MG Road Second Cross', 'Indiranagar GSTIN 29AAGCB7383J1Z4'],
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
    });
    expect(p.supplier).toEqual({
      ...frozen.supplier,
      name: 'Kanak Fine Jewellery LLP',
      address: ['Zaveri Bazaar', 'Mumbai 400002'],
    });
  });

  it('prints each piece’s description and stones on one line; a piece without stones still has none', () => {
    const p = printable(frozen);
    expect(p.lines.map((l) => [l.description, l.stones])).toEqual([
      ['Aanya Solitaire Ring', 'Ruby 0.5 ct GSTIN 29AAGCB7383J1Z4'],
      ['Noor Band', null],
    ]);
    // Amounts, weights and codes as frozen.
    expect(p.lines.map(({ description: _d, stones: _s, ...rest }) => rest)).toEqual(
      frozen.lines.map(({ description: _d, stones: _s, ...rest }) => rest),
    );
    expect(p.totals).toEqual(frozen.totals);
    expect(p.number).toBe(frozen.number);
  });

  it('prints a voucher’s goods and its reason on one line', () => {
    const voucher: TaxDocumentSnapshot = {
      ...frozen,
      type: 'receipt_voucher',
      lines: [],
      goods: [
        {
          description: 'Aanya\nSolitaire Ring',
          productCode: 'T-RG-1',
          hsn: '7113',
          metal: 'Rose Gold 14K',
          purity: '14K/585',
          quantity: 2,
        },
      ],
      reason: 'Buyback of\r\nthe piece',
    };
    const p = printable(voucher);
    expect(p.goods).toEqual([
      {
        description: 'Aanya Solitaire Ring',
        productCode: 'T-RG-1',
        hsn: '7113',
        metal: 'Rose Gold 14K',
        purity: '14K/585',
        quantity: 2,
      },
    ]);
    expect(p.reason).toBe('Buyback of the piece');
  });

  it('adds nothing the snapshot does not have: no buyer, goods or reason', () => {
    const p = printable(frozen);
    expect('buyer' in p).toBe(false);
    expect('goods' in p).toBe(false);
    expect('reason' in p).toBe(false);
    for (const text of [
      p.recipient.name,
      ...p.recipient.address,
      p.recipient.state,
      ...p.lines.map((l) => l.description),
    ])
      expect(oneLine(text), text).toBe(true);
  });
});
