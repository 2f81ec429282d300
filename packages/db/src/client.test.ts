import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { categories, rateCards } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('createDatabase', () => {
  it('keeps an embedded database in dataDir (created when missing) across restarts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kanak-client-'));
    dirs.push(root);
    const dataDir = join(root, 'nested', 'db');
    const first = createDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrate(first);
    await first.db.insert(categories).values({ id: 18, name: 'Necklaces' });
    await first.close();

    const second = createDatabase({ dataDir });
    await migrate(second);
    await second.ping();
    expect(await second.db.select({ name: categories.name }).from(categories)).toEqual([{ name: 'Necklaces' }]);
    await second.close();
  });

  it('delivers notifications to listeners until they unsubscribe', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const received: string[] = [];
      const unlisten = await database.listen('kanak_cache', (payload) => received.push(payload));
      await database.db.execute(sql`select pg_notify('kanak_cache', 'products')`);
      await expect.poll(() => received).toEqual(['products']);
      await unlisten();
      await database.db.execute(sql`select pg_notify('kanak_cache', 'again')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual(['products']);
    } finally {
      await drop();
    }
  });

  it('notifies kanak_catalogue once per statement that writes the catalogue, and not on rollback', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const received: string[] = [];
      const unlisten = await database.listen('kanak_catalogue', (payload) => received.push(payload));
      await database.db.insert(categories).values([
        { id: 1, name: 'Rings' },
        { id: 2, name: 'Earrings' },
      ]);
      await expect.poll(() => received).toEqual(['categories']);
      await database.db
        .transaction(async (tx) => {
          await tx.update(categories).set({ name: 'Bands' });
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.db.delete(rateCards);
      await expect.poll(() => received).toEqual(['categories', 'rate_cards']);
      await unlisten();
    } finally {
      await drop();
    }
  });

  it.runIf(inject('kanakTestDatabase').kind === 'postgres')(
    'listens again after PostgreSQL drops the listening connection, and says so',
    async () => {
      const { database, drop } = await createTestDatabase();
      try {
        const received: string[] = [];
        const states: boolean[] = [];
        const unlisten = await database.listen(
          'kanak_catalogue',
          (payload) => received.push(payload),
          (listening) => states.push(listening),
        );
        await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`);
        await expect.poll(() => states, { timeout: 10_000 }).toEqual([false, true]);
        await database.db.insert(categories).values({ id: 3, name: 'Pendants' });
        await expect.poll(() => received).toEqual(['categories']);
        await unlisten();
      } finally {
        await drop();
      }
    },
  );
});
