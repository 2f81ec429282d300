import type { Clarity, GoldColour, Karat } from '@kanak/domain';

/** Writes a public media file (e.g. `products/ring-01/rose-1-640.webp`) and returns its URL path. */
export type WriteMedia = (key: string, body: Buffer, contentType: string) => Promise<string>;

/** The kind of piece an image is drawn as. */
export type PieceKind = 'ring' | 'pendant' | 'earrings' | 'necklace' | 'bracelet' | 'bangle';

export interface SeedCategory {
  id: number;
  name: string;
  /** What the category tile shows. */
  piece: PieceKind | 'custom';
}

export interface SeedStone {
  name: string;
  weight: number;
  /** Rupees. */
  price: number;
}

export interface SeedProduct {
  /** Stable slug, e.g. `ring-01`; also the media folder. */
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  piece: PieceKind;
  productCode: string;
  /** Grams. */
  metalWeight: number;
  /** Carats; 0 for plain gold. */
  diamondWeight: number;
  diamondCount: number;
  diamondShape: string | null;
  isDiamond: boolean;
  isRing: boolean;
  /** Ring sizes offered (subset of 6–25) when isRing. */
  ringSizes: number[];
  stones: SeedStone[];
  heightMm: number;
  widthMm: number;
  makingCharge: number;
  gstPercent: number;
  bestSeller: boolean;
  /** Variation seed for the drawing so pieces in one category differ. */
  design: number;
}

export interface SeedRateCard {
  /** Rupees per gram. */
  gold: Record<GoldColour, Record<Karat, number>>;
  /** Rupees per carat. */
  diamond: Record<Clarity, number>;
}
