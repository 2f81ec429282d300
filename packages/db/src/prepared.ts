import type { Db } from './types.ts';

/**
 * A statement built and named once per database handle (Drizzle's `.prepare(name)`) instead of on
 * every call: the hot reads (session, cart, product by id, rate card) then cost no SQL building in
 * Node, and PostgreSQL parses each once per connection and soon plans it once (docs/decisions/032).
 * A transaction handle gets its own copy; `name` must be unique to the statement's text.
 */
export function preparedFor<T>(build: (db: Db, name: string) => T, name: string): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db, name);
      byDb.set(db, statement);
    }
    return statement;
  };
}
