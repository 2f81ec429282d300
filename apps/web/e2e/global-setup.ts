import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, stopProcess, waitForReady } from '../../../scripts/lib/processes.ts';
import { VIEWPORTS } from './viewports.ts';
import { createAccounts, PREMADE_FIRSTS, type Account } from './premade.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The auth specs' accounts, made at the start of the run (premade.ts). */
    premadeAccounts: Record<string, Account>;
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
  // Made now, minutes before the auth specs ask the same phones for a second code: the API's
  // 30-second wait between two codes has passed by then, and no spec sleeps it out.
  project.provide('premadeAccounts', await createAccounts(baseURL, VIEWPORTS.map((v) => v.name), PREMADE_FIRSTS));

  return async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
