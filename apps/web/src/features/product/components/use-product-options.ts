import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  DEFAULT_GOLD_COLOUR,
  DEFAULT_KARAT,
  DEFAULT_PRODUCT_CLARITY,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type Clarity,
  type GoldColour,
  type Karat,
} from '@kanak/domain/catalog';
import { chosenInAddress, PRODUCT_ADDRESS_KEYS as KEYS } from '@kanak/domain/product-address';
import { TIMERS } from '@kanak/domain/timers';
import { useUrlSearch } from '../../../lib/use-url-search';
import type { PriceOptions } from '../api/get-price';
import { goldColourFromState, karatFromState } from './navigation-state';

/** What a listing may hand the product page in navigation state (SPEC §2, §4). */
interface ProductNavigationState {
  data?: unknown;
  type?: unknown;
  karat?: unknown;
  metal_type?: unknown;
}

export interface ProductOptions extends PriceOptions {
  /** Sent as the number only (SPEC §9); null until the customer picks one. */
  ringSize: number | null;
}

export interface ProductOptionsApi {
  options: ProductOptions;
  setGoldColour: (value: GoldColour) => void;
  setKarat: (value: Karat) => void;
  setClarity: (value: Clarity) => void;
  /** Settles once the page's address holds the change. */
  setRingSize: (value: number | null) => Promise<void>;
  setQuantity: (value: number) => void;
}

/*
 * The customer's choices live in the page's address (?metal=white_gold&purity=18k&clarity=…&qty=2
 * &size=12, @kanak/domain/product-address), replaced in place as they choose. Any way back to the
 * page — Back from the cart, a reload, the return from signing in that ADD TO CART asked for —
 * shows the piece as they left it, and a shared link shows it as chosen: the server renders it with
 * that price and those pictures. Only what was chosen is written: a fresh page's address stays bare.
 */

function readState(state: unknown): ProductNavigationState {
  return typeof state === 'object' && state !== null ? (state as ProductNavigationState) : {};
}

/**
 * The options on show: what the address says, else the navigation state's purity (SPEC §4), else
 * SPEC §3's defaults. Anything the address says that is not a choice of the shop is ignored.
 */
export function readProductOptions(search: URLSearchParams, state: unknown): ProductOptions {
  const chosen = chosenInAddress(search);
  return {
    goldColour: chosen.goldColour ?? DEFAULT_GOLD_COLOUR,
    karat: chosen.karat ?? karatFromState(readState(state).karat) ?? DEFAULT_KARAT,
    clarity: chosen.clarity ?? DEFAULT_PRODUCT_CLARITY,
    quantity: chosen.quantity ?? MIN_QUANTITY,
    ringSize: chosen.ringSize ?? null,
  };
}

/** Writes one choice into `search`; a null ring size takes it out. */
export function writeProductOption<K extends keyof ProductOptions>(
  search: URLSearchParams,
  key: K,
  value: ProductOptions[K],
): void {
  if (value === null) search.delete(KEYS[key]);
  else search.set(KEYS[key], String(value));
}

/** The product page's choices: SPEC §3 defaults, preselected from navigation state (SPEC §4). */
export function useProductOptions(): ProductOptionsApi {
  const location = useLocation();
  const [search, update] = useUrlSearch();
  const options = readProductOptions(search, location.state);

  const choose = useCallback(
    <K extends keyof ProductOptions>(key: K, value: ProductOptions[K]) =>
      update((next) => writeProductOption(next, key, value)),
    [update],
  );

  // SPEC §4: the metal colour follows navigation state after a one-second delay — unless a colour
  // is already chosen (picked in the meantime, or in the address the page came back to).
  const metalType = readState(location.state).metal_type;
  const metalChosen = search.has(KEYS.goldColour);
  useEffect(() => {
    if (typeof metalType !== 'string' || metalChosen) return;
    const timer = window.setTimeout(
      () => void choose('goldColour', goldColourFromState(metalType)),
      TIMERS.metalDefaultDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [metalType, metalChosen, choose]);

  return {
    options,
    setGoldColour: (goldColour) => void choose('goldColour', goldColour),
    setKarat: (karat) => void choose('karat', karat),
    setClarity: (clarity) => void choose('clarity', clarity),
    setRingSize: (ringSize) => choose('ringSize', ringSize),
    setQuantity: (quantity) =>
      void choose('quantity', Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)))),
  };
}
