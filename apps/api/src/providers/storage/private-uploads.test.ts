import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discardPrivateUploads, putPrivateTracked, settlePrivateUploads, sweepAbandonedUploads } from './private-uploads.ts';

/* Private files written before their row commits are never left behind (decision 012, issue 13). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const intents = async () => (await t.app.database.db.select().from(schema.uploadIntents)).map((r) => r.storageKey);
const age = (key: string) =>
  t.app.database.db.update(schema.uploadIntents).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(schema.uploadIntents.storageKey, key));

describe('private uploads whose row never committed', () => {
  it('sweeps the file of an intent older than an hour, and keeps settled and recent ones', async () => {
    const { db } = t.app.database;
    const { storage } = t.app;
    await putPrivateTracked(db, storage, 'documents/1/crashed.bin', Buffer.from('sealed bytes'));
    await putPrivateTracked(db, storage, 'documents/1/committed.bin', Buffer.from('sealed bytes'));
    await putPrivateTracked(db, storage, 'documents/1/in-flight.bin', Buffer.from('sealed bytes'));
    await db.transaction((tx) => settlePrivateUploads(tx, ['documents/1/committed.bin']));
    await age('documents/1/crashed.bin');

    expect(await sweepAbandonedUploads(db, storage)).toBe(1);
    expect(await storage.getPrivate('documents/1/crashed.bin')).toBeNull();
    expect(await storage.getPrivate('documents/1/committed.bin')).not.toBeNull();
    expect(await storage.getPrivate('documents/1/in-flight.bin')).not.toBeNull();
    expect(await intents()).toEqual(['documents/1/in-flight.bin']);
    expect(await sweepAbandonedUploads(db, storage)).toBe(0);
  });

  it('a settle inside a transaction that rolls back leaves the intent for the sweep', async () => {
    const { db } = t.app.database;
    await putPrivateTracked(db, t.app.storage, 'documents/2/rolled-back.bin', Buffer.from('x'));
    await expect(
      db.transaction(async (tx) => {
        await settlePrivateUploads(tx, ['documents/2/rolled-back.bin']);
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await intents()).toContain('documents/2/rolled-back.bin');
    await discardPrivateUploads(db, t.app.storage, ['documents/2/rolled-back.bin']);
    expect(await intents()).not.toContain('documents/2/rolled-back.bin');
    expect(await t.app.storage.getPrivate('documents/2/rolled-back.bin')).toBeNull();
  });
});
