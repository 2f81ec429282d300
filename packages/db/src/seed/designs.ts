import type { PieceKind } from './types.ts';

/**
 * The drawing variants of each piece kind. A product's `design` is an index into its kind's list
 * (taken modulo the list length), so the catalogue can say which drawing a product gets.
 */
export const DESIGNS = {
  ring: ['solitaire', 'halo', 'eternity', 'vine', 'plain', 'pear', 'twist', 'trilogy', 'cocktail', 'stack', 'dome', 'oval'],
  pendant: ['floral', 'star', 'heart', 'solitaire', 'coin', 'teardrop', 'evileye', 'lotus', 'cluster'],
  earrings: ['huggies', 'studs', 'hoops', 'jhumka', 'peardrop', 'cluster', 'geometric', 'halo', 'chandelier'],
  necklace: ['line', 'station', 'chain', 'lotus', 'peacock', 'bar', 'layered', 'drop'],
  bracelet: ['tennis', 'flex', 'links', 'evileye', 'heart', 'leaf', 'rope', 'station'],
  bangle: ['classic', 'halfeternity', 'slim', 'kada', 'floral', 'twisted', 'flower', 'pear'],
} as const satisfies Record<PieceKind, readonly string[]>;

export type DesignName<K extends PieceKind> = (typeof DESIGNS)[K][number];

/** Index of a named design of a piece kind. */
export function designIndex<K extends PieceKind>(piece: K, name: DesignName<K>): number {
  const list: readonly string[] = DESIGNS[piece];
  const index = list.indexOf(name);
  if (index < 0) throw new RangeError(`unknown ${piece} design ${name}`);
  return index;
}

/** Name of the design a product's `design` number selects. */
export function designName(piece: PieceKind, design: number): string {
  const list: readonly string[] = DESIGNS[piece];
  const n = list.length;
  const name = list[((design % n) + n) % n];
  if (name === undefined) throw new RangeError(`no ${piece} design ${design}`);
  return name;
}
