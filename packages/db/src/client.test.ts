import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { categories } from './schema/index.ts';
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
});
