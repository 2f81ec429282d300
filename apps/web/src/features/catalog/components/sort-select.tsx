import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PRODUCT_SORTS, type ProductSort } from '@kanak/domain/catalog';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  newest: 'Newest',
};

/** A native select: the phone's own picker on mobile, full keyboard support everywhere. */
export function SortSelect({
  value,
  onChange,
  className = '',
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-soft max-desktop:sr-only">
        Sort by
      </label>
      <div className="relative w-full">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ProductSort)}
          className="h-tap w-full cursor-pointer appearance-none rounded-xs border border-line-strong bg-pearl py-2 pr-10 pl-3.5 text-sm font-semibold text-ink hover:border-maroon"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft" />
      </div>
    </div>
  );
}
