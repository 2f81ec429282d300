/** Catalogue vocabulary shared by every layer (SPEC §3, §9). */

export const GOLD_COLOURS = ['rose_gold', 'white_gold', 'yellow_gold'] as const;
export type GoldColour = (typeof GOLD_COLOURS)[number];

export const GOLD_COLOUR_LABELS: Record<GoldColour, string> = {
  rose_gold: 'Rose Gold',
  white_gold: 'White Gold',
  yellow_gold: 'Yellow Gold',
};

export const KARATS = ['14k', '18k'] as const;
export type Karat = (typeof KARATS)[number];
export const KARAT_LABELS: Record<Karat, string> = { '14k': '14 KT', '18k': '18 KT' };

/** Clarity labels of the diamond rate card, best first. */
export const CLARITIES = ['IF-VVS EF', 'VVS-VS FG', 'VS-SI GH', 'SI-I IJ'] as const;
export type Clarity = (typeof CLARITIES)[number];

/** Defaults of SPEC §3: product page rose / 14k / VS-SI GH; cart items without a clarity SI-I IJ. */
export const DEFAULT_GOLD_COLOUR: GoldColour = 'rose_gold';
export const DEFAULT_KARAT: Karat = '14k';
export const DEFAULT_PRODUCT_CLARITY: Clarity = 'VS-SI GH';
export const DEFAULT_CART_CLARITY: Clarity = 'SI-I IJ';

/** How a listing can be ordered; 'featured' (best sellers first) unless the visitor picks another. */
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'featured';
/** `/price-filter/{max}` lists the dearest pieces within the budget first (SPEC §2). */
export const PRICE_FILTER_SORT: ProductSort = 'price_desc';

/** Listings load this many at a time: the API's default, and a multiple of 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

/** Quantity choices 1–5 (SPEC §5, §9). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 5;
export const QUANTITY_CHOICES = [1, 2, 3, 4, 5] as const;

/** How many pieces a set of lines holds: the sum of their quantities, not the number of lines. */
export function countPieces(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((pieces, line) => pieces + line.quantity, 0);
}

/** The options a piece is made to: a cart line, an ordered item, the product page's choice. */
export interface OptionSet {
  goldColour: GoldColour;
  karat: Karat;
  clarity: Clarity;
  ringSize?: number | null;
}

/**
 * "Rose Gold", "14 KT", "VS-SI GH", "Size 12": the one way a piece's options are written, wherever
 * a set of them is shown. Clarity only for a piece with diamonds, size only for a ring that has one.
 */
export function optionLabels(set: OptionSet, { diamond }: { diamond: boolean }): string[] {
  return [
    GOLD_COLOUR_LABELS[set.goldColour],
    KARAT_LABELS[set.karat],
    ...(diamond ? [set.clarity] : []),
    ...(set.ringSize ? [`Size ${set.ringSize}`] : []),
  ];
}

/** "Rose Gold · 14 KT · VS-SI GH · Size 12". */
export function optionSetLabel(set: OptionSet, has: { diamond: boolean }): string {
  return optionLabels(set, has).join(' · ');
}

/**
 * SPEC §2: a ring size is for rings only, and must be one the ring is made in; a ring that lists no
 * sizes is made in any size of the chart. Null when `size` is fine (or none was chosen). The cart's
 * one-statement add states the same rule in SQL (apps/api/src/modules/cart/cart-add.repository.ts).
 */
export function ringSizeFault(
  piece: { isRing: boolean; ringSizes: readonly number[] },
  size: number | null | undefined,
): 'not-a-ring' | 'not-offered' | null {
  if (size === undefined || size === null) return null;
  if (!piece.isRing) return 'not-a-ring';
  return piece.ringSizes.length > 0 && !piece.ringSizes.includes(size) ? 'not-offered' : null;
}

/** SPEC §9 defaults for products. */
export const DEFAULT_MAKING_CHARGE = 4;
export const DEFAULT_GST_PERCENT = 3;

/**
 * Indian ring sizes 6–25 with their inner diameter in millimetres (SPEC §9: "each with mm, sent as
 * the number only"). Figures follow the common Indian ring-size chart.
 */
export const RING_SIZES: ReadonlyArray<{ size: number; diameterMm: number }> = [
  { size: 6, diameterMm: 14.6 },
  { size: 7, diameterMm: 15.0 },
  { size: 8, diameterMm: 15.3 },
  { size: 9, diameterMm: 15.6 },
  { size: 10, diameterMm: 15.9 },
  { size: 11, diameterMm: 16.2 },
  { size: 12, diameterMm: 16.5 },
  { size: 13, diameterMm: 16.8 },
  { size: 14, diameterMm: 17.2 },
  { size: 15, diameterMm: 17.5 },
  { size: 16, diameterMm: 17.8 },
  { size: 17, diameterMm: 18.1 },
  { size: 18, diameterMm: 18.5 },
  { size: 19, diameterMm: 18.8 },
  { size: 20, diameterMm: 19.1 },
  { size: 21, diameterMm: 19.4 },
  { size: 22, diameterMm: 19.8 },
  { size: 23, diameterMm: 20.1 },
  { size: 24, diameterMm: 20.4 },
  { size: 25, diameterMm: 20.7 },
];
export const MIN_RING_SIZE = 6;
export const MAX_RING_SIZE = 25;

/** Pricing menu limits and the dashboard's price bands (SPEC §9). */
export const PRICE_MENU_LIMITS = [25000, 50000, 100000] as const;
export const PRICE_BANDS: ReadonlyArray<{ min: number; max: number; label: string }> = [
  { min: 20000, max: 35000, label: '₹20,000 – ₹35,000' },
  { min: 35000, max: 50000, label: '₹35,000 – ₹50,000' },
  { min: 50000, max: 100000, label: '₹50,000 – ₹1,00,000' },
];

/** The category whose card opens the customise form instead of a listing (SPEC §2). */
export const CUSTOMIZE_CATEGORY_NAME = 'Customize With Us';

export const DELIVERY_WORKING_DAYS = 15;
