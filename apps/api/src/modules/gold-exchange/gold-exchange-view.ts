import type { GoldExchangeRow, TaxDocument } from '@kanak/db';
import { mgToGrams, paiseToRupees, type GoldExchangeView } from '@kanak/domain';

/** A lot as the API answers it: grams and rupees; links under the customer's or the shop's path. */
export function toGoldExchangeView(row: GoldExchangeRow, voucher: TaxDocument | undefined, base: '/api' | '/api/admin'): GoldExchangeView {
  const a = row.addressSnapshot;
  const path = `${base}/gold-exchange/${row.id}`;
  return {
    id: row.id,
    status: row.status,
    handover: row.handover,
    items: row.items.map((i) => ({ kind: i.kind, karat: i.karat, approx_weight_g: mgToGrams(i.approxWeightMg) })),
    estimate: paiseToRupees(row.estimatePaise),
    estimate_deduction: paiseToRupees(row.estimateDeductionPaise),
    deduction_percent: row.deductionBasisPoints / 100,
    address: a ? { recipient_name: a.recipient_name, lines: [a.address, a.area, a.landmark, a.state].filter(Boolean), pincode: a.pincode } : null,
    photos: row.photos.map((_, n) => ({ url: `${path}/photos/${n}` })),
    tested_karat: row.testedKarat,
    net_weight_g: row.netWeightMg === null ? null : mgToGrams(row.netWeightMg),
    gross_weight_g: row.grossWeightMg === null ? null : mgToGrams(row.grossWeightMg),
    valuation:
      row.valuedAt && row.valuePaise !== null
        ? {
            rate_per_gram: paiseToRupees(row.ratePerGramPaise ?? 0),
            gross_value: paiseToRupees(row.grossValuePaise ?? 0),
            deduction: paiseToRupees(row.deductionPaise ?? 0),
            value: paiseToRupees(row.valuePaise),
            valued_at: row.valuedAt.toISOString(),
          }
        : null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    credited_at: row.creditedAt?.toISOString() ?? null,
    voucher: voucher ? { number: voucher.number, url: `${path}/voucher.pdf` } : null,
    steps: row.steps.map((s) => ({ status: s.status, note: s.note, at: s.at })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
