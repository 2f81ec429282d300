import { ContactSection } from './contact-section';
import { ProductionSteps } from './production-steps';

/** Everything on the home page below the categories; loaded as its own chunk (see home.tsx). */
export function HomeBelowFold() {
  return (
    <>
      <ProductionSteps />
      <ContactSection />
    </>
  );
}
