import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { adminPhonePlaceholder, ensureAdmin, prepareDatabase } from './startup.ts';

const PASSWORD = 'a long admin passphrase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'Owner@Kanak.example', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' });
});
afterAll(() => t.close());

const admins = () => t.app.database.db.select().from(schema.users).where(eq(schema.users.role, 'admin'));
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });

describe('admins from the environment', () => {
  it('creates the configured admin once, however often the server starts', async () => {
    await prepareDatabase(t.app);
    await prepareDatabase(t.app);
    const rows = await admins();
    expect(rows.map((a) => [a.email, a.phoneNumber])).toEqual([['owner@kanak.example', adminPhonePlaceholder('owner@kanak.example')]]);
    expect((await login('owner@kanak.example')).statusCode).toBe(200);
  });

  it('gives a second admin its own placeholder phone instead of colliding with the first', async () => {
    expect(await ensureAdmin(t.app.database.db, 'partner@kanak.example', PASSWORD)).toBe(true);
    const phones = (await admins()).map((a) => a.phoneNumber);
    expect(new Set(phones).size).toBe(2);
    for (const phone of phones) expect(phone).toMatch(/^0\d{9}$/);
    expect((await login('partner@kanak.example')).statusCode).toBe(200);
  });

  it('moves to the next placeholder when a customer already holds that number', async () => {
    const email = 'third@kanak.example';
    await t.app.database.db.insert(schema.users).values({ name: 'Squatter', email: 'squatter@example.in', phoneNumber: adminPhonePlaceholder(email) });
    expect(await ensureAdmin(t.app.database.db, email, PASSWORD)).toBe(true);
    const [row] = await t.app.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row).toMatchObject({ role: 'admin', phoneNumber: adminPhonePlaceholder(email, 1) });
  });

  it('adds an admin exactly once when two starts race for it', async () => {
    const email = 'race@kanak.example';
    const results = await Promise.all([ensureAdmin(t.app.database.db, email, PASSWORD), ensureAdmin(t.app.database.db, email, PASSWORD)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.app.database.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(1);
  });
});
