import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK } from './link-style';

interface AuthPageProps {
  /** The browser tab's title. */
  documentTitle: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under a hairline: the way to the other screens (sign up, log in). */
  footer?: ReactNode;
}

/** The frame of /login, /signup, /loginwithmobile and /verifymobile: one calm card, centred. */
export function AuthPage({ documentTitle, title, intro, children, footer }: AuthPageProps) {
  return (
    <div className="px-4 pt-8 pb-16 sm:pt-14 sm:pb-24">
      <title>{`${documentTitle} · Kanak`}</title>
      <section
        aria-labelledby="auth-page-title"
        className="mx-auto max-w-[30rem] sm:rounded-md sm:border sm:border-line sm:bg-pearl sm:px-10 sm:pt-11 sm:pb-9 sm:shadow-soft"
      >
        <header className="text-center">
          <p className="eyebrow">Your Kanak account</p>
          <h1 id="auth-page-title" className="mt-3 font-display text-3xl text-ink">
            {title}
          </h1>
          <span aria-hidden="true" className="ornament mx-auto mt-4" />
          {intro && <p className="mx-auto mt-4 max-w-xs text-sm text-ink-soft">{intro}</p>}
        </header>
        <div className="mt-8">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-soft">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}

/** A quiet 'or' between two ways in. */
export function OrDivider() {
  return (
    <p className="my-6 flex items-center gap-4 text-xs font-semibold tracking-eyebrow text-ink-muted uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </p>
  );
}

/** An auth page's footer: a question and the link to the other screen, keeping where to return. */
export function FooterLink({
  question,
  to,
  from,
  children,
}: {
  question: string;
  to: string;
  from: unknown;
  children: ReactNode;
}) {
  return (
    <>
      {question}{' '}
      <Link to={to} state={{ from }} className={TEXT_LINK}>
        {children}
      </Link>
    </>
  );
}
