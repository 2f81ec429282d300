import type { ReactNode } from 'react';
import { SHOP_INFO } from '../../../lib/shop-info';

interface RequestPageProps {
  eyebrow: string;
  title: string;
  documentTitle: string;
  intro: ReactNode;
  steps: string[];
  children: ReactNode;
}

/** The frame of a request form: a heading, what happens next, then the form on a card. */
export function RequestPage({
  eyebrow,
  title,
  documentTitle,
  intro,
  steps,
  children,
}: RequestPageProps) {
  return (
    <article
      aria-labelledby="request-title"
      className="mx-auto max-w-page px-4 pt-10 pb-24 desktop:px-8 desktop:pt-16"
    >
      <title>{`${documentTitle} · Kanak`}</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="request-title" className="mt-3 font-display text-3xl text-ink">
          {title}
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <div className="mt-4 text-ink-soft">{intro}</div>
      </header>
      <div className="mx-auto mt-10 grid max-w-5xl gap-8 desktop:mt-14 desktop:grid-cols-[1fr_18rem] desktop:gap-12">
        <div className="rounded-sm border border-line bg-pearl p-5 desktop:p-8">{children}</div>
        <aside aria-labelledby="next-title" className="desktop:order-last">
          <h2 id="next-title" className="eyebrow">
            What happens next
          </h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-ink-soft">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full border border-gold font-display text-base text-maroon"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-ink-soft">
            Prefer to talk?{' '}
            <a
              href={SHOP_INFO.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-maroon underline"
            >
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            or call{' '}
            <a href={SHOP_INFO.phone.href} className="whitespace-nowrap text-maroon underline">
              {SHOP_INFO.phone.display}
            </a>
            , {SHOP_INFO.hours}.
          </p>
        </aside>
      </div>
    </article>
  );
}
