import type { Order as OrderRow, OrderDesignRow, Tx } from '@kanak/db';
import {
  DESIGN_MESSAGES,
  designNoteSchema,
  isPastCad,
  ORDER_MESSAGES,
  photoStageSchema,
  roundsUsedMessage,
  type Design,
  type OrderPhoto,
  type ProductionStage,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import { discardPrivateUploads, settlePrivateUploads } from '../../providers/storage/private-uploads.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import type { UploadForm } from '../admin/media.ts';
import { findOrder, lockOrder } from '../orders/orders.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { holidayDates } from '../settings/holidays.repository.ts';
import { acceptDesignFiles, acceptPhotos, storeDesignFiles, storePhotos } from './design-files.ts';
import { designView, photoView } from './design-reads.ts';
import { answerDesign, findDesign, insertDesign, insertPhotos, latestDesign } from './designs.repository.ts';

/*
 * Design approval and photos from the bench (ARCHITECTURE §10, issue 38; decision 053).
 */

/** The piece is being made: a design may be sent or answered. */
const inMaking = (order: OrderRow) => order.status === 'in_production' || order.status === 'balance_paid';
/** Photos may follow the piece until it is delivered. */
const photographable = (order: OrderRow) => inMaking(order) || order.status === 'dispatched' || order.status === 'delivered';

/**
 * The gate (ARCHITECTURE §10): an order whose latest design the customer has not approved cannot
 * move past CAD. An order that never had a design may (decision 053: a catalogue piece made as
 * shown needs no CAD round). Called by the stage change and by dispatch, in their transaction.
 */
export async function assertDesignAllows(tx: Tx, orderId: number, stage: ProductionStage | 'dispatched'): Promise<void> {
  if (stage !== 'dispatched' && !isPastCad(stage)) return;
  const latest = await latestDesign(tx, orderId);
  if (latest && latest.status !== 'approved') throw new HttpError(409, DESIGN_MESSAGES.approvalBeforeProduction);
}

/** Why a design round cannot be sent now, or null when it can. */
function roundRefusal(order: OrderRow, latest: OrderDesignRow | undefined, roundsMax: number): string | null {
  if (!inMaking(order)) return DESIGN_MESSAGES.notBeingMade;
  if (order.productionStage !== 'cad') return DESIGN_MESSAGES.notAtCad;
  if (latest?.status === 'awaiting_customer') return DESIGN_MESSAGES.awaitingCustomer;
  if ((latest?.round ?? 0) >= roundsMax) return roundsUsedMessage(roundsMax);
  return null;
}

function designReadyNotice(deps: Pick<ServiceDeps, 'config'>, order: OrderRow, round: number) {
  const ref = `order #${order.id}`;
  return {
    event: 'design_ready' as const,
    subject: `Kanak ${ref}: your design is ready for approval`,
    body:
      `Kanak: the design for your ${ref} is ready (round ${round} of ${deps.config.designRounds}). ` +
      `Please look at it and approve it, or tell us what to change:`,
    // The customer's order page (apps/web paths.orderDetail); the storefront has no /orders/{id}.
    link: { label: 'See your design', path: `/viewdetail/${order.id}` },
  };
}

type Deps = Pick<ServiceDeps, 'database' | 'storage' | 'config'>;

/**
 * POST admin/orders/{id}/designs: a new round at stage `cad`, while no round waits for the
 * customer and fewer than DESIGN_ROUNDS were sent. The customer is told by SMS and e-mail.
 */
export async function uploadDesign(deps: Deps, actor: Actor, orderId: number, form: UploadForm): Promise<Design> {
  const { db } = deps.database;
  const found = await findOrder(db, orderId, null);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const note = designNoteSchema.safeParse(form.fields.note);
  if (!note.success) throw unprocessable(DESIGN_MESSAGES.noteTooLong, { note: [DESIGN_MESSAGES.noteTooLong] });
  const accepted = acceptDesignFiles(form);
  // Refused before the files are encoded and stored; asked again under the order's lock.
  const early = roundRefusal(found, await latestDesign(db, orderId), deps.config.designRounds);
  if (early) throw new HttpError(409, early);

  const files = await storeDesignFiles(db, deps.storage, orderId, accepted);
  const keys = files.map((f) => f.storageKey);
  try {
    const row = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const latest = await latestDesign(tx, orderId);
      const refusal = roundRefusal(order, latest, deps.config.designRounds);
      if (refusal) throw new HttpError(409, refusal);
      const design = await insertDesign(tx, { orderId, round: (latest?.round ?? 0) + 1, files, note: note.data, createdBy: actor.userId });
      await settlePrivateUploads(tx, keys);
      await audit(tx, actor, 'order_design_uploaded', 'order', orderId, { design_id: design.id, round: design.round, files: files.length });
      await queueCustomerNotice(tx, order.userId, designReadyNotice(deps, order, design.round));
      return design;
    });
    return designView(row, new Date(), []);
  } catch (error) {
    await discardPrivateUploads(db, deps.storage, keys);
    throw error;
  }
}

