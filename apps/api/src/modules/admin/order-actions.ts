import type { Order as OrderRow, Tx } from '@kanak/db';
import {
  canTransition,
  jobNumber,
  MESSAGES,
  ORDER_MESSAGES,
  priceOf,
  toThousandths,
  WEIGHT_VARIATION_PERCENT,
  type DispatchRequest,
  type ProductionStage,
  cannotCancelMessage,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { OrderProductSnapshot } from '../orders/order-view.ts';
import { moveOrder } from '../orders/order-status.repository.ts';
import { itemsOf, lockOrder } from '../orders/orders.repository.ts';
import { ledgerRowsOfOrder, supersedeOpenPayments } from '../payments/ledger.repository.ts';
import { notifyCustomer } from '../payments/notifications.ts';
import { moneyOf } from '../payments/order-money.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { settleOrder } from '../payments/settle.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { tellCustomer } from './order-notifications.ts';
import { issueTaxInvoice } from '../tax/tax.service.ts';
import { listJobs } from '../workshop/jobs.repository.ts';
import { dispatchPieceMetal, finishedWeightReason } from '../workshop/order-metal.ts';
import { assertDesignAllows } from '../workshop/designs.service.ts';
import { updateOrder as update, updateOrderItem } from './orders.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>;

/** Runs `change` on the locked order row; 404 when it does not exist. Refunds it decided are sent after the commit. */
async function withLockedOrder(deps: Deps, orderId: number, change: (tx: Tx, order: OrderRow) => Promise<number[] | void>): Promise<void> {
  const refundIds = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return change(tx, order);
  });
  if (refundIds && refundIds.length > 0) await sendDueRefunds(deps, refundIds);
}

/** The piece is still being made: in production, or already paid in full ahead of finishing. */
const inMaking = (order: OrderRow) => order.status === 'in_production' || order.status === 'balance_paid';

/** Moves an order being made to any stage (an admin may step back to redo a stage); logged. */
export async function setStage(deps: Deps, actor: Actor, orderId: number, stage: ProductionStage): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!inMaking(current)) throw new HttpError(409, MESSAGES.admin.notInProduction);
    // Production waits for the customer's approval of the latest design (ARCHITECTURE §10).
    await assertDesignAllows(tx, orderId, stage);
    await audit(tx, actor, 'order_stage', 'order', orderId, { from: current.productionStage, to: stage });
    const updated = await update(tx, orderId, { productionStage: stage });
    await tellCustomer(tx, updated, { kind: 'stage' });
  });
}

/** |finished − ordered| ≤ 2% of ordered (SPEC §9 policies), in integer arithmetic. */
const withinVariation = (finished: number, ordered: number) => Math.abs(finished - ordered) * 100 <= ordered * WEIGHT_VARIATION_PERCENT;

/**
 * Records the finished weight of the whole order (grams of metal, optionally carats of diamond).
 * Each piece's weight is the ordered one scaled by finished / ordered; every line is re-priced by
 * the one price function on its LOCKED rates (ARCHITECTURE §4 price lock). Any provider order open
 * for the old amount is superseded; the ledger then decides: more paid than the new total is
 * refunded at once, less makes a supplement due (§7). The customer is told and may cancel within 24 hours.
 */
export async function recordFinishedWeight(
  deps: Deps,
  actor: Actor,
  orderId: number,
  body: { metal_weight: number; diamond_weight?: number | undefined; reason?: string | undefined },
): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!inMaking(current)) throw new HttpError(409, MESSAGES.admin.notInProduction);
    const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
    const orderedMg = items.reduce((s, i) => s + i.productSnapshot.metalWeightMg * i.quantity, 0);
    const orderedMct = items.reduce((s, i) => s + (i.productSnapshot.isDiamond ? i.productSnapshot.diamondWeightMct * i.quantity : 0), 0);
    const finishedMg = toThousandths(body.metal_weight);
    const finishedMct = body.diamond_weight === undefined ? orderedMct : toThousandths(body.diamond_weight);
    const refuse = (field: string) => unprocessable(MESSAGES.admin.weightOutOfRange, { [field]: [MESSAGES.admin.weightOutOfRange] });
    if (!withinVariation(finishedMg, orderedMg)) throw refuse('metal_weight');
    if (!withinVariation(finishedMct, orderedMct)) throw refuse('diamond_weight');
    // The workshop weighed the piece when it came back: a different weight says why (decision 051).
    const reason = await finishedWeightReason(tx, orderId, finishedMg, body.reason);

    let totalPaise = 0;
    for (const item of items) {
      const snap = item.productSnapshot as OrderProductSnapshot;
      const metal = Math.round((snap.metalWeightMg * finishedMg) / orderedMg);
      const diamond = orderedMct > 0 ? Math.round((snap.diamondWeightMct * finishedMct) / orderedMct) : snap.diamondWeightMct;
      const price = priceOf(
        { metalWeightMg: metal, diamondWeightMct: diamond, isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, makingCharge: snap.makingCharge, gstPercent: snap.gstPercent },
        item.ratesSnapshot,
        // The offer locked with the order re-prices the finished weight too.
        { goldColour: item.goldColour, karat: item.karat, clarity: item.clarity, quantity: item.quantity, ...(item.breakdown.discount ? { discount: item.breakdown.discount } : {}) },
      );
      totalPaise += price.lineTotalPaise;
      await updateOrderItem(tx, item.id, { breakdown: price, unitTotalPaise: price.unitTotalPaise, lineTotalPaise: price.lineTotalPaise });
    }
    await supersedeOpenPayments(tx, orderId, ['balance', 'supplement']);
    await audit(tx, actor, 'order_finished_weight', 'order', orderId, {
      ordered_mg: orderedMg, finished_mg: finishedMg, ordered_mct: orderedMct, finished_mct: finishedMct,
      previous_total_paise: current.totalPaise, total_paise: totalPaise, reason,
    });
    const updated = await update(tx, orderId, {
      totalPaise,
      finishedWeightMg: finishedMg,
      finishedDiamondWeightMct: body.diamond_weight === undefined ? null : finishedMct,
      finishedWeightReason: reason,
      weightAdjustedAt: new Date(),
    });
    const settled = await settleOrder(tx, updated, 'The finished weight lowered the total below what was paid');
    const money = moneyOf(settled.order, settled.rows);
    await tellCustomer(tx, settled.order, {
      kind: 'weight',
      previousTotalPaise: current.totalPaise,
      duePaise: money.duePaise,
      refundPaise: settled.refunds.reduce((sum, r) => sum + r.amountPaise, 0),
    });
    return settled.refunds.map((r) => r.id);
  });
}

