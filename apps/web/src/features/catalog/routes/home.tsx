import { lazy, Suspense } from 'react';
import { CategorySection } from '../components/category-section';
import { HomeHero } from '../components/home-hero';

// What a visitor sees first ships with the entry chunk; the rest of the page follows in its own
// chunk so the initial JS for `/` stays inside its 120 KB budget (ARCHITECTURE §6). New home
// sections below the categories (Top Picks, FAQ) belong in HomeBelowFold.
const HomeBelowFold = lazy(async () => ({
  default: (await import('../components/home-below-fold')).HomeBelowFold,
}));

/** Home (SPEC §2). Carousel, Top Picks and FAQ arrive with their own tasks. */
export function HomePage() {
  return (
    <>
      <title>Kanak · Fine gold and diamond jewellery, made to order</title>
      <HomeHero />
      <CategorySection />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
