import type { AfterSaleRequestRow, Order as OrderRow, OrderItem as OrderItemRow } from '@kanak/db';
import { amountInWords, buybackEstimate, GOLD_COLOUR_LABELS, PURITY_LABELS, type PurchaseVoucherGoods, type RateCard, type TaxDocumentSnapshot } from '@kanak/domain';
import { lockedWeights } from '../orders/buyback.service.ts';
import { base, oneLine, type DocumentHeader } from './tax-snapshot.ts';

/*
 * The purchase voucher of a buyback (ARCHITECTURE §9 "Goods coming back have a document"): what
 * the shop bought back from its customer, per piece by gross and net weight, purity and the gold
 * rate per gram of the card its value was set on, the diamonds' and stones' values, the deductions
 * (the 3% processing, and any lower value found at inspection), the value paid and the payout's
 * reference. No GST is charged on it.
 */

/** Each piece bought back, valued by the buyback rules on `card` as the inspection valued it. */
export function purchaseGoods(order: OrderRow, items: OrderItemRow[], itemIds: number[], card: RateCard): PurchaseVoucherGoods[] {
  const weights = lockedWeights(items, order.finishedWeightMg, order.finishedDiamondWeightMct);
  return items
    .filter((i) => itemIds.includes(i.id))
    .map((row) => {
      const snap = row.productSnapshot;
      const w = weights(snap);
      const v = buybackEstimate(
        { ...w, isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, goldColour: row.goldColour, karat: row.karat, clarity: row.clarity, quantity: row.quantity },
        card,
      );
      const diamondCt = snap.isDiamond ? w.diamondWeightMct / 1000 : 0;
      const stonesCt = snap.stones.reduce((s, st) => s + st.weight, 0);
      const netMg = w.metalWeightMg * row.quantity;
      return {
        description: `${oneLine(snap.name)} (${GOLD_COLOUR_LABELS[row.goldColour]} ${row.karat.toUpperCase()}, ${row.quantity} pc)`,
        purity: PURITY_LABELS[row.karat],
        // Gross: metal, diamonds and stones (1 ct = 0.2 g); net: the metal alone.
        grossWeightG: Math.round(netMg + (diamondCt + stonesCt) * 200 * row.quantity) / 1000,
        netWeightG: netMg / 1000,
        ratePerGramPaise: card.gold[row.goldColour][row.karat],
        goldPaise: v.goldPaise,
        diamondPaise: v.diamondPaise,
        stonesPaise: v.stonesPaise,
        deductionsPaise: v.processingPaise,
        valuePaise: v.netPaise,
      };
    });
}

/** The voucher's snapshot: the goods, the value paid (less any lower value found at inspection), the payout. */
export function purchaseVoucherSnapshot(h: DocumentHeader, request: AfterSaleRequestRow, goods: PurchaseVoucherGoods[], payoutReference: string, paidPaise: number): TaxDocumentSnapshot {
  const rules = goods.reduce((s, g) => s + g.valuePaise, 0);
  return {
    ...base(h),
    gstRatePercent: 0,
    lines: [],
    totals: { taxablePaise: paidPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: paidPaise },
    references: [],
    purchase: { goods, payoutReference, inspectionDeductionPaise: Math.max(0, rules - paidPaise) },
    paymentReference: payoutReference,
    reason: `Buyback of ${goods.map((g) => g.description).join(', ')} (request #${request.id}, order #${request.orderId})`,
    notes: [
      'Old jewellery bought back from the customer under the shop’s buyback policy: gold at the rate per gram of the day’s card on its net weight, diamonds at 92% and gemstones at 80% of their value, less 3% processing. Making charges and GST are not paid back; no GST is charged on this purchase.',
      `Paid by bank transfer, reference ${payoutReference}.`,
    ],
    amountInWords: amountInWords(paidPaise),
  };
}
