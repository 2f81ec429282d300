import type { GoldExchangeRow, TaxDocument, Tx } from '@kanak/db';
import { amountInWords, financialYear, OLD_GOLD_KIND_LABELS, PURITY_PER_MILLE, taxDocumentNumber, type TaxDocumentSnapshot, type TaxParty } from '@kanak/domain';
import { findContact } from '../payments/payments.repository.ts';
import { insertTaxDocument, nextSequence } from '../tax/tax.repository.ts';
import { oneLine, type Shop } from '../tax/tax-snapshot.ts';
import { voucherOf } from './gold-exchange.repository.ts';

/*
 * The purchase voucher of old gold bought from a customer (ARCHITECTURE §9 and §11, series PV/):
 * the lot by gross and net weight, the tested purity, the buy rate per gram, the deduction, the
 * value and how it was paid (store credit, the wallet entry's reference). No GST is charged; the
 * voucher names the request, as the shop's purchase of goods from an unregistered person has no order.
 */

const purityOf = (karat: keyof typeof PURITY_PER_MILLE) => `${karat.toUpperCase()}/${PURITY_PER_MILLE[karat]}`;

/** The snapshot the PDF prints, frozen at the credit. */
export function oldGoldVoucherSnapshot(
  h: { number: string; issuedAt: Date; shop: Shop; contact: { name: string; phone: string; email: string } | null },
  lot: GoldExchangeRow,
  payoutReference: string,
): TaxDocumentSnapshot {
  if (lot.testedKarat === null || lot.netWeightMg === null || lot.valuePaise === null || lot.ratePerGramPaise === null) {
    throw new Error(`gold exchange ${lot.id} is not valued`);
  }
  const a = lot.addressSnapshot;
  const seller: TaxParty = {
    name: oneLine(h.contact?.name || a?.recipient_name || 'Customer'),
    address: a ? [a.address, a.area, a.landmark, `${a.state} ${a.pincode}`].map((l) => oneLine(l ?? '')).filter(Boolean) : [],
    state: a?.state ?? h.shop.state,
    stateCode: h.shop.stateCode,
    gstin: null,
    phone: h.contact?.phone ?? a?.mobile ?? null,
    email: h.contact?.email ?? null,
  };
  const kinds = [...new Set(lot.items.map((i) => OLD_GOLD_KIND_LABELS[i.kind]))].join(', ');
  const valuePaise = lot.valuePaise;
  return {
    type: 'purchase_voucher',
    number: h.number,
    issuedAt: h.issuedAt.toISOString(),
    orderId: null,
    orderDate: null,
    goldExchangeId: lot.id,
    supplier: { name: h.shop.legalName, address: h.shop.address, state: h.shop.state, stateCode: h.shop.stateCode, gstin: h.shop.gstin },
    bisRegistration: h.shop.bisRegistration ?? null,
    buyer: seller,
    recipient: seller,
    // Bought over the counter or collected to the shop: the supply takes place at the shop.
    placeOfSupply: h.shop.state,
    placeOfSupplyCode: h.shop.stateCode,
    intraState: true,
    gstRatePercent: 0,
    lines: [],
    totals: { taxablePaise: valuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: valuePaise },
    references: [],
    purchase: {
      goods: [
        {
          description: `Old gold: ${kinds} (${lot.items.length} pc), tested ${lot.testedKarat.toUpperCase()}`,
          purity: purityOf(lot.testedKarat),
          grossWeightG: (lot.grossWeightMg ?? lot.netWeightMg) / 1000,
          netWeightG: lot.netWeightMg / 1000,
          ratePerGramPaise: lot.ratePerGramPaise,
          goldPaise: lot.grossValuePaise ?? valuePaise,
          diamondPaise: 0,
          stonesPaise: 0,
          deductionsPaise: lot.deductionPaise ?? 0,
          valuePaise,
        },
      ],
      payoutReference,
    },
    paymentReference: payoutReference,
    reason: `Old gold bought from the customer (request #${lot.id})`,
    notes: [
      `Old gold bought from the customer: the net weight found by the test (XRF) at the shop's buy rate per gram for the tested purity, less ${lot.deductionBasisPoints / 100}% for melting and refining. No GST is charged on this purchase.`,
      `Paid as store credit to the customer's Kanak wallet, reference ${payoutReference}.`,
    ],
    amountInWords: amountInWords(valuePaise),
  };
}

/** Issues the lot's voucher in the credit's transaction; the same one when issued before. */
export async function issueOldGoldVoucher(tx: Tx, shop: Shop, lot: GoldExchangeRow, payoutReference: string): Promise<TaxDocument> {
  const again = await voucherOf(tx, lot.id);
  if (again) return again;
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const sequence = await nextSequence(tx, 'purchase_voucher', fy);
  const number = taxDocumentNumber('purchase_voucher', fy, sequence);
  const contact = (await findContact(tx, lot.userId)) ?? null;
  const snapshot = oldGoldVoucherSnapshot({ number, issuedAt, shop, contact }, lot, payoutReference);
  return insertTaxDocument(tx, {
    orderId: null,
    goldExchangeId: lot.id,
    type: 'purchase_voucher',
    financialYear: fy,
    sequence,
    number,
    issuedAt,
    placeOfSupply: snapshot.placeOfSupply,
    taxablePaise: valuePaiseOf(snapshot),
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: valuePaiseOf(snapshot),
    snapshot,
  });
}

const valuePaiseOf = (s: TaxDocumentSnapshot) => s.totals.totalPaise;
