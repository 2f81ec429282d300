import type { Order as OrderRow, OrderItem as OrderItemRow, TaxDocument } from '@kanak/db';
import type { RateCard, TaxDocumentSnapshot, TaxDocumentType } from '@kanak/domain';
import type { DocumentHeader, Shop } from '../src/modules/tax/tax-snapshot.ts';

/*
 * Rows as the database holds them, for the tax rules stated without a database
 * (tax-snapshot-rules.test.ts, credit-note-rules.test.ts). Amounts in paise, weights in mg and mct.
 */

/** The shop: registered in Maharashtra (27). */
export const shop: Shop = {
  legalName: 'Kanak Jewellers Private Limited',
  address: ['14 Zaveri Bazaar', 'Mumbai 400002'],
  gstin: '27AAACK1234F1Z5',
  state: 'Maharashtra',
  stateCode: '27',
};

const card: RateCard = {
  gold: {
    rose_gold: { '14k': 4_200_00, '18k': 5_400_00 },
    white_gold: { '14k': 4_250_00, '18k': 5_450_00 },
    yellow_gold: { '14k': 4_150_00, '18k': 5_350_00 },
  },
  diamond: {
    'IF-VVS EF': 90_000_00,
    'VVS-VS FG': 70_000_00,
    'VS-SI GH': 55_000_00,
    'SI-I IJ': 40_000_00,
  },
};

export interface LineValues {
  id: number;
  name?: string;
  quantity?: number;
  goldPaise: number;
  diamondPaise?: number;
  stonesPaise?: number;
  makingPaise: number;
  makingDiscountPaise?: number;
  diamondDiscountPaise?: number;
  gstPaise: number;
  metalWeightMg: number;
  diamondWeightMct?: number;
  stones?: { name: string; weight: number }[];
}

/** An order line as locked at checkout: its breakdown per piece, its product as it was. */
export function orderItem(v: LineValues): OrderItemRow {
  const q = v.quantity ?? 1;
  const diamond = (v.diamondWeightMct ?? 0) > 0;
  const unit =
    v.goldPaise +
    (v.diamondPaise ?? 0) +
    (v.stonesPaise ?? 0) +
    v.makingPaise -
    (v.makingDiscountPaise ?? 0) -
    (v.diamondDiscountPaise ?? 0) +
    v.gstPaise;
  return {
    id: v.id,
    orderId: 501,
    productId: v.id,
    cartItemId: null,
    quantity: q,
    goldColour: 'yellow_gold',
    karat: '18k',
    clarity: 'VS-SI GH',
    ringSize: null,
    productSnapshot: {
      name: v.name ?? `Piece ${v.id}`,
      productCode: `KJ-${v.id}`,
      images: [],
      categoryId: 1,
      metalWeightMg: v.metalWeightMg,
      diamondWeightMct: v.diamondWeightMct ?? 0,
      diamondCount: diamond ? 12 : 0,
      isDiamond: diamond,
      stones: (v.stones ?? []).map((s) => ({ ...s })),
      stonesPaise: v.stonesPaise ?? 0,
      makingCharge: 0.8,
      gstPercent: 3,
    },
    ratesSnapshot: card,
    breakdown: {
      goldPaise: v.goldPaise,
      diamondPaise: v.diamondPaise ?? 0,
      stonesPaise: v.stonesPaise ?? 0,
      makingPaise: v.makingPaise,
      gstPaise: v.gstPaise,
      unitTotalPaise: unit,
      quantity: q,
      lineTotalPaise: unit * q,
      ...(v.makingDiscountPaise !== undefined
        ? { makingDiscountPaise: v.makingDiscountPaise }
        : {}),
      ...(v.diamondDiscountPaise !== undefined
        ? { diamondDiscountPaise: v.diamondDiscountPaise }
        : {}),
    },
    unitTotalPaise: unit,
    lineTotalPaise: unit * q,
    huids: [],
  } as unknown as OrderItemRow;
}

/** Order 501 delivered to `state`, for `totalPaise`. */
export function order(
  totalPaise: number,
  extra: Partial<OrderRow> & { state?: string; pincode?: string } = {},
): OrderRow {
  const { state = 'Karnataka', pincode = '560001', ...rest } = extra;
  return {
    id: 501,
    userId: 7,
    addressId: 3,
    addressSnapshot: {
      recipient_name: 'Asha Rao',
      landmark: 'Near the temple',
      mobile: '9876543210',
      pincode,
      state,
      area: 'Jayanagar',
      address: '12 4th Block',
    },
    status: 'delivered',
    totalPaise,
    firstPaymentPaise: Math.round(totalPaise * 0.71),
    finishedWeightMg: null,
    finishedDiamondWeightMct: null,
    buyerGstin: null,
    buyerLegalName: null,
    billingAddress: null,
    createdAt: new Date('2026-11-02T05:30:00Z'),
    ...rest,
  } as unknown as OrderRow;
}

