// `npm run bench:web`: the storefront budgets of ARCHITECTURE §6, measured. Builds the web app,
// prints its JavaScript sizes (scripts/size-web.mjs), starts the built app on a fresh demo database,
// and runs Lighthouse (mobile, simulated throttling: its defaults) three times on `/`, a category
// page and a product page, printing the medians against the budgets. Writes every result to
// .bench/. Prints figures and always exits 0 when it could measure: it is a benchmark, not a test.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseRuns, lighthouseVersion, printResults } from './bench-web-lighthouse.mjs';
import { buildWeb, measureWeb, printSizes, root } from './size-web.mjs';

// `--runs N` and `--pages home,product` narrow a run while tuning; the defaults are the benchmark.
const arg = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 3);
const ONLY = arg('pages')?.split(',');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
// apps/web/e2e/harness.ts's flags, in the new headless mode Lighthouse expects.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const outDir = path.join(root, '.bench');
const distDir = path.join(outDir, 'web-dist');
const lhDir = path.join(outDir, 'lighthouse');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built app on a fresh temporary DATA_DIR, as apps/web/e2e/global-setup.ts starts it. */
async function startApp(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: distDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    const ready = await fetch(`${base}/api/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the app did not become ready at ${base}`);
}

/** `/`, the first category with products (SPEC §2 /dashboard/{id}) and that category's first piece. */
async function pagesOf(base) {
  const get = async (url) => (await fetch(base + url)).json();
  const { data: categories } = await get('/api/product-categories');
  for (const category of categories) {
    const { products } = await get(`/api/filter-products?category_id=${category.id}&per_page=1`);
    if (products.length > 0)
      return [
        { name: 'home', path: '/' },
        { name: 'category', path: `/dashboard/${category.id}` },
        { name: 'product', path: `/productdetail/${products[0].id}` },
      ];
  }
  throw new Error('the demo catalogue has no products');
}

async function main() {
  mkdirSync(lhDir, { recursive: true });
  console.log('Building the storefront…');
  buildWeb(distDir);
  const sizes = measureWeb(distDir);
  printSizes(sizes);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'kanak-bench-web-'));
  const { base, child } = await startApp(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const pages = (await pagesOf(base)).filter((p) => !ONLY || ONLY.includes(p.name));
    const browser = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    console.log(`\nRunning Lighthouse on ${browser.Browser} against ${base}…`);
    const results = await lighthouseRuns(pages, base, chrome.port, RUNS, lhDir);
    printResults(results);
    const summary = {
      date: new Date().toISOString(),
      browser: browser.Browser,
      lighthouse: lighthouseVersion,
      sizes,
      lighthouseResults: results,
    };
    writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nResults: .bench/web.json; every Lighthouse report: .bench/lighthouse/`);
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
