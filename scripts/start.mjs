// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (migrations and the demo seed happen inside it). ARCHITECTURE §3.
// First of all: an older Node than package.json's `engines` stops here with one line (decision 054).
import '../apps/api/src/node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server's renderer of public pages, built with the storefront (apps/web/package.json).
const builtRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/domain/src'];
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!existsSync(builtIndex) || !existsSync(builtRenderer) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kanak/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
