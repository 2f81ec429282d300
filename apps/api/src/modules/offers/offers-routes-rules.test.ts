/**
 * The offers' doors (issue 37, offers.routes.ts): only the shop writes offers; a refused offer
 * tells the owner why at the top of the form and field by field; an empty save is refused, never
 * a server error; the home page's banner is public and cached a minute at most, so an offer that
 * ends is off the banner within a minute.
 */
import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

setupShop(961);

let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3_600_000;
const ist = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);
const diwali = () => ({
  title: 'Diwali making charges',
  making_discount_percent: 10,
  diamond_discount_percent: 0,
  starts_at: ist(new Date(Date.now() - HOUR)),
  ends_at: ist(new Date(Date.now() + 48 * HOUR)),
});
const offerRows = () => t.app.database.db.select().from(schema.offers);

describe('writing offers', () => {
  it('is the shop’s alone: a visitor is asked to sign in, a customer is refused, and no offer is made', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      payload: diwali(),
    });
    expect(visitor.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: as(asha),
      payload: diwali(),
    });
    expect(customer.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/offers', headers: as(asha) }))
        .statusCode,
    ).toBe(403);
    expect(await offerRows()).toEqual([]);
  });

  it('tells the owner at the top of the form why an offer is refused, and each field’s reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: as(admin),
      payload: { ...diwali(), title: '   ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please give the offer a title.',
      errors: { title: ['Please give the offer a title.'] },
    });
    expect(await offerRows()).toEqual([]);
  });

  it('refuses a change sent with no body at all, naming what is missing, and leaves the offer as it was', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: as(admin),
      payload: diwali(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().offer.id as number;
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/offers/${id}`,
      headers: as(admin),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Please give the offer a title.');
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(['title', 'starts_at', 'ends_at']),
    );
    const [row] = await t.app.database.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.id, id));
    expect(row?.title).toBe('Diwali making charges');
  });
});

describe('the home page’s banner', () => {
  it('is open to visitors and kept by browsers and caches for a minute at most', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offers/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().offers.map((o: { title: string }) => o.title)).toContain(
      'Diwali making charges',
    );
  });
});
