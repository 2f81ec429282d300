import { editBudget, wordDistance } from './search-words.ts';

/*
 * A search that finds nothing is no dead end (issue 35 item 13): pieces shoppers ask for by names
 * the catalogue may not carry ("mangalsutra", "payal", "nose pin") lead to the categories whose
 * pieces are nearest to them, then to the made-to-order form.
 */

/** What a shopper may type, and the kinds of piece nearest to it, nearest first. */
const NEAREST_PIECES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['mangalsutra', ['necklace', 'pendant']],
  ['chain', ['necklace', 'pendant']],
  ['choker', ['necklace']],
  ['haar', ['necklace']],
  ['locket', ['pendant', 'necklace']],
  ['maang tikka', ['pendant', 'earring']],
  ['tikka', ['pendant', 'earring']],
  ['brooch', ['pendant']],
  ['nose pin', ['earring', 'ring']],
  ['nath', ['earring', 'ring']],
  ['nathni', ['earring', 'ring']],
  ['jhumka', ['earring']],
  ['bali', ['earring']],
  ['anklet', ['bracelet', 'bangle']],
  ['payal', ['bracelet', 'bangle']],
  ['kada', ['bangle', 'bracelet']],
  ['armlet', ['bangle', 'bracelet']],
  ['bajuband', ['bangle', 'bracelet']],
  ['toe ring', ['ring']],
  ['bichhiya', ['ring']],
  ['angoothi', ['ring']],
];

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');

const near = (typed: string, word: string) => wordDistance(typed, word) <= editBudget(word);

/**
 * The categories nearest to a search `text`, at most `max`: those listing the kinds of piece its
 * words name (spelling slips forgiven), in order. A category lists a kind when its name starts
 * with it ("Necklaces" lists necklace). Empty when no word is known.
 */
export function nearestCategories<C extends { name: string }>(text: string, categories: readonly C[], max = 3): C[] {
  const typed = wordsOf(text);
  const pieces = NEAREST_PIECES.filter(([name]) => wordsOf(name).every((w) => typed.some((t) => near(t, w)))).flatMap(([, kinds]) => kinds);
  const out: C[] = [];
  for (const piece of pieces) {
    const category = categories.find((c) => c.name.trim().toLowerCase().startsWith(piece));
    if (category && !out.includes(category)) out.push(category);
  }
  return out.slice(0, max);
}
