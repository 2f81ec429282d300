import type { Karat } from './catalog.ts';
import type { IndianState } from './india.ts';
import { divideHalfUp } from './money.ts';

/** GST on jewellery (ARCHITECTURE §7): HSN 7113, purity as karat and fineness. */
export const HSN_JEWELLERY = '7113';
export const PURITY_LABELS: Record<Karat, string> = { '14k': '14K/585', '18k': '18K/750' };

/** The official two-digit GST state codes. */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

export function gstStateCode(state: string): string | null {
  return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

export function stateOfGstin(gstin: string): IndianState | null {
  const code = gstin.slice(0, 2);
  const found = (Object.entries(GST_STATE_CODES) as [IndianState, string][]).find(([, c]) => c === code);
  return found ? found[0] : null;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character from its first 14 (the mod-36 scheme GSTN publishes). */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = BASE36.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** State code, PAN, entity number, 'Z' and a matching check character. */
export function isValidGstin(value: string): boolean {
  const match = GSTIN_SHAPE.exec(value);
  if (!match || !Object.values(GST_STATE_CODES).includes(match[1] ?? '')) return false;
  return gstinCheckDigit(value.slice(0, 14)) === value.charAt(14);
}

/**
 * A Maharashtra GSTIN with a valid check character, for the demo shop outside production. Its PAN
 * (AAKFK1234L) is a firm's or LLP's, as the demo seller's name says: the fourth character is 'F'
 * (a company's would be 'C') and the fifth is the name's initial.
 */
export const DEMO_GSTIN = `27AAKFK1234L1Z${gstinCheckDigit('27AAKFK1234L1Z')}`;

/** GST on jewellery: 3%, as CGST 1.5% + SGST 1.5% within the shop's state, IGST 3% across states. */
export const GST_RATE_BASIS_POINTS = 300;

export interface GstComponents {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The tax on a taxable value (ARCHITECTURE §9): within the shop's state CGST and SGST are each
 * round-half-up(1.5% × taxable), elsewhere IGST is round-half-up(3% × taxable). Each component is
 * its rate of the taxable value to half a paisa; the paise a price differs by go to the round-off.
 */
export function taxOnTaxable(taxablePaise: number, intraState: boolean): GstComponents {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: divideHalfUp(taxablePaise * GST_RATE_BASIS_POINTS, 10_000) };
  const half = divideHalfUp(taxablePaise * GST_RATE_BASIS_POINTS, 20_000);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

export const taxOf = (c: GstComponents): number => c.cgstPaise + c.sgstPaise + c.igstPaise;

/**
 * A document's tax shared over its lines: the document's components are `taxOnTaxable` of its
 * whole taxable value, and each line takes its share by largest remainder, so the lines add up to
 * the document exactly and no line is a paisa further from its own rate than it must be.
 */
export function allocateTax(taxables: readonly number[], intraState: boolean): GstComponents[] {
  const total = taxOnTaxable(taxables.reduce((s, t) => s + t, 0), intraState);
  const out: GstComponents[] = taxables.map(() => ({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }));
  const denominator = intraState ? 20_000 : 10_000;
  for (const key of ['cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
    if (total[key] === 0) continue;
    const exact = taxables.map((t) => t * GST_RATE_BASIS_POINTS);
    let left = total[key];
    const floors = exact.map((e) => Math.floor(e / denominator));
    floors.forEach((f, i) => {
      const line = out[i];
      if (line) line[key] = f;
      left -= f;
    });
    const order = exact.map((e, i) => ({ i, rest: e % denominator })).sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) {
      const line = out[order[k]?.i ?? 0];
      if (line) line[key] += 1;
    }
  }
  return out;
}

/**
 * An amount that includes GST (an advance, a refund, a credit) split in the proportion of the
 * order's taxable value after every discount to its GST: the taxable value, its tax at the rate,
 * and the paise left over as the round-off (signed, within a paisa or two).
 */
export function splitInclusiveAmount(
  amountPaise: number,
  order: { taxablePaise: number; taxPaise: number },
  intraState: boolean,
): GstComponents & { taxablePaise: number; roundOffPaise: number } {
  const base = order.taxablePaise + order.taxPaise;
  // In BigInt: an amount times a taxable value (paise × paise) passes 2^53 on large orders.
  const taxablePaise = base === 0 ? amountPaise : Number((2n * BigInt(amountPaise) * BigInt(order.taxablePaise) + BigInt(base)) / (2n * BigInt(base)));
  const tax = order.taxPaise === 0 ? { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 } : taxOnTaxable(taxablePaise, intraState);
  return { taxablePaise, ...tax, roundOffPaise: amountPaise - taxablePaise - taxOf(tax) };
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (1 April – 31 March, India time) of an instant: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore, lakh, thousand. */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees One Lakh Two Thousand Three Hundred Forty-Five and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${indianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}
