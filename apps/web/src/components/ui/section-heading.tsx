import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The house section heading: small gold eyebrow, serif title, a short gold rule, optional intro. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="mt-3 font-display text-3xl text-ink">
        {title}
      </h2>
      <span aria-hidden="true" className="ornament mx-auto mt-4" />
      {children && <div className="mt-4 text-ink-soft">{children}</div>}
    </div>
  );
}
