import { useEffect, useRef, useState } from 'react';
import type { Design } from '@kanak/domain/contract/designs';
import type { Order } from '../../../lib/order-item';
import { FormStatus } from '../../../components/ui/form-field';
import { DesignAnswer } from './design-answer';
import { DesignMotion, DesignPictures, Thumbnails, designImages } from './design-media';
import { indiaDay } from './order-status';

const EYEBROW: Record<Design['status'], string> = {
  awaiting_customer: 'For your approval',
  approved: 'Approved by you',
  changes_requested: 'Your changes are with our designer',
};

/** "Design — round 2 of 3". */
export function designRoundLabel(round: number, max: number): string {
  return `Design — round ${round} of ${Math.max(max, round)}`;
}

/** Where a round stands, in the customer's words: "Approved on 27 Nov 2026". */
export function designStatusText(
  design: Pick<Design, 'status' | 'answered_at' | 'created_at'>,
): string {
  if (design.status === 'approved')
    return `Approved on ${indiaDay(design.answered_at ?? design.created_at)}`;
  if (design.status === 'changes_requested')
    return `Changes asked on ${indiaDay(design.answered_at ?? design.created_at)}`;
  return `Waiting for your answer since ${indiaDay(design.created_at)}`;
}

/** The customer's own words on a round they sent back. */
function Comment({ design }: { design: Design }) {
  if (design.status !== 'changes_requested' || !design.customer_comment) return null;
  return (
    <blockquote className="mt-2 border-l-2 border-gold pl-3 text-sm whitespace-pre-line text-ink">
      <span className="sr-only">Your comment: </span>
      {design.customer_comment}
    </blockquote>
  );
}

function DesignerNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <figure>
      <blockquote className="font-display text-xl leading-snug whitespace-pre-line text-ink italic">
        “{note}”
      </blockquote>
      <figcaption className="mt-2 text-xs font-semibold tracking-wide text-gold-ink uppercase">
        From your designer at Kanak
      </figcaption>
    </figure>
  );
}

/** What the latest round is waiting for, or what the customer answered. */
function Standing({
  design,
  max,
  orderId,
  onAnswered,
}: {
  design: Design;
  max: number;
  orderId: number;
  onAnswered: (m: string) => void;
}) {
  if (design.status === 'awaiting_customer') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-soft">
          Look at it closely and tell us: we make your piece only once you have approved its design.
        </p>
        <DesignAnswer
          orderId={orderId}
          designId={design.id}
          round={design.round}
          onAnswered={onAnswered}
        />
        <p className="text-xs text-ink-muted">
          Your delivery date moves by one working day for each working day the design waits for your
          answer.
        </p>
      </div>
    );
  }
  const approved = design.status === 'approved';
  return (
    <div
      className={`rounded-sm border p-4 ${approved ? 'border-gold/60 bg-gold-soft/30' : 'border-line bg-ivory'}`}
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <span
          aria-hidden="true"
          className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm ${approved ? 'bg-maroon text-ivory' : 'border border-maroon text-maroon'}`}
        >
          {approved ? '✓' : '✎'}
        </span>
        {designStatusText(design)}
        {!approved && design.customer_comment && ':'}
      </p>
      <Comment design={design} />
      <p className="mt-2 text-sm text-ink-soft">
        {approved
          ? 'We are making your piece from this design.'
          : design.round < max
            ? `Our designer is working on your changes and will send round ${design.round + 1} here.`
            : 'This was the last design round: we will call you to agree these changes.'}
      </p>
    </div>
  );
}

/** Earlier rounds, newest first, folded away (issue 38: rounds are numbered and kept). */
function History({ designs, max }: { designs: Design[]; max: number }) {
  if (designs.length === 0) return null;
  return (
    <details className="group border-t border-line px-5 py-3 desktop:px-8">
      <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-3 text-sm font-semibold text-maroon [&::-webkit-details-marker]:hidden">
        Earlier designs ({designs.length})
        <span
          aria-hidden="true"
          className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          ▾
        </span>
      </summary>
      <ol className="mt-2 space-y-5 pb-2">
        {[...designs].reverse().map((design) => (
          <li key={design.id} className="border-t border-line/70 pt-4 first:border-t-0 first:pt-0">
            <h3 className="font-display text-xl text-ink">{designRoundLabel(design.round, max)}</h3>
            <p className="text-xs text-ink-muted">
              Sent {indiaDay(design.created_at)} · {designStatusText(design)}
            </p>
            <Comment design={design} />
            {design.note && (
              <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">
                Designer’s note: {design.note}
              </p>
            )}
            <div className="mt-3">
              <Thumbnails title={`Design, round ${design.round}`} images={designImages(design)} />
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * "Your design" (ARCHITECTURE §10): the latest round large, the designer's note, and the
 * customer's answer — approve or ask for changes — or what they answered; earlier rounds kept.
 */
export function DesignBlock({
  order,
  folded = false,
}: {
  order: Pick<Order, 'id' | 'designs' | 'design_rounds_max'>;
  /** Past CAD the tracker shows the approved design: here it is kept for looking at again. */
  folded?: boolean;
}) {
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The buttons are gone once answered: focus goes to what the shop says back.
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);
  const latest = order.designs.at(-1);
  if (!latest) return null;
  const max = order.design_rounds_max;
  const waiting = latest.status === 'awaiting_customer';
  const content = (
    <div className="grid gap-6 p-5 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] desktop:gap-8 desktop:p-8">
      <div className="desktop:col-start-1 desktop:row-start-1">
        <DesignPictures design={latest} />
      </div>
      <div className="space-y-5 desktop:sticky desktop:top-6 desktop:col-start-2 desktop:row-span-2 desktop:row-start-1 desktop:self-start">
        {thanks && (
          <div ref={thanksRef} tabIndex={-1} className="focus:outline-none">
            <FormStatus kind="success" message={thanks} />
          </div>
        )}
        <DesignerNote note={latest.note} />
        <Standing design={latest} max={max} orderId={order.id} onAnswered={setThanks} />
      </div>
      {latest.files.some((f) => f.kind !== 'image') && (
        <div className="desktop:col-start-1 desktop:row-start-2">
          <DesignMotion design={latest} />
        </div>
      )}
    </div>
  );
  return (
    <section
      aria-labelledby="design-title"
      className={`overflow-clip rounded-sm border bg-pearl ${waiting ? 'border-gold shadow-lift' : 'border-line'}`}
    >
      <header
        className={`border-b border-line px-5 py-4 desktop:px-8 desktop:py-5 ${waiting ? 'bg-gold-soft/35' : ''}`}
      >
        <p className="eyebrow">{EYEBROW[latest.status]}</p>
        <h2 id="design-title" className="mt-1 font-display text-3xl text-ink">
          Your design
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {designRoundLabel(latest.round, max)} ·{' '}
          {folded ? designStatusText(latest) : `sent ${indiaDay(latest.created_at)}`}
        </p>
      </header>
      {folded ? (
        <details className="group/design border-b border-line">
          <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-sm font-semibold text-maroon desktop:px-8 [&::-webkit-details-marker]:hidden">
            See the design again
            <span
              aria-hidden="true"
              className="transition-transform group-open/design:rotate-180 motion-reduce:transition-none"
            >
              ▾
            </span>
          </summary>
          {content}
        </details>
      ) : (
        content
      )}
      <History designs={order.designs.slice(0, -1)} max={max} />
    </section>
  );
}
