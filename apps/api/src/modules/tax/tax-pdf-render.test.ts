/**
 * The PDF of a snapshot as it is frozen (ARCHITECTURE §9): a negative round-off printed signed,
 * "(−) ₹0.12", never "₹-0.12"; documents issued before bill-to still print their recipient.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_GSTIN, type TaxDocumentSnapshot } from '@kanak/domain';
import { writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPoppler, pdfsig, pdftotext } from '../../../test/poppler.ts';
import { ringLine } from '../../../test/tax-rows.ts';
import { demoCertificate } from '../../providers/signing/certificate.ts';
import { renderTaxDocumentPdf } from './tax-pdf.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kanak-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const signing = () => ({ certificate: demoCertificate(dir, 'Kanak Fine Jewellery LLP'), signatory: 'Meera Shah', signedAt: new Date('2026-11-27T05:00:00Z') });

const party = { name: 'Asha Rao', address: ['12 Sheikh Memon Street', 'Maharashtra 400002'], state: 'Maharashtra', stateCode: '27', gstin: '27AAPFU0939F1ZV', phone: '9876543210' };
/** An invoice as documents were frozen before issue 36: no buyer, no rate per gram, no discount field. */
const invoice: TaxDocumentSnapshot = {
  type: 'tax_invoice',
  number: 'INV/26-27/000042',
  issuedAt: '2026-11-20T06:00:00.000Z',
  orderId: 42,
  orderDate: '2026-11-01T06:00:00.000Z',
  supplier: { name: 'Kanak Fine Jewellery LLP', address: ['Zaveri Bazaar', 'Mumbai 400002'], state: 'Maharashtra', stateCode: '27', gstin: DEMO_GSTIN },
  recipient: party,
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
  intraState: true,
  gstRatePercent: 3,
  lines: [ringLine],
  totals: { taxablePaise: 3_729_000, cgstPaise: 55_935, sgstPaise: 55_935, igstPaise: 0, roundOffPaise: -70, totalPaise: 3_840_800 },
  references: [],
  notes: [],
  amountInWords: 'Rupees Thirty-Eight Thousand Four Hundred Eight Only',
};

describe.skipIf(!hasPoppler)('a frozen snapshot on paper', () => {
  it('prints a negative round-off as (−) ₹0.70, and is signed', async () => {
    const pdf = await renderTaxDocumentPdf(invoice, signing());
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Round off \(−\) ₹ ?0\.70/);
    expect(text).not.toContain('-0.70');
    expect(await pdfsig(pdf)).toContain('Signature is Valid.');
  });

  it('bills the recipient of a document issued before bill-to, with its GSTIN, and ships to them', async () => {
    const text = (await pdftotext(await renderTaxDocumentPdf(invoice, signing(), 'duplicate'))).replace(/\s+/g, ' ');
    expect(text).toContain('BILL TO SHIP TO');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('DUPLICATE FOR SUPPLIER');
    // No rate per gram was frozen: a dash, not a made-up figure.
    expect(text).toMatch(/1 — 14,040\.00/);
  });
});

/** A buyback's purchase voucher (ARCHITECTURE §9): what the shop bought, by weight, purity and rate. */
const purchase: TaxDocumentSnapshot = {
  ...invoice,
  type: 'purchase_voucher',
  number: 'PV/26-27/000003',
  lines: [],
  totals: { taxablePaise: 1_640_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: 1_640_000 },
  purchase: {
    goods: [{ description: 'Aanya Solitaire Ring (T-RG-1)', purity: '14K/585', grossWeightG: 3.05, netWeightG: 3, ratePerGramPaise: 468_000, goldPaise: 1_404_000, diamondPaise: 450_000, stonesPaise: 0, deductionsPaise: 204_000, valuePaise: 1_650_000 }],
    payoutReference: 'rfnd_buyback_42',
    // Typed loosely: the field is new in the snapshot type.
    inspectionDeductionPaise: 10_000,
  } as TaxDocumentSnapshot['purchase'],
  reason: 'Buyback of the piece of invoice INV/26-27/000042',
  amountInWords: 'Rupees Sixteen Thousand Four Hundred Only',
};

describe.skipIf(!hasPoppler)('a purchase voucher on paper', () => {
  it('prints the goods bought back with weights, purity, rate per gram, deductions, value and the payout, and no ship-to', async () => {
    const pdf = await renderTaxDocumentPdf(purchase, signing(), 'duplicate');
    if (process.env.KANAK_PDF_OUT) await writeFile(path.join(process.env.KANAK_PDF_OUT, 'purchase-voucher.pdf'), pdf);
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('PURCHASE VOUCHER');
    expect(text).toContain('BOUGHT FROM');
    expect(text).not.toContain('SHIP TO');
    expect(text).toMatch(/14K\/585 3\.050 3\.000 4,680\.00 14,040\.00 4,500\.00 0\.00 \(−\) 2,040\.00 16,500\.00/);
    expect(text).toContain('rfnd_buyback_42');
    expect(text).toContain('Buyback of the piece of invoice INV/26-27/000042');
    expect(text).toMatch(/Value by the rules ₹ ?16,500\.00/);
    expect(text).toMatch(/Less at inspection \(−\) ₹ ?100\.00/);
    expect(text).toMatch(/Value paid ₹ ?16,400\.00/);
  });
});
