import type { AfterSaleRequestRow, AfterSaleStep, AfterSaleValue, Db, Order as OrderRow, OrderItem as OrderItemRow, Refund, Tx } from '@kanak/db';
import { isUniqueViolation } from '@kanak/db';
import {
  AFTER_SALE_LABELS,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_REASONS,
  AFTER_SALE_TRANSITIONS,
  afterSaleRefusal,
  buybackEstimate,
  canMoveAfterSale,
  formatPaise,
  isAfterSaleOpen,
  ORDER_MESSAGES,
  PARTS_WITH_PIECE,
  returnValuePaise,
  type AfterSaleKind,
  type AfterSaleStatus,
  type AfterSaleStatusBody,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { discardPrivateUploads } from '../../providers/storage/private-uploads.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import { findRateCardRow } from '../catalog/rate-card.ts';
import { lockedWeights } from '../orders/buyback.service.ts';
import { findOrder, itemsOf, lockOrder } from '../orders/orders.repository.ts';
import { insertRefunds, ledgerRowsOfOrder } from '../payments/ledger.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { moneyOf, refundSources } from '../payments/order-money.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { exchangeCreditOf, insertWalletEntry } from '../wallet/wallet.repository.ts';
import { inspectedValue, refuseMisplacedInspectedValue } from './after-sale-inspection.ts';
import { acceptMedia, readMedia, storeMedia } from './after-sale-media.ts';
import { exchangeCreditNote, markReturnedWhenAllBack, returnCreditNote } from './after-sale-documents.ts';
import type { Shop } from '../tax/tax-snapshot.ts';
import { issuePurchaseVoucher } from '../tax/tax.service.ts';
import {
  afterSaleRequestsOfOrder,
  afterSaleRequestsOfUser,
  customerOf,
  findAfterSaleRequest,
  insertAfterSaleRequest,
  listAfterSaleRequests,
  lockAfterSaleRequest,
  refundsOfRequests,
  updateAfterSaleRequest,
  type AfterSaleFilter,
} from './after-sale.repository.ts';
import { toAfterSaleView, type Settled } from './after-sale-view.ts';

/*
 * After-sale requests (ARCHITECTURE §7): a customer asks to return, exchange, sell back or have
 * maintained pieces of a delivered order within the policy's window; the shop moves the request
 * requested → approved → received → inspected → completed | rejected, and completion moves the
 * money: a return refunds through the provider (its credit note issued with the refund), an
 * exchange credits the wallet, a buyback records the payout the shop made. Each step is told to
 * the customer by SMS and e-mail in the step's own transaction.
 */

export interface AfterSaleForm {
  fields: Record<string, string>;
  itemIds: string[];
  files: { field: string; bytes: Buffer }[];
}

const KINDS = new Set<string>(['return', 'exchange', 'buyback', 'maintenance']);

/** Checks the form's fields against the order; 422 with the field that is wrong. */
function readFields(form: AfterSaleForm, items: OrderItemRow[]) {
  const field = (name: string, message: string) => unprocessable(message, { [name]: [message] });
  const kind = form.fields.kind ?? '';
  if (!KINDS.has(kind)) throw field('kind', AFTER_SALE_MESSAGES.kind);
  const k = kind as AfterSaleKind;
  const ids = [...new Set(form.itemIds.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== ''))];
  if (ids.length === 0) throw field('item_ids', AFTER_SALE_MESSAGES.noItems);
  const known = new Set(items.map((i) => i.id));
  const itemIds = ids.map(Number);
  if (itemIds.some((id) => !Number.isInteger(id) || !known.has(id))) throw field('item_ids', AFTER_SALE_MESSAGES.unknownItem);
  const reason = (form.fields.reason ?? '').trim();
  if (!AFTER_SALE_REASONS[k].includes(reason)) throw field('reason', AFTER_SALE_MESSAGES.reason);
  const details = (form.fields.details ?? '').trim();
  if (details.length > 2000) throw field('details', AFTER_SALE_MESSAGES.details);
  return { kind: k, itemIds: itemIds.sort((a, b) => a - b), reason, details };
}

