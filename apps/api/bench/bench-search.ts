/**
 * `npm run bench:search` (issue 19): the ground-truth queries of search-queries.ts against a
 * catalogue of SEARCH_PRODUCTS pieces (default 10,000: the demo designs repeated, bench
 * catalogue-10k.ts) in a fresh database — PGlite, or PostgreSQL when DATABASE_URL names a server —
 * with the real server in its own process. Prints recall@10 by kind of query, and the latency of
 * `search/suggest` for every prefix a shopper types on the way to each query and of the full search
 * (`filter-products?name=`), each URL asked once (a cache miss) and then again (a hit). Asserts
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, migrate, schema } from '@kanak/db';
import { createBlankDatabase, dropDatabase } from '@kanak/db/testing';
import { benchServerEnv, benchServerNodeArgs } from './bench-server.ts';
import { insertBenchCatalogue } from './catalogue-10k.ts';
import { SEARCH_CASES, type SearchCase } from './search-queries.ts';
import { percentile, recallAt10 } from './search-recall.ts';
import { ROOT, freePort, startNode, stopProcess, waitForReady } from '../../../scripts/lib/processes.ts';

const count = Number(process.env.SEARCH_PRODUCTS ?? 10_000);
const serverUrl = process.env.DATABASE_URL;
const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-bench-search-'));
const dbName = `kanak_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = serverUrl ? await createBlankDatabase(serverUrl, dbName) : undefined;
let api: ReturnType<typeof startNode> | undefined;

try {
  const cpu = cpus();
  console.log(`Kanak search benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`Database: ${serverUrl ? `PostgreSQL (${new URL(serverUrl).host})` : 'PGlite (embedded)'}; ${count} products; ${SEARCH_CASES.length} queries; repo ${ROOT}\n`);

  const database = createDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') });
  await migrate(database);
  await insertBenchCatalogue(database, count);
  const rows = await database.db.select({ id: schema.products.id, code: schema.products.productCode }).from(schema.products);
  await database.close();
  const codeOf = new Map(rows.map((r) => [r.id, r.code]));
  const allCodes = rows.map((r) => r.code);

  const port = await freePort();
  api = startNode('apps/api/src/server.ts', {
    nodeArgs: benchServerNodeArgs(),
    env: benchServerEnv({ dataDir, port, databaseUrl }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForReady(`${base}/readyz`, api);

  /** One GET, timed from request to the whole body read. */
  async function timed(url: string): Promise<{ ms: number; body: unknown }> {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  }

  // Warm up the server (JIT, first statements) on words no case uses.
  for (const q of ['warm', 'up', 'zz']) await timed(`${base}/search/suggest?q=${q}`);

  const byKind = new Map<string, number[]>();
  const misses: SearchCase[] = [];
  const searchMs: number[] = [];
  for (const c of SEARCH_CASES) {
    const { ms, body } = await timed(`${base}/filter-products?per_page=10&name=${encodeURIComponent(c.q)}`);
    searchMs.push(ms);
    const found = (body as { products: { id: number }[] }).products.map((p) => codeOf.get(p.id) ?? '');
    const recall = recallAt10(c, found, allCodes);
    if (recall < 1) misses.push(c);
    if (recall < 1 && process.env.BENCH_VERBOSE === '1')
      console.log(`${c.kind} ${JSON.stringify(c.q)} ${recall.toFixed(2)}\n  expected ${c.expect.join(' ')}\n  found    ${found.join(' ')}`);
    byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), recall]);
  }

  const prefixes = new Set<string>();
  for (const c of SEARCH_CASES) for (let n = 2; n <= c.q.length; n += 1) prefixes.add(c.q.slice(0, n));
  const suggestMiss: number[] = [];
  const suggestHit: number[] = [];
  const slowest: { q: string; ms: number }[] = [];
  for (const q of prefixes) {
    const { ms } = await timed(`${base}/search/suggest?q=${encodeURIComponent(q)}`);
    suggestMiss.push(ms);
    slowest.push({ q, ms });
  }
  if (process.env.BENCH_VERBOSE === '1')
    console.log(`Slowest suggestions: ${slowest.sort((a, b) => b.ms - a.ms).slice(0, 20).map((s) => `${JSON.stringify(s.q)} ${s.ms.toFixed(0)} ms`).join(', ')}\n`);
  for (const q of prefixes) suggestHit.push((await timed(`${base}/search/suggest?q=${encodeURIComponent(q)}`)).ms);

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log('recall@10 by kind of query');
  for (const [kind, values] of [...byKind].sort()) console.log(`  ${kind.padEnd(12)} ${values.length.toString().padStart(4)} queries  ${mean(values).toFixed(3)}`);
  const all = [...byKind.values()].flat();
  console.log(`  ${'all'.padEnd(12)} ${all.length.toString().padStart(4)} queries  ${mean(all).toFixed(3)}   (goal ≥ 0.95)\n`);
  if (misses.length > 0) console.log(`Below 1: ${misses.map((c) => JSON.stringify(c.q)).join(', ')}\n`);
  const line = (label: string, xs: number[]) =>
    console.log(`  ${label.padEnd(44)} ${String(xs.length).padStart(5)}  p50 ${percentile(xs, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(xs, 99).toFixed(1).padStart(6)} ms`);
  console.log('latency, one request at a time, over HTTP on this machine');
  line('search/suggest, each prefix once (cache miss)', suggestMiss);
  line('search/suggest, again (cache hit)', suggestHit);
  line('filter-products?name=, each query once (miss)', searchMs);
  console.log('\nGoal (ARCHITECTURE §7): suggest p99 < 20 ms at 10,000 products.');
  console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  if (api) await stopProcess(api);
  if (serverUrl) await dropDatabase(serverUrl, dbName);
  await rm(dataDir, { recursive: true, force: true });
}
