import { AFTER_SALE_KINDS, afterSaleDeadline, afterSaleRefusal, idParamsSchema, ORDER_MESSAGES } from '@kanak/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findOrder } from '../orders/orders.repository.ts';

/** Runs with the form's text fields before its first file byte is read. */
export type BeforeFiles = (fields: Record<string, string>) => void;

/**
 * The order an after-sale form is for, looked at before a byte of the form is read (issue 35: any
 * order id, even an unknown one, had photos and a video buffered first). Another customer's order
 * or an unknown one is a 404 like everywhere else; an order no request can be made on (not
 * delivered, every window passed) a 409 with the reason. The answer checks the form's `kind` as
 * soon as it arrives, before the first file: a kind whose window has passed is a 409 then.
 * createAfterSaleRequest checks all of this again, with the rest of the form.
 */
export async function afterSaleGate(deps: Pick<ServiceDeps, 'database'>, request: FastifyRequest): Promise<BeforeFiles | undefined> {
  const params = idParamsSchema.safeParse(request.params);
  // A malformed id is the route schema's 422, given before the handler reads anything.
  if (!params.success) return undefined;
  const order = await findOrder(deps.database.db, params.data.id, userOf(request).id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const now = new Date();
  // The kind with the latest deadline says why no kind is open (or that the order is not delivered).
  const latest = [...AFTER_SALE_KINDS].sort((a, b) => deadline(b, order.deliveredAt) - deadline(a, order.deliveredAt))[0];
  const refusal = latest && afterSaleRefusal(latest, order, now);
  if (refusal) throw new HttpError(409, refusal);
  return (fields) => {
    const kind = AFTER_SALE_KINDS.find((k) => k === fields.kind);
    const closed = kind && afterSaleRefusal(kind, order, now);
    if (closed) throw new HttpError(409, closed);
  };
}

const deadline = (kind: (typeof AFTER_SALE_KINDS)[number], deliveredAt: Date | null) =>
  deliveredAt ? afterSaleDeadline(kind, deliveredAt).getTime() : 0;
