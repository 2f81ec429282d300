import type { Order as OrderRow, OrderItem as OrderItemRow, Payment, ProductSnapshot } from '@kanak/db';
import {
  addWorkingDays,
  DEFAULT_DESIGN_ROUNDS,
  deliveryBy,
  designWaitNote,
  type Design,
  type OrderPhoto,
  paiseToRupees,
  refundExpectedBy,
  trackingUrl,
  type LedgerEntryView,
  type Order,
  type OrderItem,
  type RazorResponse,
} from '@kanak/domain';
import type { LedgerRows } from '../payments/ledger.repository.ts';
import { ledgerOf, moneyOf, type LedgerLine } from '../payments/order-money.ts';
import { discountParts, finishedMetalWeight, finishedWeightView, offerOf, orderDiscount } from './order-price-view.ts';

/** What an order line locks of its product beyond the shared snapshot: images per gold colour. */
export interface OrderProductSnapshot extends ProductSnapshot {
  imagesByColour?: OrderItem['images'];
  /** The offer that priced the line when it was locked (its code, if it came from one). */
  offer?: { title: string; code: string | null } | null;
}

function itemView(row: OrderItemRow, order: OrderRow, rows: OrderItemRow[]): OrderItem {
  const snap = row.productSnapshot as OrderProductSnapshot;
  const b = row.breakdown;
  return {
    id: row.id,
    product_id: row.productId,
    name: snap.name,
    images: snap.imagesByColour ?? { rose_gold: snap.images, white_gold: snap.images, yellow_gold: snap.images },
    quantity: row.quantity,
    gold_type: row.goldColour,
    gold_carat: row.karat,
    diamond_clarity: row.clarity,
    ring_size: row.ringSize,
    metal_weight: snap.metalWeightMg / 1000,
    diamond_weight: snap.diamondWeightMct / 1000,
    unit_price: paiseToRupees(row.unitTotalPaise),
    line_total: paiseToRupees(row.lineTotalPaise),
    huids: row.huids,
    breakdown: {
      gold_price: paiseToRupees(b.goldPaise),
      diamond_price: paiseToRupees(b.diamondPaise),
      stones_price: paiseToRupees(b.stonesPaise),
      making_charge: paiseToRupees(b.makingPaise),
      gst_amount: paiseToRupees(b.gstPaise),
      ...discountParts(row),
    },
    offer: offerOf(row),
    finished_metal_weight: finishedMetalWeight(order, rows, row),
  };
}

const documentUrl = (orderId: number, kind: 'pan' | 'other_document', documentId: number | null) =>
  documentId === null ? null : `/api/orders/${orderId}/documents/${kind}`;

function ledgerLineView(line: LedgerLine, holidays: readonly string[]): LedgerEntryView {
  return {
    kind: line.kind,
    amount: paiseToRupees(line.amountPaise),
    status: line.status,
    reference: line.reference,
    created_at: line.at.toISOString(),
    expected_by: line.kind === 'refund' && line.status !== 'failed' ? refundExpectedBy(line.processedAt ?? line.at, holidays) : null,
    note: line.note,
  };
}

/**
 * When the advance was paid in full: the money in on it reached the advance the customer chose
 * (settle.ts moves the order into production then). An advance paid partly from store credit is
 * not paid until the rest comes in; null until then.
 */
function advancePaidAt(ledger: LedgerLine[], advancePaise: number): Date | null {
  let paid = 0;
  for (const line of ledger) {
    if (line.kind !== 'advance') continue; // money in is in the ledger once paid (ledgerOf)
    paid += line.amountPaise;
    if (paid >= advancePaise) return line.at;
  }
  return null;
}

/** The design rounds and bench photos of an order (ARCHITECTURE §10), as the order read shows them. */
export interface WorkshopView {
  designs: Design[];
  photos: OrderPhoto[];
  roundsMax: number;
}
const NO_WORKSHOP: WorkshopView = { designs: [], photos: [], roundsMax: DEFAULT_DESIGN_ROUNDS };

/**
 * An order as SPEC §3 describes it, plus status, stage, the locked items (ARCHITECTURE §5) and its
 * money from the ledger (§7). The spec's payment fields are read from the ledger too.
 */
