import type { AfterSaleStep, OrderItem as OrderItemRow } from '@kanak/db';
import { AFTER_SALE_MESSAGES, AFTER_SALE_REASONS, afterSaleRefusal, isAfterSaleOpen, ORDER_MESSAGES, PARTS_WITH_PIECE, type AfterSaleKind } from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { discardPrivateUploads } from '../../providers/storage/private-uploads.ts';
import { findOrder, itemsOf, lockOrder } from '../orders/orders.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { acceptMedia, readMedia, storeMedia } from './after-sale-media.ts';
import { afterSaleRequestsOfOrder, afterSaleRequestsOfUser, findAfterSaleRequest, insertAfterSaleRequest } from './after-sale.repository.ts';
import { afterSaleValueOf } from './after-sale-value.ts';
import { noticeOf } from './after-sale-notices.ts';
import { viewsOf } from './after-sale-read.ts';

/*
 * After-sale requests (ARCHITECTURE §7): a customer asks to return, exchange, sell back or have
 * maintained pieces of a delivered order within the policy's window; the shop moves the request
 * requested → approved → received → inspected → completed | rejected, and completion moves the
 * money: a return refunds through the provider (one credit note for the return, decision 045), an
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
  const value = await afterSaleValueOf(db, order, items, fields.kind, fields.itemIds);
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
    const [view] = await viewsOf(db, [row]);
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
  return { requests: await viewsOf(db, await afterSaleRequestsOfUser(db, userId)) };
}

/** GET after-sale/{id}: the customer's own request; anyone else's is a 404. */
export async function afterSaleRequestOf(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number) {
  const { db } = deps.database;
  const row = await findAfterSaleRequest(db, id, userId);
  if (!row) throw notFound(AFTER_SALE_MESSAGES.notFound);
  const [view] = await viewsOf(db, [row]);
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
