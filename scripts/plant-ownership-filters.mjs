// Plants each ownership filter's removal by hand, one at a time, and runs the tests that must notice
// (issue 37, docs/testing.md "Ownership filters planted by hand"). Run it in a throwaway clone, never in
// a work tree with changes: it rewrites a source file, runs vitest, then writes the file back.
//
//   git clone . /tmp/kanak-own && ln -s "$PWD/node_modules" /tmp/kanak-own/node_modules
//   cd /tmp/kanak-own && node scripts/plant-ownership-filters.mjs ['<name>' ...] [--check]
//
// Prints one line per filter: KILLED (a test failed) or SURVIVED (every test passed).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `dir/name*.test.ts`-style globs (a `*` in the file name only), without a dependency. */
function globSync(glob) {
  const dir = dirname(glob);
  const name = new RegExp(`^${glob.slice(dir.length + 1).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
  return readdirSync(dir).filter((f) => name.test(f)).map((f) => join(dir, f));
}

const access = 'apps/api/test/security/access*.test.ts';
/** [name, file, the filter as written, the filter dropped, test globs] */
const plants = [
  ['favorites remove-by-product', 'apps/api/src/modules/favorites/favorites.repository.ts', '.where(and(eq(favorites.productId, productId), eq(favorites.userId, userId)))', '.where(eq(favorites.productId, productId))', [access, 'apps/api/src/modules/favorites/*.test.ts']],
  ['cart remove-by-id', 'apps/api/src/modules/cart/cart.repository.ts', 'export async function removeLine(db: Db, userId: number, id: number) {\n  const rows = await db\n    .delete(cartItems)\n    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))', 'export async function removeLine(db: Db, userId: number, id: number) {\n  const rows = await db\n    .delete(cartItems)\n    .where(eq(cartItems.id, id))', [access, 'apps/api/src/modules/cart/*.test.ts']],
  ['cart-add wanted products', 'apps/api/src/modules/cart/cart-add.repository.ts', "select product_id from cart_items where user_id = ${p('userId')}::integer", 'select product_id from cart_items', [access, 'apps/api/src/modules/cart/*.test.ts']],
  ['cart-add cart_items join', 'apps/api/src/modules/cart/cart-add.repository.ts', " and ${cartItems.userId} = ${p('userId')}::integer`", '`', [access, 'apps/api/src/modules/cart/*.test.ts']],
  ['cart-add coupon join', 'apps/api/src/modules/cart/cart-add.repository.ts', ".leftJoin(cartCoupons, eq(cartCoupons.userId, p('userId')))", '.leftJoin(cartCoupons, sql`true`)', [access, 'apps/api/src/modules/cart/*.test.ts', 'apps/api/src/modules/offers/*.test.ts']],
  ['cartCouponOf', 'apps/api/src/modules/offers/offers.repository.ts', ".where(eq(cartCoupons.userId, sql.placeholder('userId')))", '', [access, 'apps/api/src/modules/offers/*.test.ts', 'apps/api/src/modules/cart/*.test.ts']],
  ['resume unpaidOrdersHolding', 'apps/api/src/modules/orders/resume.repository.ts', 'eq(orders.userId, userId), ', '', [access, 'apps/api/src/modules/orders/*resume*.test.ts', 'apps/api/src/modules/orders/orders.test.ts']],
  ['gold-exchange find', 'apps/api/src/modules/gold-exchange/gold-exchange.repository.ts', '.where(and(eq(goldExchanges.id, id), userId === null ? undefined : eq(goldExchanges.userId, userId)));', '.where(and(eq(goldExchanges.id, id)));', [access, 'apps/api/src/modules/gold-exchange/*.test.ts']],
  ['gold-exchange lock', 'apps/api/src/modules/gold-exchange/gold-exchange.repository.ts', '    .where(and(eq(goldExchanges.id, id), userId === null ? undefined : eq(goldExchanges.userId, userId)))\n', '    .where(and(eq(goldExchanges.id, id)))\n', [access, 'apps/api/src/modules/gold-exchange/*.test.ts']],
  ['gold-exchange list', 'apps/api/src/modules/gold-exchange/gold-exchange.repository.ts', '.where(eq(goldExchanges.userId, userId)).orderBy(desc(goldExchanges.createdAt)', '.orderBy(desc(goldExchanges.createdAt)', [access, 'apps/api/src/modules/gold-exchange/*.test.ts']],
  ['plans findOwnInstalment', 'apps/api/src/modules/plans/plans.repository.ts', '.where(and(eq(payments.providerOrderId, providerOrderId), eq(planEnrolments.userId, userId)));', '.where(and(eq(payments.providerOrderId, providerOrderId)));', [access, 'apps/api/src/modules/plans/*.test.ts', 'apps/api/test/security/payments.test.ts']],
  ['plans enrolmentsOf', 'apps/api/src/modules/plans/plans.repository.ts', '.where(eq(planEnrolments.userId, userId)).orderBy(desc(planEnrolments.id))', '.orderBy(desc(planEnrolments.id))', [access, 'apps/api/src/modules/plans/*.test.ts']],
  ['plans ownEnrolment', 'apps/api/src/modules/plans/plans.service.ts', 'if (!e || e.userId !== userId) throw notFound', 'if (!e) throw notFound', [access, 'apps/api/src/modules/plans/*.test.ts']],
];

// `--check`: only confirms that every filter is still written once (after a refactor).
const check = process.argv.includes('--check');
const only = process.argv.slice(2).filter((a) => a !== '--check');
for (const [name, file, filter, dropped, globs] of plants) {
  if (only.length > 0 && !only.includes(name)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.split(filter).length !== 2) {
    console.log(`${name}: the filter is not written once in ${file}; update this script`);
    continue;
  }
  if (check) {
    console.log(`${name}: found`);
    continue;
  }
  writeFileSync(file, source.replace(filter, dropped));
  try {
    const files = globs.flatMap((g) => globSync(g));
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], { encoding: 'utf8', timeout: 1_500_000, env: { ...process.env, NO_COLOR: '1' } });
    const failed = `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.includes('×')).slice(0, 2).map((l) => l.trim());
    console.log(`${name}: ${run.status === 0 ? 'SURVIVED' : 'KILLED'} (${files.length} test files)${failed.length ? ` ${failed.join(' | ')}` : ''}`);
  } finally {
    writeFileSync(file, source);
  }
}
