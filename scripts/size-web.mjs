// The one place that measures the storefront's JavaScript (ARCHITECTURE §6: `/` ≤ 120 KB gzip).
// `npm run size:web` runs this file alone; `npm run bench:web` imports it before Lighthouse.
// Figures come from Vite's manifest of a build made into its own directory (never apps/web/dist,
// which a running app may be serving). Prints figures only; it is not a test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const JS_BUDGET_BYTES = 120 * 1024;

/** The main routes and the modules their lazy code starts from (apps/web/src/app/router.tsx). */
const ROUTES = [
  {
    name: 'home (below the fold)',
    modules: ['src/features/catalog/components/home-below-fold.tsx'],
  },
  { name: 'dashboard / category', modules: ['src/features/catalog/routes/dashboard.tsx'] },
  { name: 'product', modules: ['src/app/routes/product-page.tsx'] },
  { name: 'cart', modules: ['src/app/routes/cart-page.tsx'] },
  {
    name: 'orders',
    modules: [
      'src/features/orders/routes/my-orders.tsx',
      'src/app/routes/order-detail.tsx',
    ],
  },
  {
    name: 'admin (/admin)',
    modules: [
      'src/features/admin/routes/admin-layout.tsx',
      'src/features/admin/routes/dashboard.tsx',
    ],
  },
];
/** Layout pieces every page loads after its first paint (one of the two menus per viewport). */
const LAYOUT = [
  'src/app/footer/site-footer.tsx',
  'src/app/floating-chat.tsx',
  'src/app/header/account-button.tsx',
  'src/app/header/rate-turns.tsx',
  'src/app/header/mobile-menu-drawer.tsx',
  'src/app/header/desktop-menu-bar.tsx',
];

/**
 * Builds the storefront into `outDir` with a manifest, and its server renderer beside it in
 * `<outDir>-ssr` (where the API looks for it, apps/api/src/modules/pages/page-render.ts); throws when a
 * build fails.
 */
export function buildWeb(outDir) {
  const vite = (args) => {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  };
  vite(['--outDir', outDir, '--manifest']);
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`]);
}

/** Gzip (-9) sizes of the initial JavaScript of `/` and of each main route's lazy chunks. */
export function measureWeb(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  // A chunk and everything it imports statically: what the browser must fetch before it runs.
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initialFiles = closure([entry]);
  const sized = (files) => {
    const chunks = [...files].map((file) => ({ file, bytes: gz(file) }));
    chunks.sort((a, b) => b.bytes - a.bytes);
    return { chunks, bytes: chunks.reduce((sum, c) => sum + c.bytes, 0) };
  };
  const added = (modules) => [...closure(modules)].filter((file) => !initialFiles.has(file));
  const css = manifest[entry].css ?? [];
  return {
    initial: { ...sized(initialFiles), budget: JS_BUDGET_BYTES },
    css: sized(css),
    layout: sized(added(LAYOUT)),
    routes: ROUTES.map((route) => ({ name: route.name, ...sized(added(route.modules)) })),
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (bytes, label) => console.log(`  ${kib(bytes).padStart(10)}  ${label}`);

/** Prints what measureWeb found. */
export function printSizes(sizes) {
  const { initial } = sizes;
  console.log('Initial JavaScript of / (gzip -9), per chunk:');
  for (const c of initial.chunks) row(c.bytes, c.file);
  const verdict = initial.bytes <= initial.budget ? 'PASS' : 'FAIL';
  row(initial.bytes, `total — budget ${kib(initial.budget)}: ${verdict}`);
  console.log(`\nStylesheet of / (gzip -9, render-blocking):`);
  for (const c of sizes.css.chunks) row(c.bytes, c.file);
  console.log('\nLayout chunks loaded after the first paint of any page:');
  for (const c of sizes.layout.chunks) row(c.bytes, c.file);
  console.log('\nLazy JavaScript each main route adds to the initial chunks (gzip -9):');
  for (const route of sizes.routes) {
    row(
      route.bytes,
      `${route.name} (${route.chunks.length} chunk${route.chunks.length === 1 ? '' : 's'})`,
    );
    for (const c of route.chunks)
      console.log(`  ${''.padStart(10)}    ${kib(c.bytes).padStart(9)}  ${c.file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.join(root, '.bench/web-dist');
  buildWeb(outDir);
  printSizes(measureWeb(outDir));
}
