import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LINK } from './class-names';

/** '← All orders': the way back up to a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`mb-3 inline-flex min-h-tap items-center text-sm ${LINK}`}>
      ← {children}
    </Link>
  );
}
