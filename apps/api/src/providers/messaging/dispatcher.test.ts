import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@kanak/db';
import { createTestDatabase, type TestDatabase } from '@kanak/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessageDispatcher, type DispatcherOptions } from './dispatcher.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { enqueueMessages } from './queue.ts';
import { defined } from '@kanak/db/testing';

const { messageOutbox } = schema;

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  await database.db.delete(messageOutbox);
});

/** A logger that remembers what was logged at error and warn. */
function recordingLog() {
  const errors: string[] = [];
  const warnings: string[] = [];
  const log = {
    error: (_context: unknown, message: string) => void errors.push(message),
    warn: (_context: unknown, message: string) => void warnings.push(message),
  } as unknown as FastifyBaseLogger;
  return { log, errors, warnings };
}

/** A messenger that records what it sends; `fail(message)` decides whether a send rejects. */
function recordingMessenger(
  fail: (message: OutgoingMessage) => boolean = () => false,
): Messenger & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      if (fail(message)) throw new Error('gateway answered 503');
      sent.push(message);
    },
  };
}

const dispatcher = (
  messenger: Messenger,
  options: DispatcherOptions = {},
  log = recordingLog().log,
) => createMessageDispatcher({ database, messenger, log }, options);
const rows = () => database.db.select().from(messageOutbox).orderBy(asc(messageOutbox.id));

const notice = (n: number): OutgoingMessage[] => [
  { channel: 'sms', to: `98765${String(n).padStart(5, '0')}`, body: `Kanak: notice ${n}` },
  {
    channel: 'email',
    to: `customer${n}@example.in`,
    subject: `Notice ${n}`,
    body: `Kanak: notice ${n}`,
  },
];

describe('the message dispatcher', () => {
  it('sends each queued message once and marks it sent', async () => {
    await enqueueMessages(database.db, notice(1));
    const messenger = recordingMessenger();
    const d = dispatcher(messenger);
    await d.drain();
    await d.drain();
    expect(messenger.sent).toEqual(notice(1));
    expect((await rows()).map((r) => [r.status, r.attempts, r.sentAt !== null])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
    ]);
  });

  it('retries a failed message after its backoff, not before', async () => {
    await enqueueMessages(database.db, notice(2).slice(0, 1));
    let down = true;
    const messenger = recordingMessenger(() => down);
    const log = recordingLog();
    const d = dispatcher(messenger, {}, log.log);
    await d.drain();
    const [failed] = await rows();
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'gateway answered 503',
    });
    expect(log.warnings).toEqual(['message not delivered: will retry']);
    // The first retry waits 30 seconds.
    const waiting = await database.db.execute<{ waits: boolean }>(
      sql`select next_attempt_at > now() + interval '25 seconds' as waits from message_outbox`,
    );
    expect(waiting.rows).toEqual([{ waits: true }]);
    down = false;
    await d.drain();
    expect(messenger.sent).toEqual([]);
    // Once it is due, it goes.
    await database.db.update(messageOutbox).set({ nextAttemptAt: sql`now()` });
    await d.drain();
    expect(messenger.sent).toEqual(notice(2).slice(0, 1));
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('marks a message failed after its last attempt, logs it, and sends it no more', async () => {
    await enqueueMessages(database.db, notice(3).slice(1));
    let tries = 0;
    const messenger = recordingMessenger(() => {
      tries += 1;
      return true;
    });
    const log = recordingLog();
    const d = dispatcher(messenger, { maxAttempts: 3, retryDelayMs: () => 0 }, log.log);
    for (let i = 0; i < 5; i += 1) await d.drain();
    expect(tries).toBe(3);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 3,
        sentAt: null,
        lastError: 'gateway answered 503',
      }),
    ]);
    expect(log.errors).toEqual(['message not delivered: given up after its last attempt']);
  });

  it('counts a send that never answers as a failed attempt', async () => {
    await enqueueMessages(database.db, notice(4).slice(0, 1));
    const hung: Messenger = { send: () => new Promise(() => {}) };
    await dispatcher(hung, { sendTimeoutMs: 20 }).drain();
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'no answer within 20 ms',
      }),
    ]);
  });

  it('only marks queued rows sent with the development outbox, whose row is the delivery', async () => {
    await enqueueMessages(database.db, notice(5));
    const send = vi.fn(async () => {});
    await dispatcher({ deliversByStoring: true, send }).drain();
    expect(send).not.toHaveBeenCalled();
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('leaves a message claimed by a node that died alone until the claim runs out', async () => {
    await enqueueMessages(database.db, notice(6).slice(0, 1));
    // The dead node claimed it (attempt 1) and never came back.
    await database.db
      .update(messageOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '5 minutes'` });
    const messenger = recordingMessenger();
    const d = dispatcher(messenger);
    await d.drain();
    expect(messenger.sent).toEqual([]);
    await database.db.update(messageOutbox).set({ nextAttemptAt: sql`now()` });
    await d.drain();
    expect(messenger.sent).toHaveLength(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('sends a message as soon as its transaction commits, without waiting for the interval', async () => {
    const messenger = recordingMessenger();
    const d = dispatcher(messenger);
    await d.start(60 * 60_000);
    try {
      await database.db.transaction(async (tx) => enqueueMessages(tx, notice(7)));
      // The gateway hears the message before its row is marked sent: wait for the rows, then count the sends.
      await vi.waitFor(
        async () => expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']),
        {
          timeout: 15_000,
          interval: 20,
        },
      );
      expect(messenger.sent).toHaveLength(2);
    } finally {
      await d.stop();
    }
  });

  it('never sends one row twice when four dispatchers drain at once', async () => {
    const queued = Array.from({ length: 100 }, (_, i) => notice(100 + i)).flat();
    await enqueueMessages(database.db, queued);
    const sends: { node: number; to: string }[] = [];
    // Each dispatcher stands for an API node; the send takes a moment, as a gateway would.
    const nodes = Array.from({ length: 4 }, (_, node) =>
      dispatcher(
        {
          async send(message) {
            sends.push({ node, to: `${message.channel} ${message.to}` });
            await sleep(1 + Math.floor(Math.random() * 3));
          },
        },
        { batchSize: 7 },
      ),
    );
    await Promise.all(nodes.map((d) => d.drain()));
    const after = await rows();
    expect(sends).toHaveLength(queued.length);
    expect(new Set(sends.map((s) => s.to)).size).toBe(queued.length);
    expect(after.filter((r) => r.status !== 'sent' || r.attempts !== 1)).toEqual([]);
    const perNode = [0, 1, 2, 3].map((n) => sends.filter((s) => s.node === n).length);
    console.log(
      `dispatcher race (${database.kind}): ${queued.length} messages, sent per dispatcher ${perNode.join(' / ')}`,
    );
  });
});

describe('queued messages', () => {
  it('vanish with a transaction that rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMessages(tx, notice(8));
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect(
      await database.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.to, defined(notice(8)[0], 'notice(8)[0]').to)),
    ).toEqual([]);
  });
});
