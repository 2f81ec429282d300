import type { ReactNode } from 'react';
import { BUYBACK_VALID_YEARS } from '@kanak/domain/buyback';
import { Icon } from '../../../components/ui/icon';
import { CertificateMarks } from './certificate-marks';

/*
 * SPEC §2 promise panel, its texts word for word (the spec spells MAINTAINANCE so). SPEC §9 bounds
 * two of them: buyback and maintenance last 5 years from delivery, so each says how long beneath
 * its SPEC text rather than let "lifetime" promise more than the policy pages give.
 */
const YEARS = `for ${BUYBACK_VALID_YEARS} years`;

const PROMISES: ReadonlyArray<{ text: string; note?: string; icon: ReactNode }> = [
  {
    text: '15 DAYS RETURNABLE',
    icon: (
      <>
        <path d="M4.5 9.5h10.25a4.75 4.75 0 0 1 0 9.5H9" />
        <path d="m8 5.5-3.5 4 3.5 4" />
      </>
    ),
  },
  {
    text: 'LIFETIME BUY-BACK POLICY',
    note: YEARS,
    icon: (
      <>
        <ellipse cx="12" cy="7" rx="6.5" ry="2.5" />
        <path d="M5.5 7v5c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5V7" />
        <path d="M5.5 12v5c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5v-5" />
      </>
    ),
  },
  {
    text: 'FREE SHIPPING',
    icon: (
      <>
        <path d="M3 6.5h11v9.5H3zM14 10h3.6l3.4 3.4V16h-7" />
        <circle cx="7" cy="17.5" r="1.75" />
        <circle cx="17" cy="17.5" r="1.75" />
      </>
    ),
  },
  {
    text: 'CERTIFIED JEWELLERY',
    icon: (
      <>
        <circle cx="12" cy="9.5" r="5" />
        <path d="m9.8 9.6 1.5 1.5 2.9-3" />
        <path d="m8.7 13.5-1.2 6.5 4.5-2.2 4.5 2.2-1.2-6.5" />
      </>
    ),
  },
  {
    text: 'LIFETIME FREE MAINTAINANCE',
    note: YEARS,
    icon: (
      <>
        <path d="M12 3.5 13.6 8l4.4.4-3.4 2.9 1 4.4L12 13.4l-3.6 2.3 1-4.4L6 8.4 10.4 8 12 3.5Z" />
        <path d="M5 19.5h14" />
      </>
    ),
  },
];

/** What every Kanak piece comes with, and the marks that vouch for it. */
export function PromisePanel() {
  return (
    <section aria-labelledby="promise-title" className="rounded-sm bg-sand px-4 py-6 desktop:px-6">
      <h2 id="promise-title" className="sr-only">
        The Kanak promise
      </h2>
      <ul className="flex flex-wrap justify-center gap-y-5">
        {PROMISES.map(({ text, note, icon }) => (
          <li key={text} className="flex basis-1/3 flex-col items-center gap-2 px-1 text-center">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-pearl text-maroon ring-1 ring-gold/40">
              <Icon className="size-5">{icon}</Icon>
            </span>
            <span className="text-[0.6875rem] leading-snug font-bold tracking-[0.08em] text-ink">
              {text}
              {note && <span className="block font-normal tracking-normal text-ink-soft">{note}</span>}
            </span>
          </li>
        ))}
      </ul>
      <CertificateMarks />
    </section>
  );
}
