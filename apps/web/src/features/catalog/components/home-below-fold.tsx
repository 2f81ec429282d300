import type { ReactNode } from 'react';
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
      <Later>
        <CategorySection />
      </Later>
      <Later>
        <HomeBanner />
      </Later>
      <Later>
        <TopPicks />
      </Later>
      <Later>
        <TodaysRates />
      </Later>
      <Later>
        <ProductionSteps />
      </Later>
      <Later>
        <Faq />
      </Later>
      <Later>
        <ContactSection />
      </Later>
    </PicturesAfterFirstPaint>
  );
}

/**
 * A section the browser lays out and paints only once it nears the screen (content-visibility):
 * the first paint lays out the first screen, not all of the long page (decision 036). Until then
 * it holds a guessed height, then the height it last had.
 */
function Later({ children }: { children: ReactNode }) {
  return (
    <div className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">{children}</div>
  );
}
