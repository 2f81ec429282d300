/**
 * Every table that can hold a customer is exported and erased by decision, not by luck: this
 * walks the schema, so a new table with a user, phone or e-mail column fails here until it is
 * listed in customer-tables.ts (and so handled by GET account/export and DELETE account).
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TABLES, STAFF_TABLES } from './customer-tables.ts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
/** Column names that name a person: a user, an actor, a phone, an e-mail address, a recipient. */
const PERSONAL_COLUMN = /(^|_)(user_id|phone|phone_number|email|mobile|contact_no)$|_by$|^to$/;

function personalColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const toUsers = config.foreignKeys
    .filter((fk) => getTableName(fk.reference().foreignTable) === 'users')
    .flatMap((fk) => fk.reference().columns.map((c) => c.name));
  const named = Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => PERSONAL_COLUMN.test(name));
  return [...new Set([...toUsers, ...named])];
}

describe('the tables that hold a customer', () => {
  it('finds the tables of the schema (the walk sees them)', () => {
    expect(tables.map((t) => getTableName(t))).toEqual(expect.arrayContaining(['users', 'orders', 'documents', 'message_outbox']));
  });

  it('lists every table with a user, phone or e-mail column as the customer\'s or the staff\'s', () => {
    const unhandled = tables
      .filter((t) => personalColumns(t).length > 0)
      .map((t) => getTableName(t))
      .filter((name) => !(name in CUSTOMER_TABLES) && !(name in STAFF_TABLES));
    expect(unhandled, 'add these to CUSTOMER_TABLES (export and erase them) or STAFF_TABLES').toEqual([]);
  });

  it('names only tables that exist and hold a person', () => {
    const personal = new Set(tables.filter((t) => personalColumns(t).length > 0).map((t) => getTableName(t)));
    expect([...Object.keys(CUSTOMER_TABLES), ...Object.keys(STAFF_TABLES)].filter((name) => !personal.has(name))).toEqual([]);
  });

  it('gives each customer table its own section of the export', () => {
    const sections = Object.values(CUSTOMER_TABLES).map((t) => t.section);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
