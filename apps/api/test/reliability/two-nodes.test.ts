/**
 * Issue 9, scale-out: two API processes on different ports against one PostgreSQL database, as
 * behind a load balancer. A session opened on one node works on the other and a sign-out on one
 * ends it on both; an admin's rate change or product edit through node A is served by node B
 * within a second. Node B's catalogue answers are read several times first, so a per-node cache
 * that missed the cross-node invalidation (LISTEN/NOTIFY) would show the old price and fail here.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReliabilityDatabase, type ReliabilityDatabase } from './database.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDocumentKey, startApiNode, type ApiNode } from './processes.ts';
import { call, expectStatus, phoneOf, signUp } from './shop-client.ts';

/** What a stale node would get wrong: the name, the list price and the rates it was priced on. */
type Seen = { name: unknown; price: unknown; gold_price: unknown; diamond_price: unknown };

const POLL_MS = 50;
const WITHIN_MS = 1000;
const WARM_READS = 5;

let rel: ReliabilityDatabase;
let a: ApiNode;
let b: ApiNode;
let admin: string;

beforeAll(async () => {
  rel = await createReliabilityDatabase();
  const documentKey = newDocumentKey();
  // Both start at once, as a rolling deploy would: migrations and the admin account race.
  [a, b] = await Promise.all([startApiNode({ databaseUrl: rel.url, documentKey }), startApiNode({ databaseUrl: rel.url, documentKey })]);
  const login = await call(a, '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  admin = expectStatus(login, 200, 'admin login').access_token as string;
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await rel?.drop();
});

async function productOn(node: ApiNode, id: number): Promise<Seen> {
  const { data } = expectStatus(await call(node, `/products/${id}`), 200, 'product') as { data: Seen };
  return { name: data.name, price: data.price, gold_price: data.gold_price, diamond_price: data.diamond_price };
}

async function listedOn(node: ApiNode, id: number): Promise<Seen | undefined> {
  const list = expectStatus(await call(node, '/filter-products?per_page=100'), 200, 'filter-products');
  const found = (list.products as (Seen & { id: number })[]).find((p) => p.id === id);
  return found && { name: found.name, price: found.price, gold_price: found.gold_price, diamond_price: found.diamond_price };
}

/** Reads B's catalogue answers a few times, so whatever B caches holds the current ones. */
async function warm(node: ApiNode, id: number): Promise<Seen> {
  let seen = await productOn(node, id);
  for (let i = 0; i < WARM_READS; i++) {
    seen = await productOn(node, id);
    await listedOn(node, id);
  }
  return seen;
}

/**
 * Polls every 50 ms until `read` answers `expected`; fails once a second has passed since the
 * write answered (issue 9: "served by the other within a second"). Resolves with the delay seen.
 */
async function servedWithin(read: () => Promise<Seen | undefined>, expected: Seen, since: number): Promise<number> {
  let last: Seen | undefined;
  for (;;) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return performance.now() - since;
    if (performance.now() - since > WITHIN_MS) break;
    await sleep(POLL_MS);
  }
  expect(last, `still served ${WITHIN_MS} ms after the write`).toEqual(expected);
  return Infinity;
}

describe('two API nodes on one PostgreSQL', () => {
  it('accepts a session from either node, and a sign-out on one ends it on both', async () => {
    // Signed up on A with the code read through B: OTPs and sessions live in the database.
    const token = await signUp(a, 1, b);
    for (const node of [a, b]) {
      expect((await call(node, '/me', { token })).body).toMatchObject({ user: { phone_number: phoneOf(1) } });
    }
    const added = await call(a, '/cart', { token, json: { product_id: rel.products.meher, gold_type: 'rose_gold', gold_carat: '14k' } });
    expect(added.status).toBe(201);
    const cartOnB = await call(b, '/view-cart', { cookie: token });
    expect(cartOnB.status).toBe(200);
    expect(cartOnB.body.count).toBe(1);

    const second = expectStatus(await call(b, '/login', { json: { email: 'rel1@example.in', password: 'Kanak@2024' } }), 200, 'login on B');
    const other = second.access_token as string;
    expect((await call(a, '/logout', { method: 'POST', token })).status).toBe(200);
    for (const node of [a, b]) {
      expect((await call(node, '/me', { token })).status).toBe(401);
      expect((await call(node, '/view-cart', { cookie: token })).status).toBe(401);
      expect((await call(node, '/me', { token: other })).status).toBe(200);
    }
  });

  it('serves a rate change made through node A from node B within a second', async () => {
    const id = rel.products.tara;
    const before = await warm(b, id);
    const rates = {
      gold: { rose_gold: { '14k': 5100, '18k': 6500 }, white_gold: { '14k': 5200, '18k': 6600 }, yellow_gold: { '14k': 5100, '18k': 6500 } },
      diamond: { 'IF-VVS EF': 105_000, 'VVS-VS FG': 84_000, 'VS-SI GH': 69_000, 'SI-I IJ': 47_000 },
      note: 'reliability: two nodes',
    };
    expectStatus(await call(a, '/admin/rates', { method: 'PUT', token: admin, json: rates }), 200, 'rates on A');
    const written = performance.now();
    const after = await productOn(a, id);
    expect(after.price).not.toEqual(before.price);
    expect(after.gold_price).not.toEqual(before.gold_price);

    const product = await servedWithin(() => productOn(b, id), after, written);
    const list = await servedWithin(() => listedOn(b, id), after, written);
    console.log(`two nodes: rate change on A served by B after ${product.toFixed(0)} ms (product), ${list.toFixed(0)} ms (filter-products)`);
  });

  it('serves a product edit made through node A from node B within a second', async () => {
    const id = rel.products.meher;
    const before = await warm(b, id);
    const edit = { name: 'Meher Gold Pendant (heavier)', metal_weight: 2.4 };
    expectStatus(await call(a, `/admin/products/${id}`, { method: 'PUT', token: admin, json: edit }), 200, 'product edit on A');
    const written = performance.now();
    const after = await productOn(a, id);
    expect(after.name).toBe(edit.name);
    expect(after.price).toBeGreaterThan(before.price as number);

    const product = await servedWithin(() => productOn(b, id), after, written);
    const list = await servedWithin(() => listedOn(b, id), after, written);
    console.log(`two nodes: product edit on A served by B after ${product.toFixed(0)} ms (product), ${list.toFixed(0)} ms (filter-products)`);
  });
});
