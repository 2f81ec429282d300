import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const FOUNDERS = [
  {
    initials: 'HZ',
    name: 'Harshad Zaveri',
    role: 'Co-founder · Master goldsmith',
    story:
      'Harshad learnt to draw gold wire at eight, at his grandfather’s bench in a narrow lane of Zaveri Bazaar. Three generations later he still checks every casting by hand, and still believes a clasp should close with a sound you can trust.',
  },
  {
    initials: 'MI',
    name: 'Meera Iyer',
    role: 'Co-founder · Gemologist',
    story:
      'Meera trained as a gemologist in Mumbai and spent a decade grading diamonds for exporters. She chooses every stone we set, and insists that each one travels with an independent certificate you can verify yourself.',
  },
];

/** `/aboutus` (SPEC §2): the founders. */
export function AboutPage() {
  return (
    <article
      aria-labelledby="about-title"
      className="mx-auto max-w-page px-4 pt-10 pb-24 desktop:px-8 desktop:pt-16"
    >
      <title>About us · Kanak</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">Our story</p>
        <h1 id="about-title" className="mt-3 font-display text-3xl text-balance text-ink">
          A goldsmith’s bench and a gemologist’s loupe
        </h1>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <p className="mt-4 text-ink-soft">
          Kanak — Sanskrit for gold — began in 2019 when a Zaveri Bazaar goldsmith and a diamond
          grader decided that fine jewellery bought online should feel as personal as jewellery made
          across the counter.
        </p>
      </header>

      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 desktop:mt-16 desktop:grid-cols-2 desktop:gap-10">
        {FOUNDERS.map((f) => (
          <li key={f.name} className="rounded-sm border border-line bg-pearl p-6 desktop:p-10">
            <div className="flex items-center gap-5">
              <span
                aria-hidden="true"
                className="flex size-18 shrink-0 items-center justify-center rounded-full border border-gold bg-ivory font-display text-2xl tracking-wider text-maroon ring-4 ring-gold-soft/60"
              >
                {f.initials}
              </span>
              <div>
                <h2 className="font-display text-2xl text-ink">{f.name}</h2>
                <p className="mt-1 text-xs font-semibold tracking-[0.14em] text-gold-ink uppercase">
                  {f.role}
                </p>
              </div>
            </div>
            <p className="mt-5 text-ink-soft">{f.story}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="about-promise"
        className="mx-auto mt-16 max-w-3xl text-center desktop:mt-24"
      >
        <h2 id="about-promise" className="font-display text-3xl text-ink">
          What we promise
        </h2>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <div className="mt-6 space-y-4 text-left text-ink-soft desktop:text-center">
          <p>
            Every piece is made for you in our Mumbai workshop, in 14K or 18K gold, BIS hallmarked
            with a HUID, and set with IGI or SGL certified diamonds. Our price follows the day’s
            gold rate and shows every part of it: gold, diamonds, making and GST.
          </p>
          <p>
            We stand behind our work for years, not days: 15-day returns, exchange and buyback for
            five years, and free maintenance for five years.
          </p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.dashboard()} className="btn btn-primary">
            Explore the collection
          </Link>
          <Link to={paths.customize} className="btn btn-outline">
            Design your own
          </Link>
        </div>
      </section>
    </article>
  );
}
