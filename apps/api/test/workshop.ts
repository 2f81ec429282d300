import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { orderInProduction } from './admin.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance (the order tests' figures).
const RING = 42_432;
const FIRST = 30_126;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An order in production for the shop's first customer, with the id of its one piece. */
export async function pieceInProduction(app: App, o: { token: string; userId: number; productId: number; addressId: number }) {
  const orderId = await orderInProduction(app, o.token, { userId: o.userId, productId: o.productId, addressId: o.addressId, total: RING, first: FIRST });
  const [item] = await app.database.db.select({ id: schema.orderItems.id }).from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
  if (!item) throw new Error(`order ${orderId} has no piece`);
  return { orderId, itemId: item.id };
}

export async function buyMetal(app: App, admin: string, karat: string, weightG: number) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/metal/purchases', headers: bearer(admin), payload: { karat, weight_g: weightG, rate: 6_500, supplier: 'Zaveri Bullion' } });
  if (res.statusCode !== 201) throw new Error(`purchase answered ${res.statusCode}: ${res.body}`);
}

let phone = 9_800_000_000;

export async function newKarigar(app: App, admin: string, name = 'Ramesh Soni'): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/karigars', headers: bearer(admin), payload: { name, phone: String(phone++), skills: ['casting', 'setting'] } });
  if (res.statusCode !== 201) throw new Error(`karigar answered ${res.statusCode}: ${res.body}`);
  return res.json().karigar.id as number;
}
