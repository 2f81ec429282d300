/**
 * The offer rules a mutation run of `offers.service.ts` found no test for (issue 37): every change
 * an admin makes to an offer is accountable in the audit log, an offer that is not there cannot be
 * deleted, and an offer naming no category is one for every category, in the preview and on the
 * home page's banner alike.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { setupShop, t } from '../../../test/shop.ts';

setupShop(512);
let admin: string;
let adminId: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  const [row] = await t.app.database.db.select().from(schema.users).where(eq(schema.users.email, 'admin@kanak.test'));
  adminId = defined(row, 'admin').id;
});

const HOUR = 3600_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });
const FUTURE = { starts_at: '2030-04-10T00:00', ends_at: '2030-04-12T00:00' };
const offerEntries = () => t.app.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'offer')).orderBy(schema.auditLog.id);

describe('the audit log of the offers', () => {
  it('writes one entry for each creation, change and deletion, naming the admin, the offer and its title', async () => {
    const before = (await offerEntries()).length;
    const made = await send('POST', '/api/admin/offers', { title: 'Diwali making', making_discount_percent: 10, diamond_discount_percent: 0, ...FUTURE });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().offer.id as number;
    const changed = await send('PUT', `/api/admin/offers/${id}`, { title: 'Diwali making, deeper', making_discount_percent: 20, diamond_discount_percent: 0, ...FUTURE });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send('DELETE', `/api/admin/offers/${id}`)).statusCode).toBe(200);

    const entries = (await offerEntries()).slice(before);
    expect(entries.map(({ actorUserId, action, entity, entityId, detail }) => ({ actorUserId, action, entity, entityId, detail }))).toEqual([
      { actorUserId: adminId, action: 'offer_created', entity: 'offer', entityId: String(id), detail: { title: 'Diwali making' } },
      { actorUserId: adminId, action: 'offer_changed', entity: 'offer', entityId: String(id), detail: { title: 'Diwali making, deeper' } },
      // The deletion names the title the offer had, so the log still says which offer went.
      { actorUserId: adminId, action: 'offer_deleted', entity: 'offer', entityId: String(id), detail: { title: 'Diwali making, deeper' } },
    ]);
  });

  it('writes nothing for a change or a deletion that was refused', async () => {
    const before = (await offerEntries()).length;
    expect((await send('PUT', '/api/admin/offers/999999', { title: 'Ghost', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/offers/999999')).statusCode).toBe(404);
    expect(await offerEntries()).toHaveLength(before);
  });
});

describe('deleting an offer', () => {
  it('is 404 with "Offer not found" for an offer that does not exist, or no longer does', async () => {
    const missing = await send('DELETE', '/api/admin/offers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Offer not found');

    const made = await send('POST', '/api/admin/offers', { title: 'Once', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE });
    const id = made.json().offer.id as number;
    const gone = await send('DELETE', `/api/admin/offers/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Offer deleted' });
    const again = await send('DELETE', `/api/admin/offers/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Offer not found');
  });
});

describe('an offer for no named category', () => {
  it('is previewed on a piece of the shop’s first category, as if no list had been sent', async () => {
    const preview = async (payload: Record<string, unknown>) => {
      const res = await send('POST', '/api/admin/offers/preview', payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().sample;
    };
    const none = await preview({ making_discount_percent: 20, diamond_discount_percent: 0 });
    expect(none).not.toBeNull();
    expect(await preview({ making_discount_percent: 20, diamond_discount_percent: 0, category_ids: [] })).toEqual(none);
  });

  it('is announced on the home page for every category (no list), however it was stored', async () => {
    const now = Date.now();
    // The price function reads an empty list as every category (`offerCovers`); the banner must say so too.
    await t.app.database.db
      .insert(schema.offers)
      .values({ title: 'Every piece', makingDiscountBp: 1000, diamondDiscountBp: 0, categoryIds: [], startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) });
    const res = await t.app.inject({ method: 'GET', url: '/api/offers/live' });
    expect(res.json().offers).toEqual([expect.objectContaining({ title: 'Every piece', category_ids: null })]);
    await t.app.database.db.delete(schema.offers);
  });
});
