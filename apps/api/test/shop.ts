/**
 * The set-up of the order test files: their own app (on its own database) with the catalogue
 * fixture, customer `n` (asha) with an address, and customer `n + 1` (ravi). The bindings below
 * are live: read them in tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { insertCatalogueFixture } from './catalogue-fixture.ts';
import { addAddress, verifiedCustomer } from './orders.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export let t: TestApp;
export let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
export let asha: string;
export let ashaId: number;
export let ravi: string;
export let raviId: number;
export let address: number;

/** Call at the top of the file, with the environment and providers it needs beside the defaults. */
export function setupShop(n: number, env: Record<string, string> = {}, options: TestAppOptions = {}) {
  beforeAll(async () => {
    t = await createTestApp(env, options);
    ids = await insertCatalogueFixture(t.app.database);
    ({ token: asha, id: ashaId } = await verifiedCustomer(t.app, n));
    ({ token: ravi, id: raviId } = await verifiedCustomer(t.app, n + 1));
    address = await addAddress(t.app, ashaId);
  });
  afterAll(() => t.close());
}
