import { useEffect, useRef, useState } from 'react';
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
import { TIMERS } from '@kanak/domain/timers';
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
  setGoldType: (value: GoldColour) => void;
  setKarat: (value: Karat) => void;
  setClarity: (value: Clarity) => void;
  setRingSize: (value: number | null) => void;
  setQuantity: (value: number) => void;
}

function readState(state: unknown): ProductNavigationState {
  return typeof state === 'object' && state !== null ? (state as ProductNavigationState) : {};
}

/** The product page's choices: SPEC §3 defaults, preselected from navigation state (SPEC §4). */
export function useProductOptions(): ProductOptionsApi {
  const location = useLocation();
  const navState = readState(location.state);
  const [options, setOptions] = useState<ProductOptions>(() => ({
    goldType: DEFAULT_GOLD_COLOUR,
    karat: karatFromState(navState.karat) ?? DEFAULT_KARAT,
    clarity: DEFAULT_PRODUCT_CLARITY,
    quantity: MIN_QUANTITY,
    ringSize: null,
  }));
  const metalChosen = useRef(false);

  // SPEC §4: the metal colour follows navigation state after a one-second delay — unless the
  // customer has picked a colour in the meantime.
  const metalType = typeof navState.metal_type === 'string' ? navState.metal_type : null;
  useEffect(() => {
    if (!metalType) return;
    const timer = window.setTimeout(() => {
      if (metalChosen.current) return;
      setOptions((o) => ({ ...o, goldType: goldColourFromState(metalType) }));
    }, TIMERS.metalDefaultDelayMs);
    return () => window.clearTimeout(timer);
  }, [metalType]);

  return {
    options,
    setGoldType: (goldType) => {
      metalChosen.current = true;
      setOptions((o) => ({ ...o, goldType }));
    },
    setKarat: (karat) => setOptions((o) => ({ ...o, karat })),
    setClarity: (clarity) => setOptions((o) => ({ ...o, clarity })),
    setRingSize: (ringSize) => setOptions((o) => ({ ...o, ringSize })),
    setQuantity: (quantity) =>
      setOptions((o) => ({
        ...o,
        quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity))),
      })),
  };
}
