/**
 * The admin's offer rules that `offers.test.ts` passes by (issue 37, mutation run of the offers
 * module): an offer changed in place (PUT) and its refusals, what is stored of categories and a
 * minimum, the list's order, the preview's sample piece, and which offers the home page's banner
 * shows, the one ending first first.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { ids, setupShop, t } from '../../../test/shop.ts';
import { repriceAtOfferBoundaries } from './offers.service.ts';

setupShop(511);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const HOUR = 3600_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });
/** An instant as the admin's form writes it: India time, to the minute. */
const ist = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);
const FUTURE = { starts_at: '2030-01-10T00:00', ends_at: '2030-01-12T00:00' };
const listPrice = async (id: number) => {
  const [row] = await t.app.database.db.select().from(schema.products).where(eq(schema.products.id, id));
  return defined(row, 'product').listPricePaise;
};

describe('an offer changed by the admin', () => {
  it('stores its categories once each, in order, no categories as every category, and no minimum as none', async () => {
    const made = await send('POST', '/api/admin/offers', { title: 'Set', making_discount_percent: 12.34, diamond_discount_percent: 7.5, category_ids: [24, 20, 24], ...FUTURE });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().offer).toMatchObject({ category_ids: [20, 24], making_discount_percent: 12.34, diamond_discount_percent: 7.5, min_order: null, code: null, live: false, active: true });
    const id = made.json().offer.id as number;
    const [row] = await t.app.database.db.select().from(schema.offers).where(eq(schema.offers.id, id));
    expect(row).toMatchObject({ categoryIds: [20, 24], makingDiscountBp: 1234, diamondDiscountBp: 750, minOrderPaise: null });

    const changed = await send('PUT', `/api/admin/offers/${id}`, { title: 'Set, changed', making_discount_percent: 5, diamond_discount_percent: 0, category_ids: [], min_order: 25_000, ...FUTURE });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().offer).toMatchObject({ id, title: 'Set, changed', category_ids: null, min_order: 25_000, making_discount_percent: 5, diamond_discount_percent: 0 });
    const [after] = await t.app.database.db.select().from(schema.offers).where(eq(schema.offers.id, id));
    expect(after).toMatchObject({ title: 'Set, changed', categoryIds: null, minOrderPaise: 2_500_000 });
    await send('DELETE', `/api/admin/offers/${id}`);
  });

  it('answers 404 for an offer that is not there, and refuses a code another offer uses', async () => {
    const missing = await send('PUT', '/api/admin/offers/999999', { title: 'Ghost', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Offer not found');

    const a = await send('POST', '/api/admin/offers', { title: 'A', code: 'ALPHA', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE });
    const b = await send('POST', '/api/admin/offers', { title: 'B', code: 'BETA', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE });
    const taken = await send('PUT', `/api/admin/offers/${b.json().offer.id}`, { title: 'B', code: 'alpha', making_discount_percent: 5, diamond_discount_percent: 0, ...FUTURE });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['Another offer already uses this code.'] });
    const [beta] = await t.app.database.db.select().from(schema.offers).where(eq(schema.offers.id, b.json().offer.id));
    expect(beta?.code).toBe('BETA');
    await send('DELETE', `/api/admin/offers/${a.json().offer.id}`);
    await send('DELETE', `/api/admin/offers/${b.json().offer.id}`);
  });

  it('re-prices the list when an offer is changed, and a switched-off offer is not live', async () => {
    const before = await listPrice(ids.aanya);
    const now = Date.now();
    const window = { starts_at: ist(new Date(now - HOUR)), ends_at: ist(new Date(now + 24 * HOUR)) };
    const made = await send('POST', '/api/admin/offers', { title: 'Now', making_discount_percent: 10, diamond_discount_percent: 0, category_ids: [24], ...window });
    expect(made.json().offer.live).toBe(true);
    const tenOff = await listPrice(ids.aanya);
    expect(tenOff).toBeLessThan(before);
    const deeper = await send('PUT', `/api/admin/offers/${made.json().offer.id}`, { title: 'Now', making_discount_percent: 30, diamond_discount_percent: 0, category_ids: [24], ...window });
    expect(deeper.statusCode).toBe(200);
    expect(await listPrice(ids.aanya)).toBeLessThan(tenOff);
    const off = await send('PUT', `/api/admin/offers/${made.json().offer.id}`, { title: 'Now', making_discount_percent: 30, diamond_discount_percent: 0, category_ids: [24], active: false, ...window });
    expect(off.json().offer).toMatchObject({ active: false, live: false });
    expect(await listPrice(ids.aanya)).toBe(before);
    await send('DELETE', `/api/admin/offers/${made.json().offer.id}`);
  });

  it('lists the offers latest start first', async () => {
    const early = await send('POST', '/api/admin/offers', { title: 'Early', making_discount_percent: 5, diamond_discount_percent: 0, starts_at: '2030-02-01T00:00', ends_at: '2030-02-02T00:00' });
    const late = await send('POST', '/api/admin/offers', { title: 'Late', making_discount_percent: 5, diamond_discount_percent: 0, starts_at: '2030-03-01T00:00', ends_at: '2030-03-02T00:00' });
    const titles = (await t.app.inject({ method: 'GET', url: '/api/admin/offers', headers: as(admin) })).json().offers.map((o: { title: string }) => o.title);
    expect(titles.indexOf('Late')).toBeLessThan(titles.indexOf('Early'));
    await send('DELETE', `/api/admin/offers/${early.json().offer.id}`);
    await send('DELETE', `/api/admin/offers/${late.json().offer.id}`);
  });
});

