import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Days the shop does not work although they are Monday–Saturday (festivals, closures). Sundays are
 * never working days, so they need no row. A date is an India calendar date, read as 'YYYY-MM-DD'.
 */
export const shopHolidays = pgTable('shop_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
