import { PicturesAfterFirstPaint } from '../../../components/ui/pictures-after-paint';
import { CategorySection } from './category-section';
import { ContactSection } from './contact-section';
import { Faq } from './faq';
import { HomeBanner } from './home-banner';
import { OfferBanner } from './offer-banner';
import { ProductionSteps } from './production-steps';
import { TodaysRates } from './todays-rates';
import { TopPicks } from './top-picks';

/**
 * Everything on the home page below the hero; loaded as its own chunk (see home.tsx). Its pictures
 * follow the first paint, so the hero's picture has the connection to itself.
 */
export function HomeBelowFold() {
  return (
    <PicturesAfterFirstPaint>
      <OfferBanner />
      <div className="lay-out-on-approach">
        <CategorySection />
      </div>
      <div className="lay-out-on-approach">
        <HomeBanner />
      </div>
      <div className="lay-out-on-approach">
        <TopPicks />
      </div>
      <div className="lay-out-on-approach">
        <TodaysRates />
      </div>
      <div className="lay-out-on-approach">
        <ProductionSteps />
      </div>
      <div className="lay-out-on-approach">
        <Faq />
      </div>
      <div className="lay-out-on-approach">
        <ContactSection />
      </div>
    </PicturesAfterFirstPaint>
  );
}
