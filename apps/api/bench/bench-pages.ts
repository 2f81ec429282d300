/**
 * `npm run bench:pages` (issue 20): how fast the server renders public pages (React on the server,
 * apps/web/src/entry-server.tsx) at 10,000 products. Builds the storefront and its renderer into
 * .bench/pages-dist, fills a fresh database (PGlite, or PostgreSQL when DATABASE_URL names a server)
 * with the benchmark catalogue (catalogue-10k.ts), starts the real server in its own process and asks,
 * one request at a time, for PAGES_COUNT (default 500) different product pages, every category page
 * and a few budget pages — each a cache miss (answers, render and all) — and then the same URLs again
 * (cached pages). Prints p50/p99 per kind; asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, migrate, schema } from '@kanak/db';
import { createBlankDatabase, dropDatabase } from '@kanak/db/testing';
import { buildWeb } from '../../../scripts/size-web.mjs';
import { ROOT, freePort, startNode, stopProcess, waitForReady } from '../../../scripts/lib/processes.ts';
import { benchServerEnv, benchServerNodeArgs } from './bench-server.ts';
import { insertBenchCatalogue } from './catalogue-10k.ts';
import { percentile } from './search-recall.ts';

const count = Number(process.env.PAGES_PRODUCTS ?? 10_000);
const pages = Number(process.env.PAGES_COUNT ?? 500);
const serverUrl = process.env.DATABASE_URL;
const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-bench-pages-'));
const dbName = `kanak_bench_${randomBytes(4).toString('hex')}`;
const webDist = path.join(ROOT, '.bench/pages-dist');
let api: ReturnType<typeof startNode> | undefined;
let databaseUrl: string | undefined;

try {
  const cpu = cpus();
  console.log(`Kanak page render benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`Database: ${serverUrl ? `PostgreSQL (${new URL(serverUrl).host})` : 'PGlite (embedded)'}; ${count} products\n`);

  buildWeb(webDist);
  databaseUrl = serverUrl ? await createBlankDatabase(serverUrl, dbName) : undefined;
  const database = createDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') });
  await migrate(database);
  await insertBenchCatalogue(database, count);
  const products = await database.db.select({ id: schema.products.id }).from(schema.products);
  const categories = await database.db.select({ id: schema.categories.id }).from(schema.categories);
  await database.close();

  const port = await freePort();
  api = startNode('apps/api/src/server.ts', {
    nodeArgs: benchServerNodeArgs(),
    // Pages are rate limited per visitor (scanners probe through them); each request here comes
    // from its own address behind a trusted proxy, as many visitors' would.
    env: { ...benchServerEnv({ dataDir, port, databaseUrl }), WEB_DIST: webDist, TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForReady(`${origin}/api/readyz`, api);

  /** One page, timed from request to the whole (compressed) body read; fails on anything but a rendered page. */
  let visitor = 0;
  async function timed(pathname: string): Promise<number> {
    visitor += 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const started = performance.now();
    const res = await fetch(origin + pathname, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': address } });
    const html = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200 || !/<div id="root"><[a-z]/.test(html)) throw new Error(`${pathname} answered ${res.status} without a rendered page`);
    return ms;
  }

  // Warm up (JIT, the renderer's first import of each kind's route module, first statements) on
  // pages the runs do not use: the content pages, every piece's listing, a budget, twenty products
  // the runs skip (V8 is still optimising the renderer over a kind's first dozen pages) and the
  // home page twice under other addresses (pages are kept by their whole URL, so `/` itself is
  // still rendered afresh below; its first render imports its modules: ~270 ms). A live server has
  // rendered these kinds long before; the figures are renders.
  const step = Math.max(1, Math.floor(products.length / pages));
  const unmeasured = step > 1 ? products.filter((_, i) => i % step === 1).slice(0, 20).map((p) => `/productdetail/${p.id}`) : [];
  const warmUp = ['/?from=warm-up', '/?from=warm-up-again', '/aboutus', '/return-policy', '/ac', '/dashboard', '/price-filter/30000', ...unmeasured];
  for (const p of warmUp) await timed(p);

  const kinds = {
    'product pages (/productdetail/{id})': products.filter((_, i) => i % step === 0).slice(0, pages).map((p) => `/productdetail/${p.id}`),
    'category pages (/dashboard/{id})': categories.map((c) => `/dashboard/${c.id}`),
    'budget pages (/price-filter/{max})': [25_000, 50_000, 75_000, 100_000, 150_000, 200_000].map((m) => `/price-filter/${m}`),
    'home (/)': ['/'],
  };
  const line = (label: string, xs: number[]) =>
    console.log(`  ${label.padEnd(48)} ${String(xs.length).padStart(5)}  p50 ${percentile(xs, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(xs, 99).toFixed(1).padStart(6)} ms`);
  console.log('one request at a time, over HTTP on this machine');
  const firsts: { url: string; ms: number }[] = [];
  for (const [label, urls] of Object.entries(kinds)) {
    const xs: number[] = [];
    for (const url of urls) {
      const ms = await timed(url);
      xs.push(ms);
      firsts.push({ url, ms });
    }
    line(`${label}, first time`, xs);
  }
  line('every page above, first time (render)', firsts.map((f) => f.ms));
  // The tail the p99 is made of: which pages, and where in the run (a pause hits any page).
  const slowest = firsts.map((f, i) => ({ ...f, at: i + 1 })).sort((a, b) => b.ms - a.ms).slice(0, 6);
  console.log(`  slowest first times: ${slowest.map((s) => `${s.url} ${s.ms.toFixed(1)} ms (#${s.at})`).join(', ')}`);
  const hits: number[] = [];
  for (const urls of Object.values(kinds)) for (const u of urls) hits.push(await timed(u));
  line('every page above, again (cached page)', hits);
  console.log('\nGoal (issue 20): server render p99 < 30 ms at 10,000 products.');
  console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  if (api) await stopProcess(api);
  if (serverUrl && databaseUrl) await dropDatabase(serverUrl, dbName);
  await rm(dataDir, { recursive: true, force: true });
}