const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The value of the chosen pieces: a return's share of what the order cost; an exchange's or a
 * buyback's from the domain's buyback rules on today's rate card and each line's locked weights.
 * Maintenance moves no money (null).
 */
async function valueOf(db: Db, order: OrderRow, items: OrderItemRow[], kind: AfterSaleKind, itemIds: number[]): Promise<AfterSaleValue | null> {
  if (kind === 'maintenance') return null;
  const chosen = new Set(itemIds);
  if (kind === 'return') {
    const amountPaise = returnValuePaise(order.totalPaise, items.map((i) => ({ lineTotalPaise: i.lineTotalPaise, returned: chosen.has(i.id) })));
    return { amountPaise, goldPaise: 0, diamondPaise: 0, stonesPaise: 0, processingPaise: 0, ratesDate: null };
  }
  const card = await findRateCardRow(db);
  if (!card) throw new HttpError(503, AFTER_SALE_MESSAGES.pricesUpdating);
  const weights = lockedWeights(items, order.finishedWeightMg, order.finishedDiamondWeightMct);
  const value: AfterSaleValue = { amountPaise: 0, goldPaise: 0, diamondPaise: 0, stonesPaise: 0, processingPaise: 0, ratesDate: card.effectiveFrom.toISOString() };
  for (const row of items.filter((i) => chosen.has(i.id))) {
    const snap = row.productSnapshot;
    const v = buybackEstimate(
      { ...weights(snap), isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, goldColour: row.goldColour, karat: row.karat, clarity: row.clarity, quantity: row.quantity },
      { gold: card.gold, diamond: card.diamond },
    );
    value.goldPaise += v.goldPaise;
    value.diamondPaise += v.diamondPaise;
    value.stonesPaise += v.stonesPaise;
    value.processingPaise += v.processingPaise;
    value.amountPaise += v.netPaise;
  }
  return value;
}

/** What each step tells the customer. */
function noticeOf(request: AfterSaleRequestRow, status: AfterSaleStatus, note: string | null, settled: Settled | null) {
  const what = `${AFTER_SALE_LABELS[request.kind].toLowerCase()} request #${request.id} (order #${request.orderId})`;
  const noted = note ? ` Note from Kanak: ${note}` : '';
  const texts: Record<AfterSaleStatus, string> = {
    requested: `Kanak: we have received your ${what}. We will contact you within 2 working days.`,
    approved: `Kanak: your ${what} is approved. Please send the pieces to us as we describe in our e-mail; we collect them insured.`,
    received: `Kanak: we have received the pieces of your ${what}. We inspect them within 7-10 days.`,
    inspected:
      request.value && request.kind !== 'maintenance'
        ? `Kanak: we have inspected the pieces of your ${what}; their value is ${formatPaise(request.value.amountPaise)}.`
        : `Kanak: we have inspected the pieces of your ${what}.`,
    completed:
      request.kind === 'return'
        ? `Kanak: your ${what} is complete. We are refunding ${formatPaise(settled?.amountPaise ?? 0)} to the account you paid from; a credit note is on your order page.`
        : request.kind === 'exchange'
          ? `Kanak: your ${what} is complete. ${formatPaise(settled?.amountPaise ?? 0)} is now in your Kanak store credit.`
          : request.kind === 'buyback'
            ? `Kanak: your ${what} is complete. We have transferred ${formatPaise(settled?.amountPaise ?? 0)} to your bank account (reference ${settled?.reference ?? ''}).`
            : `Kanak: your ${what} is complete and your pieces are on their way back to you.`,
    rejected: `Kanak: we could not accept your ${what}.`,
  };
  return { subject: `Kanak ${what}: ${status}`, body: texts[status] + noted };
}

