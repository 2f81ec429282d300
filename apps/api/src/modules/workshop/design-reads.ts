import type { Db, Order as OrderRow, OrderDesignRow, OrderPhotoRow } from '@kanak/db';
import { DESIGN_MESSAGES, designWaitWorkingDays, type Design, type OrderPhoto } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/session-cookie.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { WorkshopView } from '../orders/order-view.ts';
import { findOrder } from '../orders/orders.repository.ts';
import { designsOf, findDesign, findPhoto, photosOf } from './designs.repository.ts';

/*
 * Design rounds and bench photos as the order read shows them, and their files for the order's
 * customer or an admin (ARCHITECTURE §10, decision 053).
 */

const designFileUrl = (orderId: number, designId: number, index: number) => `/api/orders/${orderId}/designs/${designId}/files/${index}`;
const photoUrl = (orderId: number, photoId: number) => `/api/orders/${orderId}/photos/${photoId}`;

/** A round as the API shows it; a round still waiting counts its working days up to `until`. */
export function designView(row: OrderDesignRow, until: Date, holidays: readonly string[]): Design {
  return {
    id: row.id,
    round: row.round,
    files: row.files.map((f, i) => ({ kind: f.kind, content_type: f.contentType, url: designFileUrl(row.orderId, row.id, i) })),
    note: row.note,
    status: row.status,
    customer_comment: row.customerComment,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    waited_working_days: designWaitWorkingDays(row.createdAt, row.answeredAt, until, holidays),
  };
}

export function photoView(row: OrderPhotoRow): OrderPhoto {
  return { id: row.id, stage: row.stage, content_type: row.contentType, url: photoUrl(row.orderId, row.id), created_at: row.createdAt.toISOString() };
}

/** The designs and photos of these orders for the order read, in two queries. */
export async function workshopViews(db: Db, orders: OrderRow[], roundsMax: number, holidays: readonly string[]): Promise<Map<number, WorkshopView>> {
  const ids = orders.map((o) => o.id);
  const [designs, photos] = await Promise.all([designsOf(db, ids), photosOf(db, ids)]);
  const now = new Date();
  return new Map(
    orders.map((order) => {
      // A cancelled order stops waiting on the customer when it is cancelled.
      const until = order.cancelledAt ?? now;
      return [
        order.id,
        {
          designs: (designs.get(order.id) ?? []).map((d) => designView(d, until, holidays)),
          photos: (photos.get(order.id) ?? []).map(photoView),
          roundsMax,
        },
      ];
    }),
  );
}

/** A stored file of an order, for its customer or an admin; anyone else's answers 404. */
async function readableOrder(db: Db, reader: AuthUser, orderId: number): Promise<OrderRow | undefined> {
  return findOrder(db, orderId, reader.role === 'admin' ? null : reader.id);
}

export async function readDesignFile(
  deps: Pick<ServiceDeps, 'database' | 'storage'>,
  reader: AuthUser,
  ids: { id: number; designId: number; index: number },
): Promise<{ contentType: string; bytes: Buffer; name: string }> {
  const { db } = deps.database;
  const order = await readableOrder(db, reader, ids.id);
  const design = order ? await findDesign(db, ids.designId) : undefined;
  const file = design?.orderId === ids.id ? design.files[ids.index] : undefined;
  const bytes = file ? await deps.storage.getPrivate(file.storageKey) : null;
  if (!file || !bytes) throw notFound(DESIGN_MESSAGES.fileNotFound);
  return { contentType: file.contentType, bytes, name: file.storageKey.slice(file.storageKey.lastIndexOf('/') + 1) };
}

export async function readPhoto(
  deps: Pick<ServiceDeps, 'database' | 'storage'>,
  reader: AuthUser,
  ids: { id: number; photoId: number },
): Promise<{ contentType: string; bytes: Buffer; name: string }> {
  const { db } = deps.database;
  const order = await readableOrder(db, reader, ids.id);
  const photo = order ? await findPhoto(db, ids.photoId) : undefined;
  const bytes = photo?.orderId === ids.id ? await deps.storage.getPrivate(photo.storageKey) : null;
  if (!photo || !bytes) throw notFound(DESIGN_MESSAGES.photoNotFound);
  return { contentType: photo.contentType, bytes, name: `photo-${photo.id}.webp` };
}