/** One HUID per piece: a line of quantity 2 needs two (BIS hallmarking marks every piece). */
function huidsByItem(items: { id: number; quantity: number }[], given: DispatchRequest['huids']): Map<number, string[]> {
  const missing = () => unprocessable(MESSAGES.admin.huidMissing, { huids: [MESSAGES.admin.huidMissing] });
  const ids = new Set(items.map((i) => String(i.id)));
  if (Object.keys(given).some((k) => !ids.has(k))) throw missing();
  const out = new Map<number, string[]>();
  for (const item of items) {
    const value = given[String(item.id)];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (list.length !== item.quantity) throw missing();
    out.set(item.id, list);
  }
  return out;
}

/** balance_paid → dispatched with courier, tracking number and every piece's HUID; nothing may be due. */
export async function dispatchOrder(deps: Deps, actor: Actor, orderId: number, body: DispatchRequest): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'dispatched', 'admin')) throw new HttpError(409, MESSAGES.admin.cannotDispatch);
    if (moneyOf(current, await ledgerRowsOfOrder(tx, orderId)).duePaise > 0) throw new HttpError(409, MESSAGES.admin.dueBeforeDispatch);
    await assertDesignAllows(tx, orderId, 'dispatched');
    const [out] = await listJobs(tx, { orderId, status: 'issued' });
    if (out) throw new HttpError(409, MESSAGES.workshop.jobStillOut(jobNumber(out.job.id), out.karigarName));
    const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
    const huids = huidsByItem(items, body.huids);
    for (const [id, list] of huids) await updateOrderItem(tx, id, { huids: list });
    await audit(tx, actor, 'order_dispatched', 'order', orderId, { courier: body.courier, tracking_number: body.tracking_number });
    const updated = await moveOrder(tx, {
      id: orderId,
      from: current.status,
      to: 'dispatched',
      actor: 'admin',
      conflict: MESSAGES.admin.cannotDispatch,
      set: {
        orderMessage: ORDER_MESSAGES.dispatched,
        courier: body.courier,
        trackingNumber: body.tracking_number,
        huid: [...huids.values()].flat(),
        dispatchedAt: new Date(),
      },
    });
    // The goods leave: the tax invoice is issued with them, the advances set off (Rule 46), and
    // the workshop's pieces move piece → customer in the gold ledger.
    await issueTaxInvoice(tx, deps.config.shop, updated);
    await dispatchPieceMetal(tx, orderId, actor.userId);
    await tellCustomer(tx, updated, { kind: 'dispatched' });
  });
}

export async function deliverOrder(deps: Deps, actor: Actor, orderId: number): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'delivered', 'admin')) throw new HttpError(409, MESSAGES.admin.cannotDeliver);
    await audit(tx, actor, 'order_delivered', 'order', orderId);
    const updated = await moveOrder(tx, {
      id: orderId,
      from: current.status,
      to: 'delivered',
      actor: 'admin',
      conflict: MESSAGES.admin.cannotDeliver,
      set: { orderMessage: ORDER_MESSAGES.delivered, deliveredAt: new Date() },
    });
    await tellCustomer(tx, updated, { kind: 'delivered' });
  });
}

/**
 * Cancels any order before delivery (ARCHITECTURE §4); everything paid and not yet refunded is
 * refunded at once through the provider (§7), sent after the commit and retried by any node.
 */
export async function cancelByAdmin(deps: Deps, actor: Actor, orderId: number, reason: string): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'cancelled', 'admin')) throw new HttpError(409, cannotCancelMessage(current.status));
    const cancelled = await moveOrder(tx, {
      id: orderId,
      from: current.status,
      to: 'cancelled',
      actor: 'admin',
      conflict: cannotCancelMessage(current.status),
      set: {
        orderMessage: ORDER_MESSAGES.cancelled,
        secondPaymentMsg: reason,
        cancelReason: reason,
        cancelledBy: 'admin',
        cancelledAt: new Date(),
        expiresAt: null,
      },
    });
    const settled = await settleOrder(tx, cancelled, `Cancelled by the shop: ${reason}`);
    const refundPaise = settled.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    await audit(tx, actor, 'order_cancelled', 'order', orderId, { reason, refund_paise: refundPaise });
    await notifyCustomer(tx, settled.order, { kind: 'cancelled', refundPaise });
    return settled.refunds.map((r) => r.id);
  });
}
