import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders (functions, because a builder instance belongs to one table). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
/** Money is integer paise (ARCHITECTURE §4); bigint read as a JS number (safe up to ₹90 trillion). */
export const paise = (name: string) => bigint(name, { mode: 'number' });
