import { lazy } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { HomeHero } from '../components/home-hero';

// Only the hero — the first paint of `/` — ships with the entry chunk; the rest of the page (the
// categories, banner, Top Picks, today's rates, Product Creation, FAQ and contact) follows in its
// own chunk, so the initial JS for `/` stays inside its 120 KB budget (ARCHITECTURE §6). The
// categories query starts with the header's menu, so their data is usually there before the chunk.
const HomeBelowFold = lazy(async () => ({
  default: (await import('../components/home-below-fold')).HomeBelowFold,
}));

/** Home (SPEC §2). */
export function HomePage() {
  return (
    <>
      <title>Kanak · Fine gold and diamond jewellery, made to order</title>
      <HomeHero />
      {/* Holds the footer below the fold while the chunk loads, so nothing visible shifts. */}
      <AfterFirstPaint fallback={<div className="min-h-screen" />}>
        <HomeBelowFold />
      </AfterFirstPaint>
    </>
  );
}
