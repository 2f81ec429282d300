import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, stopProcess, waitForReady } from '../../../scripts/lib/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the built app on a fresh temporary DATA_DIR and a free port for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = startServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Every spec signs in from 127.0.0.1; the production limit of 10 a minute would trip.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Every page and catalogue read comes from 127.0.0.1 too, faster than any office.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    // The admin account the admin spec signs in with (seeded from these on start).
    ADMIN_EMAIL: 'admin@kanak.example',
    ADMIN_PASSWORD: 'Admin@12345678',
  });
  await waitForReady(`${baseURL}/api/readyz`, child, { timeoutMs: 120_000, intervalMs: 250 });
  project.provide('baseURL', baseURL);

  return async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
