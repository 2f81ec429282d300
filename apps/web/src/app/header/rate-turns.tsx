import { useRef, useState, type ReactNode } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { useAutoplay } from '../../components/ui/use-autoplay';
import { useRates } from '../../features/catalog/api/get-rates';
import { Separator, TRUST_LINE } from './trust-line';

// Below 1280 px the promises and the gold rate share the bar, taking turns at this pace; wider
// screens show both side by side.
const TURN_MS = 5000;
// An instant swap, no fade: half-faded text would fail AA contrast while it changes.
const OFF = 'max-xl:invisible';

/** The trust bar's promises (`children`, told which class hides them) and today's yellow-gold rate. */
export function RateTurns({ children }: { children: (hiddenClass: string) => ReactNode }) {
  const { data } = useRates();
  const [rateTurn, setRateTurn] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Swapping two lines of text is not motion, so it carries on under reduced motion.
  useAutoplay(ref, () => setRateTurn((turn) => !turn), TURN_MS, { motion: false });
  const gold = data?.gold_price.yellow_gold;
  const showRate = Boolean(gold) && rateTurn;

  return (
    <div ref={ref} className="contents">
      {children(showRate ? OFF : '')}
      {gold && (
        <p className={`${TRUST_LINE} ${showRate ? '' : OFF}`}>
          <span className="text-gold-light">
            <span className="sm:hidden">Gold today</span>
            <span className="max-sm:hidden">Today&rsquo;s gold rate</span>
          </span>
          <Separator />
          {/* Grams are 'g', never 'G': the figures keep their case. */}
          <span className="normal-case">18 KT {formatRupees(gold['18k'])}/g</span>
          <Separator />
          <span className="normal-case">14 KT {formatRupees(gold['14k'])}/g</span>
        </p>
      )}
    </div>
  );
}
