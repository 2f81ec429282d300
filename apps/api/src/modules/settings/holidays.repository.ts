import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';

const { shopHolidays } = schema;

/** Every holiday date, 'YYYY-MM-DD', earliest first: what the working-day count skips. */
export async function holidayDates(db: Db): Promise<string[]> {
  const rows = await db.select({ date: shopHolidays.date }).from(shopHolidays).orderBy(asc(shopHolidays.date));
  return rows.map((r) => r.date);
}

/** Every holiday with its name, earliest first. */
export async function listHolidays(db: Db): Promise<{ date: string; name: string }[]> {
  return db.select({ date: shopHolidays.date, name: shopHolidays.name }).from(shopHolidays).orderBy(asc(shopHolidays.date));
}

/** False when the date is already a holiday (the row there is left as it was). */
export async function insertHoliday(db: Db, holiday: { date: string; name: string }): Promise<boolean> {
  const rows = await db.insert(shopHolidays).values(holiday).onConflictDoNothing().returning({ date: shopHolidays.date });
  return rows.length > 0;
}

/** The removed holiday, or null when the date was not one. */
export async function deleteHoliday(db: Db, date: string): Promise<{ date: string; name: string } | null> {
  const [row] = await db
    .delete(shopHolidays)
    .where(eq(shopHolidays.date, date))
    .returning({ date: shopHolidays.date, name: shopHolidays.name });
  return row ?? null;
}
