import type { ReactNode } from 'react';
import {
  GOLD_COLOURS,
  GOLD_COLOUR_LABELS,
  KARATS,
  KARAT_LABELS,
  PRICE_BANDS,
  type GoldColour,
} from '@kanak/domain/catalog';
import { countFilters, type ListingFilters } from './use-listing-filters';

interface FilterPanelProps {
  /** Keeps the radio groups of the drawer and the sidebar apart. */
  idPrefix: string;
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** Omit where the surrounding drawer offers Clear Filter in its own footer. */
  onClear?: () => void;
}

// A dot of each gold's colour beside its name: the eye finds "white" faster than the word. Classes,
// not style attributes: the server renders this page, and the CSP refuses inline styles.
const SWATCH: Record<GoldColour, string> = {
  rose_gold: 'bg-[linear-gradient(135deg,#f1c2b0,#c98b74)]',
  white_gold: 'bg-[linear-gradient(135deg,#f4f4f2,#c9c9c6)]',
  yellow_gold: 'bg-[linear-gradient(135deg,#f6dc8f,#c79a3c)]',
};

/** The dashboard filters of SPEC §2: price, gold colour, gold purity and Clear Filter. */
export function FilterPanel({ idPrefix, value, onChange, onClear }: FilterPanelProps) {
  return (
    <div className="space-y-6">
      <Group legend="Price">
        <Choice
          name={`${idPrefix}-price`}
          label="Any price"
          checked={value.band === undefined}
          onSelect={() => onChange({ ...value, band: undefined })}
        />
        {PRICE_BANDS.map((band, index) => (
          <Choice
            key={band.label}
            name={`${idPrefix}-price`}
            label={band.label}
            checked={value.band === index}
            onSelect={() => onChange({ ...value, band: index })}
          />
        ))}
      </Group>
      <Group legend="Gold colour">
        <Choice
          name={`${idPrefix}-metal`}
          label="Any colour"
          checked={value.goldColour === undefined}
          onSelect={() => onChange({ ...value, goldColour: undefined })}
        />
        {GOLD_COLOURS.map((colour) => (
          <Choice
            key={colour}
            name={`${idPrefix}-metal`}
            label={GOLD_COLOUR_LABELS[colour]}
            checked={value.goldColour === colour}
            onSelect={() => onChange({ ...value, goldColour: colour })}
            swatch={SWATCH[colour]}
          />
        ))}
      </Group>
      <Group legend="Gold purity">
        <Choice
          name={`${idPrefix}-purity`}
          label="Any purity"
          checked={value.karat === undefined}
          onSelect={() => onChange({ ...value, karat: undefined })}
        />
        {KARATS.map((karat) => (
          <Choice
            key={karat}
            name={`${idPrefix}-purity`}
            label={KARAT_LABELS[karat]}
            checked={value.karat === karat}
            onSelect={() => onChange({ ...value, karat: karat })}
          />
        ))}
      </Group>
      {onClear && (
        <ClearButton onClear={onClear} disabled={countFilters(value) === 0} className="w-full" />
      )}
    </div>
  );
}

export function ClearButton({
  onClear,
  disabled,
  className = '',
}: {
  onClear: () => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClear}
      disabled={disabled}
      className={`btn btn-outline disabled:cursor-not-allowed disabled:border-line-strong disabled:text-ink-muted disabled:hover:bg-transparent ${className}`}
    >
      Clear Filter
    </button>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="eyebrow mb-2">{legend}</legend>
      <div className="-mx-3 flex flex-col gap-0.5">{children}</div>
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  swatch?: string;
}

/** A native radio drawn as a quiet row: the whole row is the target, the dot shows the choice. */
function Choice({ name, label, checked, onSelect, swatch }: ChoiceProps) {
  return (
    <label className="relative flex min-h-tap cursor-pointer items-center gap-3 rounded-xs px-3 text-sm text-ink transition-colors duration-(--duration-quick) hover:bg-sand has-checked:bg-maroon-tint has-checked:font-semibold has-checked:text-maroon has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-maroon">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0 focus-visible:outline-none"
      />
      <span
        aria-hidden="true"
        className={`flex size-4 shrink-0 items-center justify-center rounded-full border ${
          checked ? 'border-maroon' : 'border-line-strong'
        }`}
      >
        {checked && <span className="size-2 rounded-full bg-maroon" />}
      </span>
      {swatch && (
        <span
          aria-hidden="true"
          className={`size-4 shrink-0 rounded-full ring-1 ring-ink/15 ${swatch}`}
        />
      )}
      <span>{label}</span>
    </label>
  );
}
