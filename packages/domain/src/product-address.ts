import {
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  MAX_QUANTITY,
  MAX_RING_SIZE,
  MIN_QUANTITY,
  MIN_RING_SIZE,
  type Clarity,
  type GoldColour,
  type Karat,
} from './catalog.ts';

/*
 * A product page keeps the customer's choices in its address (?metal=white_gold&purity=18k
 * &clarity=…&qty=2&size=12), so a reload, Back or a shared link shows the piece as chosen. The
 * browser reads them (apps/web/src/features/product/components/use-product-options.ts) and so does
 * the server, which renders the page with the price and pictures of those choices
 * (apps/api/src/modules/pages/seo-preload.ts): one reading, so the two agree when the page hydrates.
 */

/** The address's key for each choice. */
export const PRODUCT_ADDRESS_KEYS = {
  goldColour: 'metal',
  karat: 'purity',
  clarity: 'clarity',
  quantity: 'qty',
  ringSize: 'size',
} as const;

/** The address's key for each filter of a listing (apps/web/src/features/catalog/components/use-listing-filters.ts). */
export const LISTING_ADDRESS_KEYS = { price: 'price', goldColour: 'metal', karat: 'purity', sort: 'sort' } as const;

/**
 * Every query key a server-rendered page reads. The server keeps a rendered page by its path and
 * these keys alone, so junk parameters never make another copy (issue 35, decision 049).
 */
export const PAGE_ADDRESS_KEYS: readonly string[] = [...new Set([...Object.values(PRODUCT_ADDRESS_KEYS), ...Object.values(LISTING_ADDRESS_KEYS)])].sort();

/** What an address says was chosen; a choice it does not make, or names wrongly, is absent. */
export interface ChosenInAddress {
  goldColour?: GoldColour;
  karat?: Karat;
  clarity?: Clarity;
  quantity?: number;
  ringSize?: number;
}

const oneOf = <T extends string>(list: readonly T[], text: string | null): T | undefined =>
  list.find((item) => item === text);

const wholeIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** The choices a product page's address holds: only the shop's own values (SPEC §3, §9). */
export function chosenInAddress(search: URLSearchParams): ChosenInAddress {
  const k = PRODUCT_ADDRESS_KEYS;
  const chosen: ChosenInAddress = {
    goldColour: oneOf(GOLD_COLOURS, search.get(k.goldColour)),
    karat: oneOf(KARATS, search.get(k.karat)),
    clarity: oneOf(CLARITIES, search.get(k.clarity)),
    quantity: wholeIn(search.get(k.quantity), MIN_QUANTITY, MAX_QUANTITY),
    ringSize: wholeIn(search.get(k.ringSize), MIN_RING_SIZE, MAX_RING_SIZE),
  };
  for (const key of Object.keys(chosen) as (keyof ChosenInAddress)[])
    if (chosen[key] === undefined) delete chosen[key];
  return chosen;
}
