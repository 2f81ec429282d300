// `npm run test:e2e`: builds the storefront (not when E2E_SKIP_BUILD=1 finds it built), then runs the
// browser specs against the built app.
// Without Chromium the specs are skipped loudly, except in CI where that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = '='.repeat(78);
  console.error(`${line}\n  BROWSER TESTS SKIPPED: ${chromium} is missing (apt-get install -y chromium)\n${line}`);
  process.exit(process.env.CI ? 1 : 0);
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// CI builds once for every Node line it tests (the build is the same on each; decision 054).
if (!(process.env.E2E_SKIP_BUILD && existsSync('apps/web/dist/index.html') && existsSync('apps/web/dist-ssr'))) {
  run('npm', ['run', 'build', '-w', '@kanak/web']);
}
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);
