/**
 * The set-up the cart test files share: their own app and database with the catalogue fixture,
 * and two verified customers (asha and ravi). The bindings below are live: read them in tests.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { Recorder, signup } from './accounts.ts';
import { insertCatalogueFixture } from './catalogue-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
export let r: Recorder;
export let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
export let retired: number;
export let asha: string;
export let ravi: string;

/** Call at the top of a cart test file. */
export function setupCartTests() {
  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertCatalogueFixture(t.app.database);
    const [row] = await t.app.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.name, 'Retired Ring'));
    retired = defined(row, 'the Retired Ring').id;
    r = new Recorder(t.app);
    asha = await r.registerAndVerify(signup(1));
    ravi = await r.registerAndVerify(signup(2));
  });
  afterAll(() => t.close());
}

/** The test app's database (for a test that changes a fixture and puts it back). */
export const database = () => t.app.database;
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
export const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => r.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
export const add = (token: string, payload: Record<string, unknown>) =>
  call(token, 'POST', '/cart', payload);
export const clear = (token: string) => call(token, 'DELETE', '/cart');
export const ring = (extra: Record<string, unknown> = {}) => ({
  product_id: ids.aanya,
  gold_type: 'rose_gold',
  gold_carat: '14k',
  ring_size: 12,
  ...extra,
});
