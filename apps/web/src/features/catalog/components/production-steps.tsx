import { DELIVERY_WORKING_DAYS } from '@kanak/domain/catalog';
import {
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  type ProductionStage,
} from '@kanak/domain/order-states';
import { SectionHeading } from '../../../components/ui/section-heading';
import { ProductionIllustration } from './production-illustrations';

const STAGE_TEXT: Record<ProductionStage, string> = {
  designing: 'Your piece starts as a sketch, drawn around the metal, purity and size you chose.',
  cad: 'The sketch becomes an exact 3D model, so every proportion is right before gold is used.',
  manufacturing: 'The model is cast in gold of your chosen purity, then finished and polished.',
  setting: 'Certified diamonds and stones are set one by one, under magnification.',
  final: 'Hallmarked, inspected and packed with its certificate, ready to come home to you.',
};

/** 'Product Creation' steps of SPEC §2; the same stages track an order in production. */
export function ProductionSteps() {
  return (
    <section
      aria-labelledby="creation-title"
      className="mt-24 bg-sand py-20 desktop:mt-32 desktop:py-24"
    >
      <div className="mx-auto max-w-page px-4 desktop:px-8">
        <SectionHeading
          id="creation-title"
          eyebrow="How your piece is made"
          title="Product Creation"
        >
          <p>
            Nothing waits on a shelf. Once you order, your jewellery goes through five stages and
            reaches you in {DELIVERY_WORKING_DAYS} working days.
          </p>
        </SectionHeading>
        <ol className="relative mx-auto mt-14 grid max-w-5xl gap-10 before:absolute before:inset-y-8 before:left-8 before:w-px before:bg-gold/60 desktop:grid-cols-5 desktop:gap-6 desktop:before:inset-x-[10%] desktop:before:top-10 desktop:before:bottom-auto desktop:before:h-px desktop:before:w-auto">
          {PRODUCTION_STAGES.map((stage, index) => (
            <li
              key={stage}
              className="relative flex gap-5 desktop:flex-col desktop:items-center desktop:text-center"
            >
              <span className="relative flex size-16 shrink-0 items-center justify-center rounded-full border border-gold/70 bg-ivory text-maroon desktop:size-20">
                <ProductionIllustration stage={stage} className="size-11 desktop:size-13" />
              </span>
              <div className="pt-1 desktop:pt-0">
                <p className="text-xs font-bold tracking-[0.2em] text-gold-ink">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-1 font-display text-xl font-semibold text-ink desktop:text-2xl">
                  {PRODUCTION_STAGE_LABELS[stage]}
                </h3>
                <p className="mt-2 text-sm text-ink-soft">{STAGE_TEXT[stage]}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
