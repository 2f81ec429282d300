import type { ReactNode } from 'react';

/** What a list shows when nothing matches: one line in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-sm border border-dashed border-line-strong bg-pearl px-4 py-8 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}
