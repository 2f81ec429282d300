// `npm run size:web`: builds the storefront and prints the gzip size of the JavaScript `/` loads
// before anything else (ARCHITECTURE §6 budget: 120 KB), and of each lazy chunk. Prints figures only.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const build = spawnSync('npm', ['run', 'build', '-w', '@kanak/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

let total = 0;
console.log('Initial JavaScript of / (gzip -9):');
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${kib(size).padStart(10)}  ${file}`);
}
console.log(`  ${kib(total).padStart(10)}  total (${total} bytes; budget 120 KB = ${120 * 1024} bytes)`);
console.log('\nLazy chunks, largest first:');
readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 15)
  .forEach(({ f, size }) => console.log(`  ${kib(size).padStart(10)}  ${f}`));
