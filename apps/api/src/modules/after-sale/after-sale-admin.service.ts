import type { AfterSaleRequestRow, AfterSaleStep, Refund } from '@kanak/db';
import { isUniqueViolation } from '@kanak/db';
import { AFTER_SALE_MESSAGES, AFTER_SALE_TRANSITIONS, canMoveAfterSale, type AfterSaleStatusBody } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import { findOrder, itemsOf } from '../orders/orders.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { sendDueRefunds } from '../payments/refund-sender.ts';
import { inspectedValue, refuseMisplacedInspectedValue } from './after-sale-inspection.ts';
import { customerOf, findAfterSaleRequest, listAfterSaleRequests, lockAfterSaleRequest, updateAfterSaleRequest, type AfterSaleFilter } from './after-sale.repository.ts';
import type { Settled } from './after-sale-view.ts';
import { afterSaleValueOf } from './after-sale-value.ts';
import { noticeOf } from './after-sale-notices.ts';
import { completeAfterSale } from './after-sale-completion.ts';
import { viewsOf } from './after-sale-read.ts';

/*
 * The shop's side of after-sale requests: the inbox, one request, and each step along its path
 * (ARCHITECTURE §7); completion's money is in after-sale-completion.ts.
 */

async function adminViews(db: ServiceDeps['database']['db'], rows: { request: AfterSaleRequestRow; customer: { id: number; name: string; phone: string; email: string } }[]) {
  const base = await viewsOf(db, rows.map((r) => r.request), '/api/admin');
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
        set.value = inspectedValue(await afterSaleValueOf(tx, order, items, request.kind, request.itemIds), body.inspected_value);
      }
      if (body.status === 'completed') {
        const done = await completeAfterSale(tx, actor, deps.config.shop, request, body);
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
