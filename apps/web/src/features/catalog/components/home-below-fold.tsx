import { CategorySection } from './category-section';
import { ContactSection } from './contact-section';
import { Faq } from './faq';
import { HomeBanner } from './home-banner';
import { OfferBanner } from './offer-banner';
import { ProductionSteps } from './production-steps';
import { TodaysRates } from './todays-rates';
import { TopPicks } from './top-picks';

/** Everything on the home page below the hero; loaded as its own chunk (see home.tsx). */
export function HomeBelowFold() {
  return (
    <>
      <OfferBanner />
      <CategorySection />
      <HomeBanner />
      <TopPicks />
      <TodaysRates />
      <ProductionSteps />
      <Faq />
      <ContactSection />
    </>
  );
}
