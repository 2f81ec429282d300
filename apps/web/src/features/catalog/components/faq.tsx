import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADVANCE_MAX_PERCENT, ADVANCE_MIN_PERCENT } from '@kanak/domain/rules';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../lib/paths';

const LINK =
  'font-semibold text-maroon underline decoration-gold underline-offset-4 hover:decoration-maroon';

// The three questions of SPEC §2, answered as we would at the counter.
const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Can I have a piece customised?',
    answer: (
      <>
        Yes. Share a sketch, a photo or simply an idea through our{' '}
        <Link to={paths.customize} className={LINK}>
          Customize With Us
        </Link>{' '}
        form, with the gold colour, purity and budget you have in mind. Our designers will get in
        touch to talk it through before anything is made.
      </>
    ),
  },
  {
    question: 'Will I get a tracking number for my order?',
    answer: (
      <>
        Yes. Your piece is made after you order it, and the day it is shipped we send you its
        tracking number, so you can follow the parcel until it reaches your door.
      </>
    ),
  },
  {
    question: 'Which payment methods do you accept?',
    answer: (
      <>
        Cards, UPI, net banking and wallets, all through Razorpay&rsquo;s secure checkout. Because
        each piece is made for you, you pay an advance of {ADVANCE_MIN_PERCENT}–
        {ADVANCE_MAX_PERCENT}% of the order online when you order, and the balance before your
        jewellery is dispatched, from{' '}
        <Link to={paths.myOrders} className={LINK}>
          My Orders
        </Link>
        .
      </>
    ),
  },
];

/** The home page FAQ of SPEC §2: native disclosure widgets, one open at a time. */
export function Faq() {
  return (
    <section
      aria-labelledby="faq-title"
      className="mx-auto max-w-page px-4 pt-20 desktop:px-8 desktop:pt-28"
    >
      <SectionHeading id="faq-title" eyebrow="Good to know" title="Frequently Asked Questions" />
      <div className="mx-auto mt-10 max-w-3xl border-t border-line desktop:mt-14">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} name="home-faq" className="group border-b border-line">
            <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-6 py-5 font-display text-xl font-semibold text-ink hover:text-maroon desktop:text-2xl [&::-webkit-details-marker]:hidden">
              {question}
              <span
                aria-hidden="true"
                className="relative size-4 shrink-0 text-maroon before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-current after:absolute after:inset-y-0 after:left-1/2 after:w-px after:bg-current after:transition-transform group-open:after:scale-y-0"
              />
            </summary>
            <p className="pr-10 pb-6 text-ink-soft">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
