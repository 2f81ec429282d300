/**
 * `npm run bench:api` (issue 9, ARCHITECTURE §6): a 10,000-piece catalogue in a fresh database
 * (PGlite, or PostgreSQL when DATABASE_URL names a server), the real server in its own process,
 * and autocannon on each catalogue read and on add-to-cart, each measured right after a bare
 * Fastify route in the same run. Requests carry a browser's Accept-Encoding. Prints figures; it
 * asserts nothing. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the runs;
 * BENCH_OFFER=1 runs them with an automatic offer live on every category (issue 18); BENCH_ONLY=
 * cart,miss runs only the lines whose label contains one of the words. On PostgreSQL it ends with
 * cache misses (issue 20): every product once, one request at a time and then with autocannon,
 * each pass after emptying the server's catalogue cache the way any catalogue write does.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createDatabase, migrate, recomputeListPrices, schema, type Database } from '@kanak/db';
import { createBlankDatabase, dropDatabase } from '@kanak/db/testing';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/modules/auth/password.ts';
import { CATALOGUE_CHANNEL } from '../src/modules/catalog/catalogue-cache-plugin.ts';
import { benchServerEnv, benchServerNodeArgs } from './bench-server.ts';
import { insertBenchCatalogue } from './catalogue-10k.ts';
import { measure, measureInTurn, type Figures, type Load } from './measure.ts';
import { ROOT, freePort, startNode, stopProcess, waitForReady } from '../../../scripts/lib/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.DATABASE_URL;
const only = process.env.BENCH_ONLY?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
/** Whether a line is measured in this run (BENCH_ONLY). */
const chosen = (label: string) => !only?.length || only.some((w) => label.toLowerCase().includes(w));
const MISS_LABEL = 'products/{id}, cache miss';
const CUSTOMERS = 20;
const PASSWORD = 'Bench@Kanak2024';

const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-bench-'));
const dbName = `kanak_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = serverUrl ? await createBlankDatabase(serverUrl, dbName) : undefined;
const children: ReturnType<typeof startNode>[] = [];

/** A process of the benchmark, with only PATH and HOME from this one; its stderr is passed through. */
function startBenchNode(entry: string, args: string[], env: Record<string, string>, nodeArgs: string[] = []) {
  return startNode(entry, {
    args,
    nodeArgs,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

try {
  console.log(header());
  const started = Date.now();
  const database = createDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') },
  );
  const { productIds, cartProductIds, categoryId } = await prepare(database);
  await database.close();
  console.log(
    `Catalogue: ${productIds.length} products, ${CUSTOMERS} customers, ready in ${Date.now() - started} ms\n`,
  );

  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = startBenchNode('apps/api/src/server.ts', [], {
    ...benchServerEnv({ dataDir, port: apiPort, databaseUrl }),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  }, benchServerNodeArgs());
  const bare = startBenchNode('apps/api/bench/bare-server.ts', [String(barePort)], {});
  children.push(api, bare);
  const base = `http://127.0.0.1:${apiPort}`;
  await Promise.all([
    waitForReady(`${base}/api/readyz`, api),
    waitForReady(`http://127.0.0.1:${barePort}/bare`, bare),
  ]);
  const tokens = await signIn(base);

  const bareLoad: Load = { label: 'bare Fastify route', url: `http://127.0.0.1:${barePort}/bare` };
  const allLoads: (Load & { budget: boolean })[] = [
    {
      label: 'filter-products?max_amount=50000',
      url: `${base}/api/filter-products?max_amount=50000`,
      budget: true,
    },
    {
      label: 'filter-products?max_amount=50000, uncompressed',
      url: `${base}/api/filter-products?max_amount=50000`,
      headers: { 'accept-encoding': 'identity' },
      budget: false,
    },
    { label: 'products/{id}', url: `${base}/api/products/${productIds[4321]}`, budget: true },
    {
      label: 'products/{id}, 10,000 ids in turn',
      url: `${base}/api/products/${productIds[0]}`,
      vary: (n) => ({ path: `/api/products/${productIds[n % productIds.length]}` }),
      budget: false,
    },
    {
      label: `products/category/{id} (${categoryId.count} pieces)`,
      url: `${base}/api/products/category/${categoryId.id}`,
      budget: false,
    },
    {
      label: 'filter-products?name=solitaire',
      url: `${base}/api/filter-products?name=solitaire`,
      budget: false,
    },
    {
      label: 'filter-products, 200 searches in turn',
      url: `${base}/api/filter-products?name=ring`,
      vary: (n) => ({
        path: `/api/filter-products?name=${encodeURIComponent(`ring ${(n % 200) + 1}`)}`,
      }),
      budget: false,
    },
    {
      label: 'add to cart (POST cart)',
      url: `${base}/api/cart`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      vary: (n) => ({
        headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
        body: JSON.stringify({
          product_id: cartProductIds[Math.floor(n / tokens.length) % cartProductIds.length],
          gold_type: 'rose_gold',
          gold_carat: '14k',
        }),
      }),
      budget: false,
    },
  ];
  const loads = allLoads.filter((load) => chosen(load.label));

  // One short pass first, so every figure is the steady state (caches warm, JIT done).
  for (const load of [bareLoad, ...loads]) await measure(load, 2, connections);

  console.log(row('endpoint', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'budget'));
  for (const load of loads) {
    const yardstick = await measure(bareLoad, seconds, connections);
    const figures = await measure(load, seconds, connections);
    print(yardstick, figures, load.budget);
  }
  console.log(
    '\nBudget (ARCHITECTURE §6): catalogue reads at ≥ 0.5 of the bare route and p99 < 50 ms.',
  );
  if (chosen(MISS_LABEL)) await measureMisses(base, productIds, bareLoad);
} finally {
  await Promise.all(children.map((child) => stopProcess(child)));
  if (serverUrl) await dropDatabase(serverUrl, dbName);
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Every product once with the server's catalogue cache emptied first (a NOTIFY on its channel, as
 * every catalogue write sends), so each request is a miss: one at a time, then with autocannon.
 * PostgreSQL only: an embedded database is held by the server, and nothing else can notify it.
 */
