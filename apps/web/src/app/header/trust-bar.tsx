import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';

/** The shop's promises, said once at the very top (SPEC §1: HUID hallmark, IGI/SGL certificates). */
export function TrustBar() {
  return (
    <div className="surface-dark bg-maroon-deep text-on-dark-muted">
      <p className="mx-auto flex max-w-page items-center justify-center gap-x-2.5 px-3 py-2 text-center text-[0.625rem] font-semibold tracking-[0.08em] whitespace-nowrap uppercase sm:gap-x-3 sm:text-[0.6875rem] sm:tracking-[0.14em]">
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
    </div>
  );
}

function Separator({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`text-[0.5rem] text-gold-light ${className}`}>
      ◆
    </span>
  );
}