export const contact = { email: 'asha@example.in', phone: '9000000001', name: 'Asha Rao' };

export function header(
  type: TaxDocumentType,
  o: OrderRow,
  extra: Partial<DocumentHeader> = {},
): DocumentHeader {
  return {
    type,
    number: `X/2026-27/0001`,
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    shop,
    order: o,
    contact,
    ...extra,
  };
}

/** A stored document with its amounts; its snapshot holds what the rules read (intra-state, lines). */
export function storedDocument(
  id: number,
  type: TaxDocumentType,
  amounts: {
    taxablePaise?: number;
    cgstPaise?: number;
    sgstPaise?: number;
    igstPaise?: number;
    totalPaise: number;
  },
  snapshot: Partial<TaxDocumentSnapshot> = {},
): TaxDocument {
  return {
    id,
    orderId: 501,
    type,
    financialYear: '2026-27',
    sequence: id,
    number: `${type === 'tax_invoice' ? 'INV' : type === 'credit_note' ? 'CN' : type === 'refund_voucher' ? 'RF' : 'RV'}/2026-27/${String(id).padStart(4, '0')}`,
    issuedAt: new Date(Date.UTC(2026, 10, 20, 10, id)),
    paymentId: null,
    refundId: null,
    afterSaleRequestId: null,
    goldExchangeId: null,
    planInstalmentId: null,
    planEnrolmentId: null,
    placeOfSupply: 'Karnataka',
    taxablePaise: amounts.taxablePaise ?? 0,
    cgstPaise: amounts.cgstPaise ?? 0,
    sgstPaise: amounts.sgstPaise ?? 0,
    igstPaise: amounts.igstPaise ?? 0,
    totalPaise: amounts.totalPaise,
    snapshot: { intraState: false, lines: [], references: [], ...snapshot } as TaxDocumentSnapshot,
  } as TaxDocument;
}

/** Tax as a chartered accountant computes it on a taxable value: 1.5% + 1.5% or 3%, each rounded half up. */
export function taxAtRate(
  taxablePaise: number,
  intraState: boolean,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (intraState) {
    const half = Math.floor((taxablePaise * 15) / 1000 + 0.5);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: Math.floor((taxablePaise * 3) / 100 + 0.5) };
}

/** Two Aanya diamond rings; `cut`: under a 25%-making / 10%-diamond offer (the tax files' common line). */
export const aanyaRings = (cut: boolean) =>
  orderItem({
    id: 11,
    name: 'Aanya Ring',
    quantity: 2,
    goldPaise: 30_000_00,
    diamondPaise: 15_000_00,
    makingPaise: 6_000_00,
    ...(cut ? { makingDiscountPaise: 1_500_00, diamondDiscountPaise: 1_500_00, gstPaise: 1_440_00 } : { gstPaise: 1_530_00 }),
    metalWeightMg: 5_000,
    diamondWeightMct: 500,
  });

/** A Meher pendant with ₹2,500.33 of stones, named as a ruby when `ruby`. */
export const meherPendant = (ruby: boolean) =>
  orderItem({
    id: 12,
    name: 'Meher Pendant',
    goldPaise: 20_000_00,
    stonesPaise: 2_500_33,
    makingPaise: 4_000_00,
    gstPaise: 795_01,
    metalWeightMg: 3_000,
    ...(ruby ? { stones: [{ name: 'Ruby', weight: 0.25 }] } : {}),
  });

/** One printed line of a tax document: the Aanya ring at 14K rose, 3 g net, 0.25 ct, taxed in-state. */
export const ringLine = {
  description: 'Aanya Solitaire Ring',
  productCode: 'T-RG-1',
  hsn: '7113',
  purity: '14K/585',
  metal: 'Rose Gold 14K',
  grossWeightG: 3.05,
  netWeightG: 3,
  diamondCarats: 0.25,
  diamondClarity: 'SI-I IJ',
  stones: null,
  huids: ['HU1234'],
  quantity: 1,
  goldPaise: 1_404_000,
  diamondPaise: 1_125_000,
  stonesPaise: 0,
  makingPaise: 1_200_000,
  taxablePaise: 3_729_000,
  cgstPaise: 55_935,
  sgstPaise: 55_935,
  igstPaise: 0,
  totalPaise: 3_840_870,
};