export function toOrderView(
  row: OrderRow,
  itemRows: OrderItemRow[],
  ledgerRows: LedgerRows,
  holidays: readonly string[],
  workshop: WorkshopView = NO_WORKSHOP,
): Order {
  const items = itemRows.map((r) => itemView(r, row, itemRows));
  const a = row.addressSnapshot;
  const ledger = ledgerOf(ledgerRows);
  const money = moneyOf(row, ledgerRows);
  const advancePaid = advancePaidAt(ledger, row.firstPaymentPaise);
  const later = ledger.filter((l) => (l.kind === 'balance' || l.kind === 'supplement') && l.status === 'paid');
  // What is still due on the order (ARCHITECTURE §9): the balance after the advance until it is
  // paid, then the ledger's due, 0 once paid, cancelled, expired or returned.
  const balance = row.status === 'pending_advance' ? Math.max(0, row.totalPaise - row.firstPaymentPaise) : money.duePaise;
  // The promise moves by the working days the order waited on the customer's design answers.
  const waited = workshop.designs.reduce((sum, d) => sum + d.waited_working_days, 0);
  return {
    id: row.id,
    status: row.status,
    production_stage: row.productionStage,
    cart_ids: itemRows.map((i) => i.cartItemId ?? i.id),
    address_id: row.addressId,
    total_price: paiseToRupees(row.totalPaise),
    first_payment_amount: paiseToRupees(row.firstPaymentPaise),
    first_payment_amount_status: row.firstPaymentAmountStatus,
    first_payment_msg: row.firstPaymentMsg,
    first_payment_transaction_id: row.firstPaymentTransactionId,
    balance_amount: paiseToRupees(balance),
    second_payment_transaction_id: row.secondPaymentTransactionId,
    second_payment_amount: later.length === 0 ? null : paiseToRupees(later.reduce((sum, l) => sum + l.amountPaise, 0)),
    second_payment_amount_status: row.secondPaymentAmountStatus,
    second_payment_msg: row.secondPaymentMsg,
    order_message: row.orderMessage,
    cancel_reason: row.cancelReason,
    pan_image: documentUrl(row.id, 'pan', row.panDocumentId),
    other_document_image: documentUrl(row.id, 'other_document', row.otherDocumentId),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    address: {
      recipient_name: a.recipient_name,
      address: a.address,
      area: a.area,
      state: a.state,
      pincode: a.pincode,
      mobile: a.mobile,
      landmark: a.landmark,
    },
    shipment:
      row.trackingNumber || row.dispatchedAt
        ? {
            courier: row.courier,
            tracking_number: row.trackingNumber,
            dispatched_at: row.dispatchedAt?.toISOString() ?? null,
            delivered_at: row.deliveredAt?.toISOString() ?? null,
            tracking_url: trackingUrl(row.courier, row.trackingNumber),
          }
        : null,
    amount_paid: paiseToRupees(money.paidPaise),
    amount_refunded: paiseToRupees(money.refundedPaise),
    amount_due: paiseToRupees(money.duePaise),
    ledger: ledger.map((line) => ledgerLineView(line, holidays)),
    delivery_by: advancePaid ? addWorkingDays(deliveryBy(advancePaid, holidays), waited, holidays) : null,
    design_wait_working_days: waited,
    delivery_note: designWaitNote(waited),
    designs: workshop.designs,
    design_rounds_max: workshop.roundsMax,
    photos: workshop.photos,
    items,
    cart_items: items.map((item, i) => ({
      id: itemRows[i]?.cartItemId ?? item.id,
      product_id: item.product_id,
      product: {
        id: item.product_id,
        name: item.name,
        images: item.images[item.gold_type],
        product_pink_images: item.images.rose_gold,
        product_white_images: item.images.white_gold,
        product_yellow_images: item.images.yellow_gold,
        metal_weight: item.metal_weight,
        diamond_weight: item.diamond_weight,
      },
      quantity: item.quantity,
      gold_type: item.gold_type,
      gold_carat: item.gold_carat,
      diamond_clarity: item.diamond_clarity,
      ring_size: item.ring_size,
      totalPrice: item.line_total,
    })),
    discount: orderDiscount(itemRows),
    finished_weight: finishedWeightView(row, itemRows),
  };
}

/** A stored provider order as the payment widget needs it (amount in paise). */
export function toRazorResponse(payment: Pick<Payment, 'providerOrderId' | 'amountPaise' | 'currency'>): RazorResponse {
  return { id: payment.providerOrderId, amount: payment.amountPaise, currency: payment.currency };
}