describe('the preview of an offer', () => {
  const preview = async (payload: Record<string, unknown>) => {
    const res = await send('POST', '/api/admin/offers/preview', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sample;
  };

  it('prices the best seller of the first category that has pieces, before at its list price and after the cut', async () => {
    // "Customize With Us" has no pieces: the pendants' first piece is the sample.
    const pendant = await preview({ making_discount_percent: 20, diamond_discount_percent: 50, category_ids: [23, 20] });
    const [first] = await t.app.database.db.select().from(schema.products).where(eq(schema.products.productCategoryId, 20)).orderBy(schema.products.id);
    expect(pendant.product_id).toBe(defined(first, 'pendant').id);
    expect(pendant.name).toBe(defined(first, 'pendant').name);
    expect(pendant.original_total * 100).toBe(defined(first, 'pendant').listPricePaise);
    // No category named: every category in the shop's order, so the rings' best seller.
    const ring = await preview({ making_discount_percent: 20, diamond_discount_percent: 0 });
    expect(ring.name).toBe('Noor Band Ring');
    expect(ring.diamond_discount).toBe(0);
    expect(ring.making_discount).toBeGreaterThan(0);
    // A diamond piece shows the diamonds' cut too, and the total falls by both cuts and their GST.
    const solitaire = await t.app.database.db.update(schema.products).set({ bestSeller: true }).where(eq(schema.products.id, ids.aanya)).returning();
    expect(solitaire).toHaveLength(1);
    const aanya = await preview({ making_discount_percent: 10, diamond_discount_percent: 10, category_ids: [24] });
    expect(aanya.product_id).toBe(ids.aanya);
    expect(aanya.diamond_discount).toBeGreaterThan(0);
    const cut = aanya.making_discount + aanya.diamond_discount;
    expect(aanya.original_total - aanya.total).toBeCloseTo(cut * 1.03, 0);
    await t.app.database.db.update(schema.products).set({ bestSeller: false }).where(eq(schema.products.id, ids.aanya));
  });

  it('has no sample when no category named has a piece', async () => {
    expect(await preview({ making_discount_percent: 20, diamond_discount_percent: 0, category_ids: [23] })).toBeNull();
  });
});

describe('the offers running now (the home page banner)', () => {
  it('shows the live automatic offers, the one ending first first, and no code, minimum, future or switched-off offer', async () => {
    const now = Date.now();
    const live = (title: string, hours: number, extra: Record<string, unknown> = {}) =>
      t.app.database.db
        .insert(schema.offers)
        .values({ title, makingDiscountBp: 1000, diamondDiscountBp: 500, startsAt: new Date(now - HOUR), endsAt: new Date(now + hours * HOUR), ...extra })
        .returning();
    await live('Later', 48, { categoryIds: [24] });
    const [sooner] = await live('Sooner', 5);
    await live('Coded', 1, { code: 'BANNERX' });
    await live('With a minimum', 1, { minOrderPaise: 1_000_000 });
    await live('Switched off', 1, { active: false });
    await live('Future', 2, { startsAt: new Date(now + HOUR) });
    const res = await t.app.inject({ method: 'GET', url: '/api/offers/live' });
    expect(res.json().offers).toEqual([
      { title: 'Sooner', making_discount_percent: 10, diamond_discount_percent: 5, category_ids: null, ends_at: defined(sooner, 'offer').endsAt.toISOString() },
      expect.objectContaining({ title: 'Later', category_ids: [24] }),
    ]);
    await t.app.database.db.delete(schema.offers);
  });

  it('leaves the list prices alone when no offer started or ended since the last check', async () => {
    const before = await listPrice(ids.aanya);
    // Written straight to the table with a start before the last check: the check has nothing to do.
    await t.app.database.db.insert(schema.offers).values({ title: 'Quiet', makingDiscountBp: 2000, diamondDiscountBp: 0, startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() + HOUR) });
    await repriceAtOfferBoundaries(t.app, new Date(Date.now() - HOUR));
    expect(await listPrice(ids.aanya)).toBe(before);
    // Its start falls after an earlier check: that check re-prices.
    await repriceAtOfferBoundaries(t.app, new Date(Date.now() - 3 * HOUR));
    expect(await listPrice(ids.aanya)).toBeLessThan(before);
    await t.app.database.db.delete(schema.offers);
  });
});
