/**
 * Two pictures uploaded to one product at the same moment (two admins, or two tabs) are both kept
 * (issue 37): each upload appends to the product's lists on the product's locked row, so the second
 * appends to what the first saved instead of writing back the lists it read before.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to products
 * back (a SHARE lock of its own) until both uploads wait, one on its update and the other on the
 * product's row or, without the row lock, on its own update after reading the same lists. On
 * PGlite (one connection) the two uploads run one after the other and only state the rule.
 */
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { multipartBody } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const picture = (background: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .png()
    .toBuffer();

const upload = async (productId: number, colour: string, content: Buffer) => {
  const body = multipartBody([['colour', colour]], {
    images: { filename: 'front.png', content, type: 'image/png' },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/media`,
    headers: { ...body.headers, authorization: `Bearer ${admin}` },
    payload: body.payload,
  });
};

describe('two pictures uploaded to one product at once', () => {
  it('are both kept in its rose list, neither overwriting the other', async () => {
    const product = async () =>
      defined(
        (
          await t.app.database.db
            .select()
            .from(schema.products)
            .where(eq(schema.products.id, ids.meher))
        )[0],
        'the product',
      );
    const before = (await product()).images;
    const [gold, silver] = await Promise.all([picture('#b8860b'), picture('#c0c0c0')]);

    const answers = await withWritesHeld(t.app, 'products', 2, () =>
      Promise.all([upload(ids.meher, 'rose_gold', gold), upload(ids.meher, 'rose_gold', silver)]),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const after = (await product()).images;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 2);
    expect(new Set(after).size).toBe(after.length);
  });
});
