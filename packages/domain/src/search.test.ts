import { describe, expect, it } from 'vitest';
import { didYouMean, planSearch, type NearTerm, type PlanInput, type SearchPlan } from './search.ts';
import { editBudget, editDistance, meaningfulTokens, probesOf, soundFold, splitHalvesOf, splitsOf, wordDistance } from './search-words.ts';

const near = (entries: Record<string, string[]>): Map<string, NearTerm[]> =>
  new Map(Object.entries(entries).map(([probe, terms]) => [probe, terms.map((term) => ({ term, products: 5, similarity: 0.4 }))]));

const SYNONYMS = [
  ['bangle', 'kada', 'kangan'],
  ['necklace', 'haar', 'rani haar'],
  ['earring', 'ear ring', 'jhumka'],
  ['gold', 'sona'],
];

function plan(tokens: string[], input: Partial<PlanInput> = {}, completeLast = true): SearchPlan {
  return planSearch(
    {
      tokens,
      known: new Set(),
      near: new Map(),
      completions: [],
      synonyms: SYNONYMS,
      universal: new Set(),
      ...input,
    },
    { completeLast },
  );
}

/** A plan as text: each group's alternatives with their quality, e.g. "bangle:0 kada:2". */
const shape = (p: SearchPlan) => p.groups.map((g) => g.alternatives.map((a) => `${a.words.join(' ')}:${a.quality}`).join(' '));

describe('edit distance', () => {
  it('counts inserts, deletes, substitutions, and a swap of neighbours as one', () => {
    expect(editDistance('braclet', 'bracelet')).toBe(1);
    expect(editDistance('ring', 'rnig')).toBe(1);
    expect(editDistance('necklace', 'neckless')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kada', 'kada')).toBe(0);
  });

  it('allows no edit up to 2 letters or in numbers, one up to 5 letters, two from 6', () => {
    expect([editBudget('ab'), editBudget('001'), editBudget('rng'), editBudget('kadaa'), editBudget('anguti')]).toEqual([0, 0, 1, 1, 2]);
  });

  it('hears Hinglish spellings alike', () => {
    expect(soundFold('angoothi')).toBe(soundFold('anguthi'));
    expect(soundFold('jhumkha')).toBe(soundFold('jumka'));
    expect(wordDistance('neckless', 'necklace')).toBe(1);
    expect(wordDistance('mangalsootra', 'mangalsutra')).toBe(0);
  });
});

describe('query words', () => {
  it('drops connectors, who a piece is for, and lone letters; keeps codes and at most six words', () => {
    expect(meaningfulTokens(['sone', 'ki', 'angoothi', 'for', 'women'])).toEqual(['sone', 'angoothi']);
    expect(meaningfulTokens(['knk', 'r', '1', 'a'])).toEqual(['knk', '1']);
    expect(meaningfulTokens(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'])).toHaveLength(6);
  });

  it('probes each word, each pair joined and the whole query joined', () => {
    expect(probesOf(['ear', 'ring', 'gold'])).toEqual(['ear', 'ring', 'gold', 'earring', 'ringgold', 'earringgold']);
    expect(splitsOf('goldkada')).toContainEqual(['gold', 'kada']);
    expect(splitsOf('kada')).toEqual([]);
    expect(splitHalvesOf(['goldkada'])).toEqual(expect.arrayContaining(['gold', 'kada', 'goldk', 'ada']));
  });
});

describe('planSearch', () => {
  it('takes a known word as typed with its synonyms', () => {
    expect(shape(plan(['kada'], { known: new Set(['kada']) }, false))).toEqual(['kada:0 bangle:2 kangan:2']);
  });

  it('corrects an unknown word to its nearest terms within the edit budget, and leaves out what is too far', () => {
    const p = plan(['bangel', 'xqzv'], { near: near({ bangel: ['bangle', 'band'], xqzv: ['zz'] }) }, false);
    expect(shape(p)).toEqual(['bangle:2 kada:2 kangan:2']);
    expect(p.ignored).toEqual(['xqzv']);
  });

  it('reads an unfinished last word as its completions, not as a correction', () => {
    const p = plan(['bang'], { near: near({ bang: ['band'] }), completions: ['bangle', 'bangles'] });
    expect(shape(p)).toEqual(['bangle:1 bangles:1']);
    // Without completions the same word is corrected.
    expect(shape(plan(['bang'], { near: near({ bang: ['band'] }) }))).toEqual(['band:2']);
  });

  it('joins two words written apart into the term they make', () => {
    expect(shape(plan(['ear', 'ring'], { known: new Set(['ear', 'ring', 'earring']) }))).toEqual(['earring:0 ear ring:2 jhumka:2']);
  });

  it('reads a multi-word synonym typed whole as one group', () => {
    expect(shape(plan(['rani', 'haar'], { known: new Set(['rani', 'haar']) }))).toEqual(['rani haar:0 necklace:2 haar:2']);
  });

  it('cuts an unknown word into two known terms written together', () => {
    const halves = new Set(['gold', 'kada']);
    expect(shape(plan(['goldkada'], { known: halves }))).toEqual(['gold:0 sona:2', 'kada:0 bangle:2 kangan:2']);
  });

  it('joins a code typed in pieces', () => {
    expect(shape(plan(['knk', 'rg', '001'], { known: new Set(['knk', 'rg', '001', 'knkrg001']) }))).toEqual(['knkrg001:0']);
  });

  it('leaves out what every piece carries, and says so', () => {
    const p = plan(['sona', 'kada'], { known: new Set(['sona', 'kada', 'gold']), universal: new Set(['gold']) });
    expect(shape(p)).toEqual(['kada:0 bangle:2 kangan:2']);
    expect(p.everywhere).toEqual(['sona']);
  });
});

describe('didYouMean', () => {
  it('replaces each unknown word by its nearest carried term and drops words with nothing near', () => {
    const n = new Map<string, NearTerm[]>([
      ['neclaceee', [{ term: 'necklace', products: 8, similarity: 0.3 }, { term: 'lace', products: 1, similarity: 0.2 }]],
      ['qqq', []],
    ]);
    expect(didYouMean(['diamond', 'neclaceee', 'qqq'], new Set(['diamond']), n)).toBe('diamond necklace');
    expect(didYouMean(['diamond'], new Set(['diamond']), new Map())).toBeUndefined();
  });
});

describe('the edit budget', () => {
  it('is a limit: one edit past it is no correction', () => {
    // "emrld" (5 letters, one edit allowed) is two edits from "emerald".
    expect(plan(['emrld'], { near: near({ emrld: ['emerald'] }) }, false).ignored).toEqual(['emrld']);
    expect(shape(plan(['emrlad'], { near: near({ emrlad: ['emerald'] }) }, false))).toEqual(['emerald:2']);
  });
});