/** The money each completed request moved, from the refunds, the wallet and the payout recorded. */
async function settlementsOf(db: ServiceDeps['database']['db'], rows: AfterSaleRequestRow[]): Promise<Map<number, Settled>> {
  const out = new Map<number, Settled>();
  const refunds = await refundsOfRequests(db, rows.filter((r) => r.kind === 'return').map((r) => r.id));
  for (const row of rows) {
    if (row.status !== 'completed') continue;
    if (row.kind === 'return') {
      const own = refunds.filter((r) => r.afterSaleRequestId === row.id);
      const refs = own.map((r) => r.providerRefundId).filter((v): v is string => v !== null);
      out.set(row.id, { type: 'refund', amountPaise: own.reduce((s, r) => s + r.amountPaise, 0), reference: refs.length > 0 ? refs.join(', ') : null });
    } else if (row.kind === 'exchange') {
      const credit = await exchangeCreditOf(db, row.id);
      out.set(row.id, { type: 'store_credit', amountPaise: credit?.amountPaise ?? 0, reference: credit ? `credit_${credit.id}` : null });
    } else if (row.kind === 'buyback') {
      out.set(row.id, { type: 'payout', amountPaise: row.payoutPaise ?? 0, reference: row.payoutReference });
    }
  }
  return out;
}

async function views(db: ServiceDeps['database']['db'], rows: AfterSaleRequestRow[], apiBase = '/api') {
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const items = await itemsOf(db, orderIds);
  const settled = await settlementsOf(db, rows);
  return rows.map((r) => toAfterSaleView(r, items.get(r.orderId) ?? [], settled.get(r.id) ?? null, apiBase));
}

/**
 * POST orders/{id}/after-sale. Owner only (404 otherwise); the order delivered and the window
 * open (409 with the policy's reason); a piece in an open request, or already handed back for
 * good, cannot be asked for again (409). The same request sent twice (a double click, a retry)
 * answers the first. Media are judged by content and stored encrypted before the row commits.
 */
