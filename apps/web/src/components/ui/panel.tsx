import type { ReactNode } from 'react';

/** A titled card: a small gold heading (named by `id`), optional actions, then its content. */
export function Panel({
  title,
  id,
  children,
  className = '',
  actions,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-sm border border-line bg-pearl p-4 desktop:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2
          id={id}
          className="font-sans text-xs font-bold tracking-[0.18em] text-gold-ink uppercase"
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
