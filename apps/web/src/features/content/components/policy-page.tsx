import { useEffect, type ReactNode } from 'react';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyPageProps {
  eyebrow: string;
  title: string;
  /** Browser tab title. */
  documentTitle: string;
  intro: ReactNode;
  updated: string;
  sections: PolicySection[];
}

/**
 * A policy page as a jeweller's printed leaflet: a short intro, a table of contents (sticky beside
 * the text on desktop), then numbered sections sized for reading on a phone.
 */
export function PolicyPage({
  eyebrow,
  title,
  documentTitle,
  intro,
  updated,
  sections,
}: PolicyPageProps) {
  // A shared link to one section (/return-policy#buyback) arrives before this lazy page has
  // rendered, so the browser's own jump finds nothing; jump once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <article
      aria-labelledby="policy-title"
      className="mx-auto max-w-page px-4 pt-10 pb-24 desktop:px-8 desktop:pt-16"
    >
      <title>{`${documentTitle} · Kanak`}</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="policy-title" className="mt-3 font-display text-3xl text-balance text-ink">
          {title}
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <div className="mt-4 text-ink-soft">{intro}</div>
        <p className="mt-3 text-xs text-ink-muted">Last updated {updated}</p>
      </header>
      <div className="mx-auto mt-10 max-w-5xl desktop:mt-14 desktop:grid desktop:grid-cols-[15rem_1fr] desktop:gap-12">
        {sections.length > 3 && (
          <nav aria-label="On this page" className="mb-10 desktop:mb-0">
            <div className="rounded-sm border border-line bg-pearl p-5 desktop:sticky desktop:top-28">
              <p className="eyebrow">On this page</p>
              <ol className="mt-3 space-y-0.5 text-sm">
                {sections.map((s, i) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="flex min-h-tap items-center gap-3 rounded-xs text-ink-soft hover:text-maroon desktop:min-h-9"
                    >
                      <span aria-hidden="true" className="w-5 font-display text-base text-gold-ink">
                        {i + 1}
                      </span>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <div
          className={
            sections.length > 3 ? '' : 'desktop:col-span-2 desktop:mx-auto desktop:max-w-3xl'
          }
        >
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-28 border-t border-line py-8 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${s.id}-title`}
                className="flex items-baseline gap-3 font-display text-2xl text-ink"
              >
                <span aria-hidden="true" className="text-gold-ink">
                  {i + 1}.
                </span>
                {s.title}
              </h2>
              <div className="policy-body mt-4 space-y-4 text-ink-soft">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

/** A bulleted list inside a policy section. */
export function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-gold">{children}</ul>;
}

/** A figure the customer should not miss: a timeline, a percentage, an amount. */
export function Key({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-ink">{children}</strong>;
}
