import type { Suggestion } from '@kanak/domain/contract/search';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { optionId } from './combobox';

interface SuggestionListProps {
  id: string;
  suggestions: Suggestion[];
  /** The option the arrow keys are on, or NONE. */
  active: number;
  onPick: (suggestion: Suggestion) => void;
}

/**
 * The open suggestions under the header's search box: collections first, each with its hint, then
 * pieces with a small picture and their approximate price (SPEC §1). Options are not links (no
 * interactive content inside an option): a click or Enter opens them.
 */
export function SuggestionList({ id, suggestions, active, onPick }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      // Keeps the focus in the box while an option is pressed, so its blur does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(34rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain rounded-md border border-line bg-pearl py-1.5 shadow-lift desktop:right-auto desktop:w-[27rem]"
    >
      {suggestions.map((suggestion, index) => {
        const selected = index === active;
        // A hairline between the collections and the pieces.
        const divided = index > 0 && suggestion.type !== suggestions[index - 1]?.type;
        return (
          <li
            key={`${suggestion.type}-${suggestion.id}`}
            id={optionId(id, index)}
            role="option"
            aria-selected={selected}
            onClick={() => onPick(suggestion)}
            className={`relative mx-1.5 flex min-h-tap cursor-pointer items-center gap-3 rounded-sm px-2.5 py-1.5 ${
              selected ? 'bg-maroon-tint text-maroon' : 'text-ink hover:bg-sand/60'
            } ${divided ? 'mt-2.5 before:absolute before:inset-x-1 before:-top-1.5 before:h-px before:bg-line' : ''}`}
          >
            {suggestion.type === 'category' ? (
              <CategoryOption suggestion={suggestion} />
            ) : (
              <ProductOption suggestion={suggestion} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function CategoryOption({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full border border-gold/60 bg-sand font-display text-base text-gold-ink">
        {suggestion.image ? (
          <ResponsiveImage src={suggestion.image} alt="" sizes="36px" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{suggestion.name.charAt(0)}</span>
        )}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">{suggestion.name}</span>
      <span className="shrink-0 text-[0.6875rem] font-bold tracking-[0.14em] text-gold-ink uppercase">
        Category
      </span>
    </>
  );
}

function ProductOption({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      <span className="relative size-12 shrink-0 overflow-hidden rounded-xs bg-sand">
        {suggestion.image ? (
          <ResponsiveImage src={suggestion.image} alt="" sizes="48px" className="size-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center font-display text-xl text-gold-ink"
          >
            {suggestion.name.charAt(0)}
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-display text-base leading-snug font-semibold">
          {suggestion.name}
        </span>
        {suggestion.price !== null && (
          <span className="block text-xs text-ink-soft">
            approx. <span className="font-bold text-ink">{formatRupees(suggestion.price)}</span>
          </span>
        )}
      </span>
    </>
  );
}