/**
 * POST orders/{id}/designs/{designId}/approve | changes: the customer's answer to the latest
 * round of their own order (another customer's order answers 404, like an unknown one).
 */
export async function answerByCustomer(
  deps: Pick<ServiceDeps, 'database'>,
  userId: number,
  orderId: number,
  designId: number,
  answer: { status: 'approved' } | { status: 'changes_requested'; comment: string },
): Promise<Design> {
  const { db } = deps.database;
  if (!(await findOrder(db, orderId, userId))) throw notFound(ORDER_MESSAGES.notFound);
  const row = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const design = await findDesign(tx, designId);
    if (!order || design?.orderId !== orderId) throw notFound(DESIGN_MESSAGES.notFound);
    const latest = await latestDesign(tx, orderId);
    if (latest?.id !== design.id) throw new HttpError(409, DESIGN_MESSAGES.notLatest);
    if (design.status !== 'awaiting_customer') throw new HttpError(409, DESIGN_MESSAGES.alreadyAnswered);
    if (!inMaking(order)) throw new HttpError(409, DESIGN_MESSAGES.notBeingMade);
    return answerDesign(tx, design.id, {
      status: answer.status,
      customerComment: answer.status === 'changes_requested' ? answer.comment : null,
    });
  });
  return designView(row, new Date(), await holidayDates(db));
}

/** POST admin/orders/{id}/photos: photos shown to the customer under `stage` of the tracker. */
export async function uploadPhotos(deps: Deps, actor: Actor, orderId: number, form: UploadForm): Promise<OrderPhoto[]> {
  const { db } = deps.database;
  const found = await findOrder(db, orderId, null);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  const stage = photoStageSchema.safeParse(form.fields.stage);
  if (!stage.success) throw unprocessable(DESIGN_MESSAGES.chooseStage, { stage: [DESIGN_MESSAGES.chooseStage] });
  const photos = acceptPhotos(form);
  if (!photographable(found)) throw new HttpError(409, DESIGN_MESSAGES.notBeingMade);

  const stored = await storePhotos(db, deps.storage, orderId, photos);
  const keys = stored.map((s) => s.storageKey);
  try {
    const rows = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      if (!photographable(order)) throw new HttpError(409, DESIGN_MESSAGES.notBeingMade);
      const inserted = await insertPhotos(tx, stored.map((s) => ({ orderId, stage: stage.data, ...s, createdBy: actor.userId })));
      await settlePrivateUploads(tx, keys);
      await audit(tx, actor, 'order_photos_uploaded', 'order', orderId, { stage: stage.data, photos: inserted.length });
      return inserted;
    });
    return rows.map(photoView);
  } catch (error) {
    await discardPrivateUploads(db, deps.storage, keys);
    throw error;
  }
}
