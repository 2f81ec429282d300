import { deliveryBy, isIsoDate, MESSAGES, type AddHolidayRequest, type Holiday } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import { deleteHoliday, holidayDates, insertHoliday, listHolidays } from './holidays.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

export async function holidays(deps: Deps): Promise<Holiday[]> {
  return listHolidays(deps.database.db);
}

export async function addHoliday(deps: Deps, actor: Actor, input: AddHolidayRequest): Promise<Holiday> {
  const holiday = { date: input.date, name: input.name };
  await deps.database.db.transaction(async (tx) => {
    if (!(await insertHoliday(tx, holiday))) throw new HttpError(409, MESSAGES.admin.holidayExists, { date: [MESSAGES.admin.holidayExists] });
    await audit(tx, actor, 'holiday_added', 'holiday', holiday.date, { name: holiday.name });
  });
  return holiday;
}

export async function removeHoliday(deps: Deps, actor: Actor, date: string): Promise<void> {
  // A text that is no date is no holiday either (and PostgreSQL would refuse it as a date).
  if (!isIsoDate(date)) throw notFound(MESSAGES.admin.holidayNotFound);
  await deps.database.db.transaction(async (tx) => {
    const removed = await deleteHoliday(tx, date);
    if (!removed) throw notFound(MESSAGES.admin.holidayNotFound);
    await audit(tx, actor, 'holiday_removed', 'holiday', date, { name: removed.name });
  });
}

/** The delivery date promised for an advance paid at `now` (the product page's "Delivery by"). */
export async function deliveryByFor(deps: Deps, now: Date): Promise<string> {
  return deliveryBy(now, await holidayDates(deps.database.db));
}
