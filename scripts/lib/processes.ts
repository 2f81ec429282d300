/**
 * Child processes for the test suites and benchmarks: a free port, the shop's server started
 * under tsx, a wait until it answers, and a stop. Used by the browser tests' set-up
 * (apps/web/e2e/global-setup.ts), the reliability suite (apps/api/test/reliability/processes.ts),
 * `npm run bench:api` (apps/api/bench) and `npm run bench:web` (scripts/bench-web.mjs).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shop's server, as scripts/start.mjs runs it. */
export const SERVER_ENTRY = 'apps/api/src/server.ts';

/** A port nothing listens on at this moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts a TypeScript entry point under tsx from the repository's root. */
export function startNode(
  entry: string,
  options: { args?: string[]; nodeArgs?: string[]; env: NodeJS.ProcessEnv; stdio?: StdioOptions },
): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', entry, ...(options.args ?? [])], {
    cwd: ROOT,
    env: options.env,
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The shop's server on `port` (127.0.0.1), with this process's environment, NODE_ENV=test and the
 * given variables on top.
 */
export function startServer(port: number, env: NodeJS.ProcessEnv, stdio?: StdioOptions): ChildProcess {
  return startNode(SERVER_ENTRY, {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio,
  });
}

/**
 * Polls `url` until it answers 2xx. Fails at once if the child exits, and after `timeoutMs`;
 * `log` adds the child's output to the failure.
 */
export async function waitForReady(
  url: string,
  child: ChildProcess,
  options: { timeoutMs?: number; intervalMs?: number; log?: () => string } = {},
): Promise<void> {
  const { timeoutMs = 120_000, intervalMs = 200, log } = options;
  const tail = () => (log ? `:\n${log()}` : '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})${tail()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${tail()}`);
}

/** Sends `signal` and resolves when the child has exited; SIGKILL after `forceAfterMs`. */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  forceAfterMs = 10_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const force = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
  await exited;
  clearTimeout(force);
}
