import type { AfterSaleRequestRow, OrderItem as OrderItemRow } from '@kanak/db';
import { paiseToRupees, readableReference, type AfterSaleRequestView } from '@kanak/domain';
import type { OrderProductSnapshot } from '../orders/order-view.ts';

/** The money a completed request moved, and its reference. */
export interface Settled {
  type: 'refund' | 'payout' | 'store_credit';
  amountPaise: number;
  reference: string | null;
}

/** A request as the customer and the shop read it (ARCHITECTURE §7): rupees, ISO times. */
export function toAfterSaleView(row: AfterSaleRequestRow, orderItems: OrderItemRow[], settled: Settled | null, apiBase = '/api'): AfterSaleRequestView {
  const chosen = orderItems.filter((i) => row.itemIds.includes(i.id));
  const v = row.value;
  return {
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    details: row.details,
    items: chosen.map((i) => {
      const snap = i.productSnapshot as OrderProductSnapshot;
      const images = snap.imagesByColour?.[i.goldColour] ?? snap.images;
      return { order_item_id: i.id, name: snap.name, product_code: snap.productCode, quantity: i.quantity, image: images[0] ?? null };
    }),
    media: row.media.map((m, n) => ({ kind: m.kind, url: `${apiBase}/after-sale/${row.id}/media/${n}` })),
    value: v
      ? {
          amount: paiseToRupees(v.amountPaise),
          gold_value: paiseToRupees(v.goldPaise),
          diamond_value: paiseToRupees(v.diamondPaise),
          gemstone_value: paiseToRupees(v.stonesPaise),
          processing_charge: paiseToRupees(v.processingPaise),
          rates_date: v.ratesDate,
          final: row.steps.some((s) => s.status === 'inspected'),
          rules_amount: paiseToRupees(v.rulesPaise ?? v.amountPaise),
        }
      : null,
    settlement: settled ? { type: settled.type, amount: paiseToRupees(settled.amountPaise), reference: readableReference(settled.reference) } : null,
    steps: row.steps.map((s) => ({ status: s.status, note: s.note, at: s.at })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
