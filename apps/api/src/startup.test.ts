import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { adminPhonePlaceholder, ensureAdmin, prepareDatabase } from './startup.ts';

const PASSWORD = 'LongAdmin@Passphrase1';

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

  it('gives the admin the ADMIN_PHONE number, later too, and refuses a customer’s number loudly', async () => {
    const phoneOf = async (email: string) =>
      (await t.app.database.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.phoneNumber;
    expect(await ensureAdmin(t.app.database.db, 'fourth@kanak.example', PASSWORD, '9876512345')).toBe(true);
    expect(await phoneOf('fourth@kanak.example')).toBe('9876512345');
    // An admin made before ADMIN_PHONE was set gets the number at the next start.
    expect(await ensureAdmin(t.app.database.db, 'owner@kanak.example', PASSWORD, '9876523456')).toBe(false);
    expect(await phoneOf('owner@kanak.example')).toBe('9876523456');
    await t.app.database.db.insert(schema.users).values({ name: 'Customer', email: 'c@example.in', phoneNumber: '9876534567' });
    await expect(ensureAdmin(t.app.database.db, 'owner@kanak.example', PASSWORD, '9876534567')).rejects.toThrow(/ADMIN_PHONE 9876534567/);
    await expect(ensureAdmin(t.app.database.db, 'fifth@kanak.example', PASSWORD, '9876534567')).rejects.toThrow(/ADMIN_PHONE 9876534567/);
  });

  it('adds an admin exactly once when two starts race for it', async () => {
    const email = 'race@kanak.example';
    const results = await Promise.all([ensureAdmin(t.app.database.db, email, PASSWORD), ensureAdmin(t.app.database.db, email, PASSWORD)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.app.database.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(1);
  });
});
