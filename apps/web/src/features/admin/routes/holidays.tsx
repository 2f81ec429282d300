import { DELIVERY_WORKING_DAYS } from '@kanak/domain/calendar';
import { HolidayRow } from '../components/holidays/holiday-row';
import { NewHoliday } from '../components/holidays/new-holiday';
import { useHolidays } from '../components/holidays/use-holidays';
import { PageHeader } from '../components/page-header';
import { QueryView } from '../components/query-view';

/** The shop's holidays: the Monday–Saturday dates the "Delivery by" count skips. */
export function HolidaysPage() {
  const query = useHolidays();
  return (
    <>
      <PageHeader
        title="Holidays"
        description={`Days the shop is closed besides Sundays. Delivery dates are ${DELIVERY_WORKING_DAYS} working days from the advance, skipping these.`}
      />
      <div className="grid gap-4 desktop:grid-cols-[1fr_20rem] desktop:items-start">
        <div>
          <QueryView
            query={query}
            isEmpty={(data) => data.holidays.length === 0}
            empty="No holidays yet."
          >
            {(data) => (
              <ul className="space-y-2">
                {data.holidays.map((h) => (
                  <HolidayRow key={h.date} holiday={h} />
                ))}
              </ul>
            )}
          </QueryView>
        </div>
        <NewHoliday />
      </div>
    </>
  );
}
