import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isUniqueViolation } from './errors.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import { cartItemConflictTarget, cartItems, categories, products, users } from './schema/index.ts';
import { createTestDatabase, type TestDatabase, defined } from './testing.ts';

let test: TestDatabase;
const db = () => test.database.db;
let userId = 0;
let productId = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  const [user] = await db()
    .insert(users)
    .values({ name: 'Asha', email: 'asha@example.com', phoneNumber: '9876543210' })
    .returning();
  await db().insert(categories).values({ id: 24, name: 'Rings' });
  const [product] = await db()
    .insert(products)
    .values({ name: 'Solitaire', productCategoryId: 24, productCode: 'R-001', metalWeightMg: 2500 })
    .returning();
  userId = defined(user, 'user').id;
  productId = defined(product, 'product').id;
});
afterAll(() => test?.drop());

const line = { goldColour: 'rose_gold', karat: '14k', clarity: 'VS-SI GH', quantity: 1 } as const;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('migrations', () => {
  it('are all applied, and applying again is a no-op', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    await migrate(test.database);
    const applied = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    await test.database.ping();
  });

  it('keeps the spec’s category ids and numbers new categories from 100', async () => {
    const [created] = await db().insert(categories).values({ name: 'Anklets' }).returning();
    expect(defined(created, 'created').id).toBeGreaterThanOrEqual(100);
  });
});

describe('constraints', () => {
  it('reject a second cart line with the same option set, ring size null or not', async () => {
    const base = { userId, productId, ...line };
    await db().insert(cartItems).values(base);
    expect(isUniqueViolation(await rejection(db().insert(cartItems).values(base)), 'cart_items_option_set_unique')).toBe(true);
    await db().insert(cartItems).values({ ...base, ringSize: 12 });
    expect(isUniqueViolation(await rejection(db().insert(cartItems).values({ ...base, ringSize: 12 })))).toBe(true);
    await db().insert(cartItems).values({ ...base, ringSize: 13 });
    await db().insert(cartItems).values({ ...base, karat: '18k' });
  });

  it('let a raw upsert merge quantities on the option set', async () => {
    const upsert = () =>
      db().execute(sql`
        insert into ${cartItems} (user_id, product_id, gold_type, gold_carat, diamond_clarity, quantity)
        values (${userId}, ${productId}, 'white_gold', '14k', 'SI-I IJ', 2)
        on conflict ${cartItemConflictTarget} do update set quantity = least(5, cart_items.quantity + excluded.quantity)`);
    await upsert();
    await upsert();
    const rows = await db().select().from(cartItems).where(eq(cartItems.goldColour, 'white_gold'));
    expect(rows.map((r) => r.quantity)).toEqual([4]);
  });

  it('keep quantities within 1–5 and e-mails lower-cased and phones 10 digits', async () => {
    const tooMany = db().insert(cartItems).values({ userId, productId, ...line, goldColour: 'yellow_gold', quantity: 6 });
    expect(isCheckViolation(await rejection(tooMany), 'cart_items_quantity_range')).toBe(true);
    const upper = db().insert(users).values({ name: 'B', email: 'B@example.com', phoneNumber: '9876543211' });
    expect(isCheckViolation(await rejection(upper), 'users_email_lower')).toBe(true);
    const shortPhone = db().insert(users).values({ name: 'C', email: 'c@example.com', phoneNumber: '98765' });
    expect(isCheckViolation(await rejection(shortPhone))).toBe(true);
    // An address is unique once verified; unverified signups may share one (ARCHITECTURE §8).
    await db().insert(users).values({ name: 'D', email: 'shared@example.com', phoneNumber: '9876543212' });
    await db().insert(users).values({ name: 'E', email: 'shared@example.com', phoneNumber: '9876543213', emailVerifiedAt: new Date() });
    const secondVerified = db().insert(users).values({ name: 'F', email: 'shared@example.com', phoneNumber: '9876543214', emailVerifiedAt: new Date() });
    expect(isUniqueViolation(await rejection(secondVerified), 'users_verified_email_unique')).toBe(true);
  });

  it('load products with their category through the relational query API', async () => {
    const product = await db().query.products.findFirst({ with: { category: true } });
    expect(product?.category.name).toBe('Rings');
    expect(product?.priceMakingCharge).toBe(4);
    expect(product?.gstPercent).toBe(3);
  });
});
