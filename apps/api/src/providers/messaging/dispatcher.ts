import type { Database, OutboxMessage } from '@kanak/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { claimDueMessages, markSent, MESSAGE_QUEUE_CHANNEL, recordFailure } from './queue.ts';

/** Every node looks for due messages this often: retries, and anything a lost notification hid. */
export const DISPATCH_INTERVAL_MS = 5_000;

export interface DispatcherOptions {
  /** Rows claimed (and sent side by side) at a time. */
  batchSize?: number;
  /** How long a claim keeps other dispatchers off a row; longer than any send may take. */
  leaseMs?: number;
  /** A send that has not settled by then counts as failed (and may still arrive: at least once). */
  sendTimeoutMs?: number;
  /** Attempts before a message is marked `failed`. */
  maxAttempts?: number;
  /** The wait after the `attempts`-th failure. */
  retryDelayMs?: (attempts: number) => number;
}

/** 30 s, 1, 2, 4 … minutes, at most an hour: eight attempts span about an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

const DEFAULTS: Required<DispatcherOptions> = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 60_000,
  maxAttempts: 8,
  retryDelayMs: backoffMs,
};

export interface MessageDispatcher {
  /**
   * Sends every message that is due and resolves when none is left. Calls while a run is under
   * way join it, and it looks once more before it ends.
   */
  drain(): Promise<void>;
  /** Drains in the background now: queued messages wake it, and so does the interval. */
  start(intervalMs?: number): Promise<void>;
  /** No new runs; resolves once the current one has finished. */
  stop(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const outgoing = (row: OutboxMessage): OutgoingMessage => ({
  channel: row.channel,
  to: row.to,
  body: row.body,
  ...(row.subject === null ? {} : { subject: row.subject }),
  ...(row.html === null ? {} : { html: row.html }),
  ...(row.template === null ? {} : { template: row.template }),
  ...(row.params === null ? {} : { params: row.params }),
});

/**
 * The sending half of the transactional outbox (decision 016), one per node: claims due rows,
 * sends each through the messenger, marks it sent, and retries a failure with backoff until
 * `maxAttempts`, then marks it failed and logs it. Delivery is at least once: a node that dies
 * after the provider accepted a message but before marking it sent leaves it to be sent again.
 */
export function createMessageDispatcher(
  deps: { database: Database; messenger: Messenger; log: FastifyBaseLogger },
  options: DispatcherOptions = {},
): MessageDispatcher {
  const { batchSize, leaseMs, sendTimeoutMs, maxAttempts, retryDelayMs } = { ...DEFAULTS, ...options };
  const { database, messenger, log } = deps;
  const db = database.db;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function deliver(row: OutboxMessage): Promise<void> {
    try {
      // The development outbox's row is the delivery itself.
      if (!messenger.deliversByStoring) await withTimeout(messenger.send(outgoing(row)), sendTimeoutMs);
    } catch (err) {
      const final = row.attempts >= maxAttempts;
      await recordFailure(db, row, err instanceof Error ? err.message : String(err), final ? null : retryDelayMs(row.attempts));
      const context = { err, messageId: row.id, channel: row.channel, attempts: row.attempts };
      if (final) log.error(context, 'message not delivered: given up after its last attempt');
      else log.warn(context, 'message not delivered: will retry');
      return;
    }
    await markSent(db, row.id);
  }

  async function run(): Promise<void> {
    do {
      again = false;
      let claimed: OutboxMessage[];
      do {
        claimed = await claimDueMessages(db, batchSize, leaseMs);
        await Promise.all(claimed.map(deliver));
      } while (claimed.length === batchSize && !stopped);
    } while (again && !stopped);
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  }

  const nudge = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'message dispatch failed'));
  };

  return {
    drain,
    async start(intervalMs = DISPATCH_INTERVAL_MS) {
      try {
        unlisten = await database.listen(
          MESSAGE_QUEUE_CHANNEL,
          nudge,
          // Notifications may have been missed while the connection was down.
          (listening) => {
            if (listening) nudge();
          },
        );
      } catch (err) {
        log.error({ err }, 'message queue notifications unavailable: polling only');
      }
      timer = setInterval(nudge, intervalMs);
      timer.unref();
      nudge();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running?.catch(() => undefined);
    },
  };
}
