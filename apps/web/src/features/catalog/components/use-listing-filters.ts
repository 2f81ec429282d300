import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_PRODUCT_SORT,
  GOLD_COLOURS,
  KARATS,
  PRICE_BANDS,
  PRODUCT_SORTS,
  type GoldColour,
  type Karat,
  type ProductSort,
} from '@kanak/domain/catalog';
import { LISTING_ADDRESS_KEYS as KEYS } from '@kanak/domain/product-address';
import { TIMERS } from '@kanak/domain/timers';
import { useUrlSearch } from '../../../lib/use-url-search';

/** The dashboard filter of SPEC §3 (min, max, gold_purity, metal), as chosen on screen. */
export interface ListingFilters {
  /** Index into PRICE_BANDS. */
  band?: number;
  goldColour?: GoldColour;
  karat?: Karat;
}

// URL keys: readable and stable, so a filtered listing can be shared, reloaded and returned to.

const bandKey = (band: (typeof PRICE_BANDS)[number]) => `${band.min}-${band.max}`;

function readFilters(search: URLSearchParams): ListingFilters {
  const price = search.get(KEYS.price);
  const band = PRICE_BANDS.findIndex((b) => bandKey(b) === price);
  const metal = search.get(KEYS.goldColour);
  const purity = search.get(KEYS.karat);
  return {
    band: band >= 0 ? band : undefined,
    goldColour: GOLD_COLOURS.find((c) => c === metal),
    karat: KARATS.find((k) => k === purity),
  };
}

function writeFilters(next: URLSearchParams, filters: ListingFilters) {
  const band = filters.band === undefined ? undefined : PRICE_BANDS[filters.band];
  const set = (key: string, value: string | undefined) =>
    value ? next.set(key, value) : next.delete(key);
  set(KEYS.price, band && bandKey(band));
  set(KEYS.goldColour, filters.goldColour);
  set(KEYS.karat, filters.karat);
}

const keyOf = (f: ListingFilters) => `${f.band ?? ''}|${f.goldColour ?? ''}|${f.karat ?? ''}`;

export function countFilters(f: ListingFilters): number {
  return [f.band, f.goldColour, f.karat].filter((v) => v !== undefined).length;
}

/** The API parameters for applied filters: amounts of the band, metal and purity. */
export function filterParams(f: ListingFilters) {
  const band = f.band === undefined ? undefined : PRICE_BANDS[f.band];
  return {
    min_amount: band?.min,
    max_amount: band?.max,
    metal: f.goldColour,
    gold_purity: f.karat,
  };
}

/**
 * Filters kept in the URL. What the visitor picks is a draft that applies after the SPEC §4 pause
 * (1.5 s), so several quick choices cost one request; `apply` skips the wait (Clear, Show results).
 */
export function useListingFilters() {
  const [search, updateSearch] = useUrlSearch();
  const applied = readFilters(search);
  const appliedKey = keyOf(applied);
  const [draft, setDraft] = useState<ListingFilters>(applied);
  const draftKey = keyOf(draft);

  // Back, forward or a new link changes the URL: the form follows it.
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }

  const apply = useCallback(
    (filters: ListingFilters) => {
      setDraft(filters);
      void updateSearch((next) => writeFilters(next, filters));
    },
    [updateSearch],
  );

  useEffect(() => {
    if (draftKey === appliedKey) return;
    const timer = window.setTimeout(() => apply(draft), TIMERS.filterDebounceMs);
    return () => window.clearTimeout(timer);
    // draftKey stands for draft: the timer restarts only when the choice really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, appliedKey, apply]);

  return {
    applied,
    draft,
    setDraft,
    apply,
    /** A choice is waiting for the pause to end. */
    pending: draftKey !== appliedKey,
  };
}

/** The listing's sort order, kept in the URL; the default leaves the URL clean. */
export function useSortParam(defaultSort: ProductSort = DEFAULT_PRODUCT_SORT) {
  const [search, updateSearch] = useUrlSearch();
  const param = search.get(KEYS.sort);
  const sort = PRODUCT_SORTS.find((s) => s === param) ?? defaultSort;
  const setSort = useCallback(
    (next: ProductSort) =>
      void updateSearch((params) => {
        if (next === defaultSort) params.delete(KEYS.sort);
        else params.set(KEYS.sort, next);
      }),
    [updateSearch, defaultSort],
  );
  return [sort, setSort] as const;
}