async function measureMisses(base: string, ids: number[], bareLoad: Load): Promise<void> {
  console.log('');
  if (!databaseUrl) {
    console.log(`${MISS_LABEL}: needs DATABASE_URL (nothing can empty a PGlite server's cache from outside)`);
    return;
  }
  const inTurn = `${MISS_LABEL}, ${ids.length.toLocaleString('en')} in turn`;
  await emptyCatalogueCache(databaseUrl);
  const single = await measureInTurn(`${inTurn}, one at a time`, ids.map((id) => `${base}/api/products/${id}`));
  console.log(row(single.label, single.rps.toFixed(0), single.p50.toFixed(1), single.p99.toFixed(1), '', '—') + trouble(single));
  const yardstick = await measure(bareLoad, seconds, connections);
  await emptyCatalogueCache(databaseUrl);
  const load: Load = {
    label: `${inTurn}, ${connections} connections`,
    url: `${base}/api/products/${ids[0]}`,
    vary: (n) => ({ path: `/api/products/${ids[n % ids.length]}` }),
  };
  print(yardstick, await measure(load, seconds, connections, ids.length), false);
}

/** Empties the server's catalogue cache: it LISTENs on the channel every catalogue write notifies. */
async function emptyCatalogueCache(url: string): Promise<void> {
  const database = createDatabase({ databaseUrl: url, maxConnections: 2 });
  try {
    await database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'bench')`);
  } finally {
    await database.close();
  }
  await sleep(200); // the notification reaches the server's listening connection in milliseconds
}

async function prepare(database: Database) {
  await migrate(database);
  const { productIds } = await insertBenchCatalogue(database);
  if (process.env.BENCH_OFFER === '1') {
    // Every price then goes through the best-offer path: the SQL list price and each piece's price.
    await database.db.insert(schema.offers).values({
      title: 'Bench offer',
      makingDiscountBp: 2500,
      diamondDiscountBp: 1000,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    await recomputeListPrices(database.db);
  }
  const products = await database.db
    .select({
      id: schema.products.id,
      isRing: schema.products.isRing,
      category: schema.products.productCategoryId,
    })
    .from(schema.products);
  const cartProductIds = products
    .filter((p) => !p.isRing)
    .slice(0, 4)
    .map((p) => p.id);
  const perCategory = new Map<number, number>();
  for (const p of products) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
  const median = [...perCategory].sort((a, b) => a[1] - b[1])[Math.floor(perCategory.size / 2)];
  if (!median) throw new Error('the catalogue has no products to measure');
  const [id, count] = median;
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(schema.users).values(
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      name: `Bench Customer ${i + 1}`,
      email: `bench${i + 1}@kanak.example`,
      phoneNumber: `98${String(i).padStart(8, '0')}`,
      passwordHash,
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    })),
  );
  return { productIds, cartProductIds, categoryId: { id, count } };
}

async function signIn(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= CUSTOMERS; i++) {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench${i}@kanak.example`, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }
  return tokens;
}

function header(): string {
  const cpu = cpus();
  return [
    `Kanak API benchmark — ${new Date().toISOString()}`,
    `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `Database: ${serverUrl ? `PostgreSQL (${new URL(serverUrl).host})` : 'PGlite (embedded)'}; ${seconds} s per run, ${connections} connections; repo ${ROOT}`,
    `Automatic offer live: ${process.env.BENCH_OFFER === '1' ? 'yes (25% making, 10% diamonds, every category)' : 'no'}${only?.length ? `; only lines with ${only.join(', ')}` : ''}`,
    `Load average at start: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`,
    '',
  ].join('\n');
}

function row(label: string, ...cells: string[]): string {
  return `${label.padEnd(44)}${cells
    .map((c) => c.padStart(10))
    .join('')}`;
}

function print(yardstick: Figures, f: Figures, budget: boolean): void {
  const ratio = f.rps / yardstick.rps;
  const verdict = !budget ? '—' : ratio >= 0.5 && f.p99 < 50 ? 'PASS' : 'FAIL';
  console.log(
    row(
      `  bare Fastify route`,
      yardstick.rps.toFixed(0),
      String(yardstick.p50),
      String(yardstick.p99),
      '',
      '',
    ),
  );
  console.log(
    row(f.label, f.rps.toFixed(0), String(f.p50), String(f.p99), ratio.toFixed(2), verdict) +
      trouble(f),
  );
}

function trouble(f: Figures): string {
  return f.errors + f.non2xx > 0 ? `  (${f.errors} errors, ${f.non2xx} non-2xx)` : '';
}
