import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { ClockIcon } from '../../../components/ui/icons';

/** SPEC §1: made to order and delivered in 15 working days. */
export function DeliveryNote() {
  return (
    <p className="flex items-start gap-3 rounded-sm border border-line bg-pearl px-4 py-3 text-sm text-ink-soft">
      <ClockIcon className="mt-0.5 size-5 shrink-0 text-gold-ink" />
      <span>
        <span className="font-semibold text-ink">Made to order for you.</span> Delivered in{' '}
        {DELIVERY_WORKING_DAYS} working days, insured and free.
      </span>
    </p>
  );
}
