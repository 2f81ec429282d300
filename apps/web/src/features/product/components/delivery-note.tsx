import { formatIndiaDate } from '@kanak/domain/calendar';
import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { ClockIcon } from '../../../components/ui/icons';
import { useSettings } from '../../../lib/get-settings';

/**
 * SPEC §1: made to order and delivered in 15 working days. With the shop's settings loaded it
 * names the date ("Delivery by 9 Dec 2026": the working days counted past Sundays and the shop's
 * holidays from today in India); until then, or if they fail, the count alone.
 */
export function DeliveryNote() {
  const { data } = useSettings();
  return (
    <p className="flex items-start gap-3 rounded-sm border border-line bg-pearl px-4 py-3 text-sm text-ink-soft">
      <ClockIcon className="mt-0.5 size-5 shrink-0 text-gold-ink" />
      <span>
        <span className="font-semibold text-ink">Made to order for you.</span>{' '}
        {data ? (
          <>
            <span className="font-semibold text-ink">
              Delivery by {formatIndiaDate(data.delivery_by)}
            </span>{' '}
            ({DELIVERY_WORKING_DAYS} working days), insured and free.
          </>
        ) : (
          <>Delivered in {DELIVERY_WORKING_DAYS} working days, insured and free.</>
        )}
      </span>
    </p>
  );
}
