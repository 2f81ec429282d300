import type { Order as OrderRow, Tx } from '@kanak/db';
import {
  canTransition,
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
import { itemsOf, lockOrder, paymentsOf } from '../orders/orders.repository.ts';
import { notifyCustomer } from '../payments/notifications.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { tellCustomer } from './order-notifications.ts';
import { supersedeBalancePayments, updateOrder as update, updateOrderItem } from './orders.repository.ts';
import { insertRefund, refundsOfPayments } from './refunds.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

/** Runs `change` on the locked order row; 404 when it does not exist. */
async function withLockedOrder<T>(deps: Deps, orderId: number, change: (tx: Tx, order: OrderRow) => Promise<T>): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return change(tx, order);
  });
}

/** Moves an order in production to any stage (an admin may step back to redo a stage); logged. */
export async function setStage(deps: Deps, actor: Actor, orderId: number, stage: ProductionStage): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (current.status !== 'in_production') throw new HttpError(409, MESSAGES.admin.notInProduction);
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
 * the one price function on its LOCKED rates, and balance = new total − advance paid
 * (ARCHITECTURE §4 price lock). The customer is told and may cancel within 24 hours.
 */
export async function recordFinishedWeight(
  deps: Deps,
  actor: Actor,
  orderId: number,
  body: { metal_weight: number; diamond_weight?: number | undefined },
): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (current.status !== 'in_production') throw new HttpError(409, MESSAGES.admin.notInProduction);
    const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
    const orderedMg = items.reduce((s, i) => s + i.productSnapshot.metalWeightMg * i.quantity, 0);
    const orderedMct = items.reduce((s, i) => s + (i.productSnapshot.isDiamond ? i.productSnapshot.diamondWeightMct * i.quantity : 0), 0);
    const finishedMg = toThousandths(body.metal_weight);
    const finishedMct = body.diamond_weight === undefined ? orderedMct : toThousandths(body.diamond_weight);
    const refuse = (field: string) => unprocessable(MESSAGES.admin.weightOutOfRange, { [field]: [MESSAGES.admin.weightOutOfRange] });
    if (!withinVariation(finishedMg, orderedMg)) throw refuse('metal_weight');
    if (!withinVariation(finishedMct, orderedMct)) throw refuse('diamond_weight');

    let totalRupees = 0;
    for (const item of items) {
      const snap = item.productSnapshot as OrderProductSnapshot;
      const metal = Math.round((snap.metalWeightMg * finishedMg) / orderedMg);
      const diamond = orderedMct > 0 ? Math.round((snap.diamondWeightMct * finishedMct) / orderedMct) : snap.diamondWeightMct;
      const price = priceOf(
        { metalWeightMg: metal, diamondWeightMct: diamond, isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, makingCharge: snap.makingCharge, gstPercent: snap.gstPercent },
        item.ratesSnapshot,
        { goldColour: item.goldColour, karat: item.karat, clarity: item.clarity, quantity: item.quantity },
      );
      totalRupees += price.lineTotalRupees;
      await updateOrderItem(tx, item.id, { breakdown: price, unitTotalPaise: price.unitTotalRupees * 100, lineTotalPaise: price.lineTotalRupees * 100 });
    }
    const totalPaise = totalRupees * 100;
    await supersedeBalancePayments(tx, orderId, 'finished_weight');
    await audit(tx, actor, 'order_finished_weight', 'order', orderId, {
      ordered_mg: orderedMg, finished_mg: finishedMg, ordered_mct: orderedMct, finished_mct: finishedMct,
      previous_total_paise: current.totalPaise, total_paise: totalPaise,
    });
    const updated = await update(tx, orderId, {
      totalPaise,
      balancePaise: Math.max(0, totalPaise - current.firstPaymentPaise),
      finishedWeightMg: finishedMg,
      finishedDiamondWeightMct: body.diamond_weight === undefined ? null : finishedMct,
      weightAdjustedAt: new Date(),
    });
    await tellCustomer(tx, updated, { kind: 'weight', previousTotalPaise: current.totalPaise });
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

/** balance_paid → dispatched with courier, tracking number and every piece's HUID. */
export async function dispatchOrder(deps: Deps, actor: Actor, orderId: number, body: DispatchRequest): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'dispatched', 'admin')) throw new HttpError(409, MESSAGES.admin.cannotDispatch);
    const items = (await itemsOf(tx, [orderId])).get(orderId) ?? [];
    const huids = huidsByItem(items, body.huids);
    for (const [id, list] of huids) await updateOrderItem(tx, id, { huids: list });
    await audit(tx, actor, 'order_dispatched', 'order', orderId, { courier: body.courier, tracking_number: body.tracking_number });
    const updated = await update(tx, orderId, {
      status: 'dispatched',
      orderMessage: ORDER_MESSAGES.dispatched,
      courier: body.courier,
      trackingNumber: body.tracking_number,
      huid: [...huids.values()].flat(),
      dispatchedAt: new Date(),
    });
    await tellCustomer(tx, updated, { kind: 'dispatched' });
  });
}

export async function deliverOrder(deps: Deps, actor: Actor, orderId: number): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'delivered', 'admin')) throw new HttpError(409, MESSAGES.admin.cannotDeliver);
    await audit(tx, actor, 'order_delivered', 'order', orderId);
    const updated = await update(tx, orderId, { status: 'delivered', orderMessage: ORDER_MESSAGES.delivered, deliveredAt: new Date() });
    await tellCustomer(tx, updated, { kind: 'delivered' });
  });
}

/**
 * Cancels any order before delivery (ARCHITECTURE §4); what was paid and not yet refunded is
 * recorded as owed (a pending refund), settled by the refund action.
 */
export async function cancelByAdmin(deps: Deps, actor: Actor, orderId: number, reason: string): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, current) => {
    if (!canTransition(current.status, 'cancelled', 'admin')) throw new HttpError(409, cannotCancelMessage(current.status));
    const updated = await update(tx, orderId, {
      status: 'cancelled',
      orderMessage: ORDER_MESSAGES.cancelled,
      secondPaymentMsg: reason,
      cancelReason: reason,
      cancelledBy: 'admin',
      cancelledAt: new Date(),
      expiresAt: null,
    });
    const paid = (await paymentsOf(tx, orderId)).filter((p) => p.status === 'paid');
    const earlier = await refundsOfPayments(tx, paid.map((p) => p.id));
    let total = 0;
    for (const p of paid) {
      const covered = earlier.filter((r) => r.paymentId === p.id && r.status !== 'failed').reduce((s, r) => s + r.amountPaise, 0);
      const remaining = p.amountPaise - covered;
      if (remaining <= 0) continue;
      total += remaining;
      await insertRefund(tx, { paymentId: p.id, orderId, amountPaise: remaining, status: 'pending', reason: `Cancelled by the shop: ${reason}`, createdBy: actor.userId });
    }
    await audit(tx, actor, 'order_cancelled', 'order', orderId, { reason, owed_paise: total });
    await notifyCustomer(tx, updated, 'cancelled', total);
  });
}
