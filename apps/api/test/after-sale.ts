import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import type { App } from '../src/app.ts';
import { orderInProduction, payBalance } from './admin.ts';
import { multipartBody } from './orders.ts';
import { address, asha, ashaId, ids, t } from './shop.ts';

/*
 * After-sale helpers for API tests: a delivered order of one piece, a request for it, a step.
 * Everything goes through the routes, as the customer's and the shop's screens do.
 */

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** An order for one piece, paid in full, dispatched and delivered by the shop. */
export async function deliveredOrder(
  app: App,
  admin: string,
  o: { token: string; userId: number; productId: number; addressId: number; total: number; first: number },
): Promise<{ orderId: number; itemId: number }> {
  const orderId = await orderInProduction(app, o.token, o);
  await payBalance(app, o.token, orderId);
  const [item] = await app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  const itemId = defined(item, 'item').id;
  const huid = `HU${orderId}`.slice(0, 6).padEnd(6, 'X');
  const dispatched = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/dispatch`,
    headers: as(admin),
    payload: { courier: 'Blue Dart', tracking_number: `BD${orderId}`, huids: { [String(itemId)]: [huid] } },
  });
  if (dispatched.statusCode !== 200) throw new Error(`dispatch answered ${dispatched.statusCode}: ${dispatched.body}`);
  const delivered = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/deliver`, headers: as(admin) });
  if (delivered.statusCode !== 200) throw new Error(`deliver answered ${delivered.statusCode}: ${delivered.body}`);
  return { orderId, itemId };
}

/**
 * The order most after-sale cases start from, in a file set up with `setupShop`: Asha's Aanya ring
 * (rose 14k, SI-I IJ, ₹42,432, its 71% advance ₹30,126), paid in full and delivered.
 */
export const ashasDeliveredRing = (admin: string) =>
  deliveredOrder(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });

/** The customer asks for `kind` of one piece (multipart, as the order page sends it); the request's id. */
export async function askAfterSale(
  app: App,
  token: string,
  orderId: number,
  itemId: number,
  kind: 'return' | 'exchange' | 'buyback' | 'maintenance',
  reason: string,
  files: Parameters<typeof multipartBody>[1] = {},
): Promise<number> {
  const body = multipartBody([['kind', kind], ['item_ids[]', String(itemId)], ['reason', reason]], files);
  const res = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...body.headers, ...as(token) }, payload: body.payload });
  if (res.statusCode !== 200) throw new Error(`after-sale answered ${res.statusCode}: ${res.body}`);
  return res.json().request.id as number;
}

/** The shop moves a request one step (POST admin/after-sale/{id}/status). */
export const moveAfterSale = (app: App, admin: string, id: number, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/admin/after-sale/${id}/status`, headers: as(admin), payload: body });