export async function createAfterSaleRequest(deps: Pick<ServiceDeps, 'database' | 'storage' | 'config'>, userId: number, orderId: number, form: AfterSaleForm) {
  const { db } = deps.database;
  const order = await findOrder(db, orderId, userId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const fields = readFields(form, items);
  const refusal = afterSaleRefusal(fields.kind, order, new Date());
  if (refusal) throw new HttpError(409, refusal);
  const media = acceptMedia(form.files);
  const value = await valueOf(db, order, items, fields.kind, fields.itemIds);
  const stored = await storeMedia(db, deps.storage, deps.config.documentKey, userId, media);
  try {
    const { row, again } = await db.transaction(async (tx) => {
      // The order's row lock queues two requests for the same order, so the checks below hold.
      await lockOrder(tx, order.id);
      const earlier = await afterSaleRequestsOfOrder(tx, order.id);
      const twin = earlier.find((r) => r.kind === fields.kind && isAfterSaleOpen(r.status) && sameItems(r.itemIds, fields.itemIds));
      if (twin) return { row: twin, again: true };
      for (const r of earlier) {
        const overlaps = r.itemIds.some((id) => fields.itemIds.includes(id));
        if (!overlaps) continue;
        if (isAfterSaleOpen(r.status)) throw new HttpError(409, AFTER_SALE_MESSAGES.pieceBusy);
        if (r.status === 'completed' && PARTS_WITH_PIECE.has(r.kind)) throw new HttpError(409, AFTER_SALE_MESSAGES.pieceGone);
      }
      const steps: AfterSaleStep[] = [{ status: 'requested', note: null, at: new Date().toISOString(), by: userId }];
      const created = await insertAfterSaleRequest(tx, {
        orderId: order.id,
        userId,
        kind: fields.kind,
        itemIds: fields.itemIds,
        reason: fields.reason,
        details: fields.details,
        media: stored,
        steps,
        value,
      });
      await queueCustomerNotice(tx, userId, noticeOf(created, 'requested', null, null));
      return { row: created, again: false };
    });
    if (again) await discardPrivateUploads(db, deps.storage, stored.map((s) => s.storageKey));
    const [view] = await views(db, [row]);
    if (!view) throw new Error('request view missing');
    return { message: AFTER_SALE_MESSAGES.submitted, request: view };
  } catch (err) {
    await discardPrivateUploads(db, deps.storage, stored.map((s) => s.storageKey));
    throw err;
  }
}

/** GET after-sale: the customer's requests, newest first. */
export async function afterSaleRequestsOf(deps: Pick<ServiceDeps, 'database'>, userId: number) {
  const { db } = deps.database;
  return { requests: await views(db, await afterSaleRequestsOfUser(db, userId)) };
}

/** GET after-sale/{id}: the customer's own request; anyone else's is a 404. */
export async function afterSaleRequestOf(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number) {
  const { db } = deps.database;
  const row = await findAfterSaleRequest(db, id, userId);
  if (!row) throw notFound(AFTER_SALE_MESSAGES.notFound);
  const [view] = await views(db, [row]);
  if (!view) throw notFound(AFTER_SALE_MESSAGES.notFound);
  return { message: '', request: view };
}

/** A request's photo or video for its owner (`userId`) or an admin (null). */
export async function afterSaleMedia(deps: Pick<ServiceDeps, 'database' | 'storage' | 'config'>, id: number, n: number, userId: number | null) {
  const row = await findAfterSaleRequest(deps.database.db, id, userId);
  const media = row?.media[n];
  const bytes = media ? await readMedia(deps.storage, deps.config.documentKey, media) : null;
  if (!media || !bytes) throw notFound(AFTER_SALE_MESSAGES.mediaNotFound);
  return { mime: media.mime, bytes };
}

async function adminViews(db: ServiceDeps['database']['db'], rows: { request: AfterSaleRequestRow; customer: { id: number; name: string; phone: string; email: string } }[]) {
  const base = await views(db, rows.map((r) => r.request), '/api/admin');
  return base.map((v, i) => ({ ...v, customer: rows[i]?.customer ?? { id: 0, name: '', phone: '', email: '' }, next: [...AFTER_SALE_TRANSITIONS[v.status]] }));
}

/** GET admin/after-sale: the shop's inbox, filtered by kind and state. */
export async function adminAfterSaleRequests(
  deps: Pick<ServiceDeps, 'database'>,
  filter: AfterSaleFilter,
) {
  const { db } = deps.database;
  return { requests: await adminViews(db, await listAfterSaleRequests(db, filter)) };
}

async function adminViewOf(db: ServiceDeps['database']['db'], row: AfterSaleRequestRow) {
  const customer = await customerOf(db, row.userId);
  const [view] = await adminViews(db, [{ request: row, customer: customer ?? { id: row.userId, name: '', phone: '', email: '' } }]);
  if (!view) throw new Error('request view missing');
  return view;
}

export async function adminAfterSaleRequest(deps: Pick<ServiceDeps, 'database'>, id: number) {
  const { db } = deps.database;
  const row = await findAfterSaleRequest(db, id, null);
  if (!row) throw notFound(AFTER_SALE_MESSAGES.notFound);
  return { message: '', request: await adminViewOf(db, row) };
}

/**
 * Completion's money, in the step's transaction on the locked order: a return's refunds are
 * queued (sent by the one refund sender after commit, with their credit note), an exchange's
 * credit entered once, a buyback's payout recorded with its reference.
 */
async function complete(tx: Tx, actor: Actor, shop: Shop, request: AfterSaleRequestRow, body: AfterSaleStatusBody): Promise<{ settled: Settled | null; refunds: Refund[]; set: Partial<AfterSaleRequestRow> }> {
  const amount = request.value?.amountPaise ?? 0;
  if (request.kind === 'return') {
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw new Error(`order ${request.orderId} vanished`);
    const rows = await ledgerRowsOfOrder(tx, order.id);
    const money = moneyOf(order, rows);
    const refundable = Math.max(0, money.paidPaise - money.refundedPaise - money.refundingPaise);
    const due = Math.min(amount, refundable);
    const names = (await itemsOf(tx, [order.id])).get(order.id)?.filter((i) => request.itemIds.includes(i.id)).map((i) => i.productSnapshot.name) ?? [];
    const sources = due > 0 ? refundSources(rows, due) : [];
    const refunds =
      sources.length > 0
        ? await insertRefunds(
            tx,
            sources.map((s, i) => ({
              paymentId: s.payment.id,
              orderId: order.id,
              amountPaise: s.amountPaise,
              status: 'pending' as const,
              reason: `Return of ${names.join(', ')} (request #${request.id})`,
              afterSaleRequestId: request.id,
              idempotencyKey: i === 0 ? `after_sale_${request.id}` : `after_sale_${request.id}#${i + 1}`,
              createdBy: actor.userId,
            })),
          )
        : [];
    // One credit note for the return, its refunds listed under it (decision 045).
    await returnCreditNote(tx, shop, order, request, sources);
    await markReturnedWhenAllBack(tx, request);
    return { settled: { type: 'refund', amountPaise: due, reference: null }, refunds, set: {} };
  }
  if (request.kind === 'exchange') {
    if (amount > 0) {
      const note = await exchangeCreditNote(tx, shop, request, amount);
      await insertWalletEntry(tx, {
        userId: request.userId,
        kind: 'exchange_credit',
        amountPaise: amount,
        reason: `Exchange credit for request #${request.id} (order #${request.orderId})${note ? `, credit note ${note.number}` : ''}`,
        afterSaleRequestId: request.id,
        orderId: request.orderId,
      });
    }
    await markReturnedWhenAllBack(tx, request);
    return { settled: { type: 'store_credit', amountPaise: amount, reference: null }, refunds: [], set: {} };
  }
  if (request.kind === 'buyback') {
    const reference = body.payout_reference;
    if (!reference) throw unprocessable(AFTER_SALE_MESSAGES.payoutReference, { payout_reference: [AFTER_SALE_MESSAGES.payoutReference] });
    // The goods bought back have their document: a purchase voucher with the payout's reference.
    await issuePurchaseVoucher(tx, shop, request, reference, amount);
    return { settled: { type: 'payout', amountPaise: amount, reference }, refunds: [], set: { payoutReference: reference, payoutPaise: amount } };
  }
  return { settled: null, refunds: [], set: {} };
}

/**
 * POST admin/after-sale/{id}/status: one step along the request's path, with an optional note.
 * The request's row is locked, so two admins queue; asking for the step it is already at changes
 * nothing (a double click, a retry), and any other move off the path is a 409. Inspection sets
 * the value on today's rate card, or the lower one the shop found (`inspected_value`); completion
 * moves the money.
 */
export async function moveAfterSaleRequest(deps: Pick<ServiceDeps, 'database' | 'payments' | 'log' | 'config'>, actor: Actor, id: number, body: AfterSaleStatusBody) {
  const { db } = deps.database;
  const result = await db
    .transaction(async (tx) => {
      const request = await lockAfterSaleRequest(tx, id);
      if (!request) throw notFound(AFTER_SALE_MESSAGES.notFound);
      refuseMisplacedInspectedValue(request.kind, body);
      if (request.status === body.status) return { row: request, refunds: [] as Refund[] };
      if (!canMoveAfterSale(request.status, body.status)) throw new HttpError(409, AFTER_SALE_MESSAGES.cannotMove);
      const note = body.note && body.note !== '' ? body.note : null;
      let set: Partial<AfterSaleRequestRow> = {};
      let settled: Settled | null = null;
      let refunds: Refund[] = [];
      if (body.status === 'inspected' && request.kind !== 'maintenance') {
        const order = await findOrder(tx, request.orderId, null);
        if (!order) throw new Error(`order ${request.orderId} vanished`);
        const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
        set.value = inspectedValue(await valueOf(tx, order, items, request.kind, request.itemIds), body.inspected_value);
      }
      if (body.status === 'completed') {
        const done = await complete(tx, actor, deps.config.shop, request, body);
        settled = done.settled;
        refunds = done.refunds;
        set = { ...set, ...done.set, completedAt: new Date() };
      }
      const steps: AfterSaleStep[] = [...request.steps, { status: body.status, note, at: new Date().toISOString(), by: actor.userId }];
      const row = await updateAfterSaleRequest(tx, request.id, { ...set, status: body.status, steps });
      await queueCustomerNotice(tx, row.userId, noticeOf(row, body.status, note, settled));
      await audit(tx, actor, 'after_sale_moved', 'after_sale_request', row.id, { from: request.status, to: body.status });
      return { row, refunds };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new HttpError(409, AFTER_SALE_MESSAGES.cannotMove);
      throw err;
    });
  if (result.refunds.length > 0) await sendDueRefunds(deps, result.refunds.map((r) => r.id));
  const fresh = (await findAfterSaleRequest(db, id, null)) ?? result.row;
  return { message: AFTER_SALE_MESSAGES.moved, request: await adminViewOf(db, fresh) };
}
