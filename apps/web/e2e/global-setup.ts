import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become ready at ${url} within ${timeoutMs} ms`);
}

/** Starts the built app on a fresh temporary DATA_DIR and a free port for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1; the production limit of 10 a minute would trip.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The admin account the admin spec signs in with (seeded from these on start).
      ADMIN_EMAIL: 'admin@kanak.example',
      ADMIN_PASSWORD: 'Admin@12345678',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`${baseURL}/api/readyz`, child, 120_000);
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
