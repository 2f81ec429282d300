import type { AfterSaleRequestRow } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { header, order, orderItem, aanyaRings, meherPendant } from '../../../test/tax-rows.ts';
import { purchaseGoods, purchaseVoucherSnapshot } from './purchase-voucher.ts';

/*
 * The purchase voucher of a buyback (ARCHITECTURE §9 "Goods coming back have a document"), stated
 * without a database (issue 37: purchase-voucher.ts): per piece bought back its gross and net weight,
 * purity, the gold rate per gram of the card it was valued on, the diamonds' and stones' values, the
 * 3% processing taken off and the value; the value paid, any lower value found at inspection, the
 * payout's reference; no GST.
 */

const ring = aanyaRings(false);
const pendant = meherPendant(true);
const chain = orderItem({
  id: 13,
  name: 'Noor Chain',
  goldPaise: 40_000_00,
  makingPaise: 5_000_00,
  gstPaise: 1_350_00,
  metalWeightMg: 7_500,
});
/** The rate card the value was set on (the fixture's: 18K yellow gold ₹5,350 a gram, VS-SI GH diamonds ₹55,000 a carat). */
const card = ring.ratesSnapshot;

const request = {
  id: 77,
  orderId: 501,
  kind: 'buyback',
  itemIds: [11, 12],
} as unknown as AfterSaleRequestRow;

describe('a buyback’s purchase voucher', () => {
  it('lists only the pieces bought back, each by weight, purity and the card’s rate per gram: gold on the net weight, diamonds at 92%, stones at 80%, less 3% processing', () => {
    const goods = purchaseGoods(order(126_175_00), [ring, pendant, chain], [11, 12], card);
    expect(goods).toEqual([
      {
        description: 'Aanya Ring (Yellow Gold 18K, 2 pc)',
        purity: '18K/750',
        // 10 g of metal and 2 × 0.5 ct of diamonds at 0.2 g a carat.
        grossWeightG: 10.2,
        netWeightG: 10,
        ratePerGramPaise: 5_350_00,
        goldPaise: 2 * 26_750_00,
        // 0.5 ct × ₹55,000 × 92%, for each of the two.
        diamondPaise: 2 * 25_300_00,
        stonesPaise: 0,
        deductionsPaise: 3_123_00,
        valuePaise: 104_100_00 - 3_123_00,
      },
      {
        description: 'Meher Pendant (Yellow Gold 18K, 1 pc)',
        purity: '18K/750',
        grossWeightG: 3.05,
        netWeightG: 3,
        ratePerGramPaise: 5_350_00,
        goldPaise: 16_050_00,
        // 80% of ₹2,500.33, half a paisa and less down.
        stonesPaise: 2_000_26,
        diamondPaise: 0,
        // 3% of ₹18,050.26 is ₹541.5078: ₹541.51.
        deductionsPaise: 541_51,
        valuePaise: 18_050_26 - 541_51,
      },
    ]);
  });

  it('weighs a piece as finished when the order recorded a finished weight', () => {
    // 17.5 g ordered (10 g of rings, 7.5 g of chain), 15.75 g finished: every piece 90%.
    const [r] = purchaseGoods(
      order(126_175_00, { finishedWeightMg: 15_750 }),
      [ring, chain],
      [11],
      card,
    );
    expect(r).toMatchObject({ netWeightG: 9, grossWeightG: 9.2, goldPaise: 2 * 24_075_00 });
  });

  it('pays the value set, no GST on it; a lower value found at inspection is shown as a deduction, and a paisa more is none', () => {
    const goods = purchaseGoods(order(126_175_00), [ring, pendant], [11, 12], card);
    const rules = rulesValue(goods);
    const h = header('purchase_voucher', order(126_175_00));
    const pv = purchaseVoucherSnapshot(h, request, goods, 'NEFT501', rules - 1_000_00);
    expect(pv).toMatchObject({
      type: 'purchase_voucher',
      gstRatePercent: 0,
      lines: [],
      references: [],
      totals: {
        taxablePaise: rules - 1_000_00,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        roundOffPaise: 0,
        totalPaise: rules - 1_000_00,
      },
      purchase: { goods, payoutReference: 'NEFT501', inspectionDeductionPaise: 1_000_00 },
      paymentReference: 'NEFT501',
      reason:
        'Buyback of Aanya Ring (Yellow Gold 18K, 2 pc), Meher Pendant (Yellow Gold 18K, 1 pc) (request #77, order #501)',
    });
    expect(pv.notes.join(' ')).toContain('no GST is charged on this purchase');
    expect(pv.notes).toContain('Paid by bank transfer, reference NEFT501.');
    expect(purchaseVoucherSnapshot(h, request, goods, 'NEFT501', 1_00_00).amountInWords).toBe(
      'Rupees One Hundred Only',
    );
    expect(
      purchaseVoucherSnapshot(h, request, goods, 'NEFT501', rules).purchase
        ?.inspectionDeductionPaise,
    ).toBe(0);
    expect(
      purchaseVoucherSnapshot(h, request, goods, 'NEFT501', rules + 1).purchase
        ?.inspectionDeductionPaise,
    ).toBe(0);
  });
});

/** What the buyback rules value the goods at: the sum of their values. */
function rulesValue(goods: { valuePaise: number }[]): number {
  return goods.reduce((s, g) => s + g.valuePaise, 0);
}
