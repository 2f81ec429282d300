import { KARATS, type GoldColour, type Karat } from '@kanak/domain/catalog';

/** SPEC §4: "rose gold, white gold, otherwise yellow gold". Accepts rose_gold, 'Rose Gold', pink_gold… */
export function goldColourFromState(metalType: string): GoldColour {
  const value = metalType.toLowerCase();
  if (value.includes('rose') || value.includes('pink')) return 'rose_gold';
  if (value.includes('white')) return 'white_gold';
  return 'yellow_gold';
}

/** '18k', '18K', '18 KT' or 18 → '18k'; anything else → null. */
export function karatFromState(karat: unknown): Karat | null {
  if (typeof karat !== 'string' && typeof karat !== 'number') return null;
  const digits = String(karat).match(/\d+/)?.[0];
  return KARATS.find((k) => k === `${digits}k`) ?? null;
}
