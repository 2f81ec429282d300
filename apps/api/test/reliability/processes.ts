/**
 * Real API processes for the reliability suite: `node --import tsx apps/api/src/server.ts` on a
 * free port against a PostgreSQL database, as scripts/start.mjs runs it (API only, no WEB_DIST).
 * A node can be killed hard (SIGKILL, like a crashed machine), stopped gracefully (SIGTERM) and
 * started again on the same port, database and DATA_DIR.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, stopProcess, waitForReady } from '../../../../scripts/lib/processes.ts';
import { defined } from '@kanak/db/testing';

export { freePort };

const READY_TIMEOUT_MS = 60_000;
const LOG_LINES = 60;

export const ADMIN_EMAIL = 'admin@kanak.reliability';
export const ADMIN_PASSWORD = 'Admin@Reliability1';

/** Every child this test file started, so none outlives it even when a test throws. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});


export interface ApiNodeOptions {
  databaseUrl: string;
  /** Shared by nodes that must read each other's OTPs and documents (one key per shop). */
  documentKey: string;
  /** Extra environment for this node. */
  env?: Record<string, string>;
}

export interface ApiNode {
  readonly port: number;
  readonly baseUrl: string;
  /** `${baseUrl}/api${path}`. */
  url(pathname: string): string;
  /** The node's last lines of output, for a failure message. */
  log(): string;
  /** SIGKILL: no draining, no goodbye, like a machine losing power. */
  kill(): Promise<void>;
  /** SIGTERM: the server drains and closes. */
  stop(): Promise<void>;
  /** Starts the server again on the same port, database and DATA_DIR; resolves when ready. */
  restart(): Promise<void>;
  /** Stops the process if it runs and deletes its DATA_DIR. */
  dispose(): Promise<void>;
}

/** A fresh DOCUMENT_KEY (32 bytes, base64) for the nodes of one test file. */
export const newDocumentKey = () => randomBytes(32).toString('base64');

/** Starts one API node on a free port and a temporary DATA_DIR; resolves once /api/readyz answers. */
export async function startApiNode(options: ApiNodeOptions): Promise<ApiNode> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-rel-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | undefined;

  const remember = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > LOG_LINES) lines.splice(0, lines.length - LOG_LINES);
  };

  async function launch(): Promise<void> {
    const started = startServer(
      port,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        DOCUMENT_KEY: options.documentKey,
        // The suite signs in fifty customers from 127.0.0.1 within seconds.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        // The test file loads its own catalogue; the demo seed would only cost time.
        SEED_DEMO: 'false',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        PAYMENT_PROVIDER: 'sandbox',
        MESSENGER: 'outbox',
        WEB_DIST: '',
        REDIS_URL: '',
        ...options.env,
      },
      ['ignore', 'pipe', 'pipe'],
    );
    defined(started.stdout, 'started.stdout').on('data', remember);
    defined(started.stderr, 'started.stderr').on('data', remember);
    running.add(started);
    started.once('exit', () => running.delete(started));
    child = started;
    await waitForReady(`${baseUrl}/api/readyz`, started, { timeoutMs: READY_TIMEOUT_MS, intervalMs: 150, log: () => lines.join('\n') });
  }

  const signal = async (name: NodeJS.Signals) => {
    if (child) await stopProcess(child, name);
  };

  await launch();
  return {
    port,
    baseUrl,
    url: (pathname) => `${baseUrl}/api${pathname}`,
    log: () => lines.join('\n'),
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    async restart() {
      await signal('SIGTERM');
      await launch();
    },
    async dispose() {
      await signal('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
