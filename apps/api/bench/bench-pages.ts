/**
 * `npm run bench:pages` (issue 20): how fast the server renders public pages (React on the server,
 * apps/web/src/entry-server.tsx) at 10,000 products. Builds the storefront and its renderer into
 * .bench/pages-dist, fills a fresh database (PGlite, or PostgreSQL when DATABASE_URL names a server)
 * with the benchmark catalogue (catalogue-10k.ts), starts the real server in its own process and asks,
 * one request at a time, for PAGES_COUNT (default 500) different product pages, every category page
 * and a few budget pages — each a cache miss (answers, render and all) — and then the same URLs again
 * (cached pages). Prints p50/p99 per kind of two times: the server's own (its Server-Timing header:
 * from the request's arrival to the page ready to write, compressed — the budget's "server render")
 * and the round trip this process sees, which adds HTTP on loopback, reading the answer and any
 * moment either process waits for one of the machine's two cores. Asserts nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

/**
 * The client: node:http on one kept-alive connection, as a browser keeps one, decoding the body in
 * one synchronous call. With fetch() (undici, which decodes through zlib streams on libuv's thread
 * pool), 1–3% of round trips took ~20 ms more than the server's own time on this 2-core machine,
 * cached pages (0.1 ms of server time) included: the round trip's p99 was the client's (session
 * 35, docs/performance.md).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, headers: Record<string, string>): Promise<{ status: number; serverTiming: string; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ status: res.statusCode ?? 0, serverTiming: String(res.headers['server-timing'] ?? ''), html });
      });
    });
    req.on('error', reject);
  });
}
/** A page's two times in ms: the server's own (its Server-Timing header) and the round trip seen here. */
interface Timing {
  server: number;
  roundTrip: number;
}
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

  /**
   * One page: the server's own time (Server-Timing) and the round trip, from request to the whole
   * body read and decoded. Fails on anything but a rendered page, and on a page that was not
   * rendered (`render`) or not cached (`cache`) as `expected`.
   */
  let visitor = 0;
  // Pages are kept by origin and URL, and the server renders its home page ahead for the address
  // it listens on (server.ts): the benchmark's visitors name another host, so `/` is rendered
  // afresh below like every measured page.
  const HOST = 'shop.bench';
  async function timed(pathname: string, expected: 'render' | 'cache' = 'render'): Promise<Timing> {
    visitor += 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const started = performance.now();
    const res = await get(origin + pathname, { host: HOST, 'accept-encoding': 'br, gzip', 'x-forwarded-for': address });
    const roundTrip = performance.now() - started;
    if (res.status !== 200 || !/<div id="root"><[a-z]/.test(res.html)) throw new Error(`${pathname} answered ${res.status} without a rendered page`);
    const timing = /^(render|cache);dur=([\d.]+)$/.exec(res.serverTiming);
    if (timing?.[1] !== expected) throw new Error(`${pathname}: expected a ${expected} page, the server said "${res.serverTiming}"`);
    return { server: Number(timing[2]), roundTrip };
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
  const ms = (xs: number[], p: number) => `${percentile(xs, p).toFixed(1).padStart(6)} ms`;
  const line = (label: string, ts: Timing[]) => {
    const server = ts.map((t) => t.server);
    const trip = ts.map((t) => t.roundTrip);
    console.log(`  ${label.padEnd(46)} ${String(ts.length).padStart(4)}  server p50 ${ms(server, 50)}  p99 ${ms(server, 99)}   round trip p50 ${ms(trip, 50)}  p99 ${ms(trip, 99)}`);
  };
  console.log('one request at a time, over HTTP on this machine');
  const firsts: (Timing & { url: string })[] = [];
  for (const [label, urls] of Object.entries(kinds)) {
    const ts: Timing[] = [];
    for (const url of urls) {
      const t = await timed(url);
      ts.push(t);
      firsts.push({ ...t, url });
    }
    line(`${label}, first time`, ts);
  }
  line('every page above, first time (render)', firsts);
  // The tail the round trip's p99 is made of: which pages, where in the run (a pause hits any
  // page), and how much of each the server itself took.
  const slowest = firsts.map((f, i) => ({ ...f, at: i + 1 })).sort((a, b) => b.roundTrip - a.roundTrip).slice(0, 6);
  console.log(`  slowest round trips (server's own time): ${slowest.map((s) => `${s.url} ${s.roundTrip.toFixed(1)} ms (${s.server.toFixed(1)} ms, #${s.at})`).join(', ')}`);
  const hits: Timing[] = [];
  for (const urls of Object.values(kinds)) for (const u of urls) hits.push(await timed(u, 'cache'));
  line('every page above, again (cached page)', hits);
  console.log("\nGoal (issue 20): server render p99 < 30 ms at 10,000 products (the server's own time, first time).");
  console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  agent.destroy();
  if (api) await stopProcess(api);
  if (serverUrl && databaseUrl) await dropDatabase(serverUrl, dbName);
  await rm(dataDir, { recursive: true, force: true });
}
