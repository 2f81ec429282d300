import { lazy } from 'react';
import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { Separator, TRUST_LINE } from './trust-line';

// Today's gold rate arrives with its own small chunk: the bar is on every page's first paint, the
// rate is not (budget: ARCHITECTURE §6).
const RateTurns = lazy(async () => ({ default: (await import('./rate-turns')).RateTurns }));


/**
 * The shop's promises (SPEC §1: HUID hallmark, IGI/SGL certificates) and today's gold rate, said once
 * at the very top, where a customer looks for them.
 */
export function TrustBar() {
  return (
    <div className="surface-dark bg-maroon-deep text-on-dark-muted">
      <div className="mx-auto grid max-w-page px-3 py-2 text-center text-[0.625rem] font-semibold tracking-[0.08em] whitespace-nowrap uppercase sm:text-[0.6875rem] sm:tracking-[0.14em] xl:flex xl:justify-between xl:px-8">
        <AfterFirstPaint fallback={<Promises />}>
          <RateTurns>{(hidden) => <Promises className={hidden} />}</RateTurns>
        </AfterFirstPaint>
      </div>
    </div>
  );
}

function Promises({ className = '' }: { className?: string }) {
  return (
    <p className={`${TRUST_LINE} ${className}`}>
      <span>
        Hallmarked gold <span className="max-sm:sr-only">(HUID)</span>
      </span>
      <Separator />
      <span>
        Certified diamonds <span className="max-sm:sr-only">(IGI/SGL)</span>
      </span>
      <Separator className="max-desktop:hidden" />
      <span className="max-desktop:hidden">
        Made to order in {DELIVERY_WORKING_DAYS} working days
      </span>
    </p>
  );
}
