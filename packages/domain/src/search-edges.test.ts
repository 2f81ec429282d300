/**
 * Edges of how search reads typed words (decision 031) that the mutation run of issue 37 found
 * unstated: which words get no correction, how ties and nearer terms are kept, the word pair written
 * apart inside a longer query, completions of the last word only, phrases followed by more words,
 * and which suggestions "Did you mean" may make and in what order.
 */
import { describe, expect, it } from 'vitest';
import { didYouMean, planSearch, type NearTerm, type PlanInput, type SearchPlan } from './search.ts';
import { editBudget, editDistance, probesOf, splitsOf } from './search-words.ts';

const near = (entries: Record<string, string[]>): Map<string, NearTerm[]> =>
  new Map(Object.entries(entries).map(([probe, terms]) => [probe, terms.map((term) => ({ term, products: 5, similarity: 0.4 }))]));

const SYNONYMS = [
  ['bangle', 'kada', 'kangan'],
  ['necklace', 'haar', 'rani haar'],
  ['earring', 'ear ring', 'jhumka'],
  ['gold', 'sona'],
];

function plan(tokens: string[], input: Partial<PlanInput> = {}, completeLast = true): SearchPlan {
  return planSearch({ tokens, known: new Set(), near: new Map(), completions: [], synonyms: SYNONYMS, universal: new Set(), ...input }, { completeLast });
}

const shape = (p: SearchPlan) => p.groups.map((g) => g.alternatives.map((a) => `${a.words.join(' ')}:${a.quality}`).join(' '));

describe('edit distance', () => {
  it('counts a swap only of two neighbours that trade places', () => {
    // One letter matching across is no swap: 'ax' → 'ya' is two edits.
    expect(editDistance('ax', 'ya')).toBe(2);
    expect(editDistance('xa', 'ay')).toBe(2);
    expect(editDistance('ab', 'ba')).toBe(1);
  });
  it('adds a swap to what the letters before it already cost', () => {
    expect(editDistance('abcd', 'badc')).toBe(2);
    expect(editDistance('xyzab', 'xyzba')).toBe(1);
  });
});

describe('the edit budget of words with digits', () => {
  it('is none only for a word of digits alone; letters and digits together are a word', () => {
    expect(editBudget('ring1')).toBe(1);
    expect(editBudget('1ring')).toBe(1);
    expect(editBudget('12345')).toBe(0);
  });
});

describe('probes and splits', () => {
  it('probes nothing for no words', () => {
    expect(probesOf([])).toEqual([]);
  });
  it('cuts a word into every pair of parts of three letters or more', () => {
    expect(splitsOf('goldkada')).toEqual([
      ['gol', 'dkada'],
      ['gold', 'kada'],
      ['goldk', 'ada'],
    ]);
    expect(splitsOf('kadaxy')).toEqual([['kad', 'axy']]);
  });
  it('never cuts a number, but cuts a word with letters and digits', () => {
    expect(splitsOf('123456')).toEqual([]);
    expect(splitsOf('1234567')).toEqual([]);
    expect(splitsOf('ring18')).toEqual([['rin', 'g18']]);
    expect(splitsOf('18ring')).toEqual([['18r', 'ing']]);
  });
});

describe('planSearch corrections', () => {
  it('corrects no word of two letters, even to a term that sounds the same', () => {
    const p = plan(['ph'], { near: near({ ph: ['f', 'pha'] }) }, false);
    expect(p.groups).toEqual([]);
    expect(p.ignored).toEqual(['ph']);
  });
  it('keeps only the nearest terms, and every term at that distance', () => {
    // bangel → bangle is one swap, → bangles two: only bangle.
    expect(shape(plan(['bangel'], { near: near({ bangel: ['bangle', 'bangles'] }), synonyms: [] }, false))).toEqual(['bangle:2']);
    expect(shape(plan(['bangel'], { near: near({ bangel: ['bangles', 'bangle'] }), synonyms: [] }, false))).toEqual(['bangle:2']);
    // rng is one edit from ring and from rang: both.
    expect(shape(plan(['rng'], { near: near({ rng: ['ring', 'rang'] }), synonyms: [] }, false))).toEqual(['ring:2 rang:2']);
  });
  it('does not cut a word of which only one half is a term', () => {
    const p = plan(['goldxyz'], { known: new Set(['gold']) }, false);
    expect(p.groups).toEqual([]);
    expect(p.ignored).toEqual(['goldxyz']);
  });
});

describe('planSearch alternatives', () => {
  it('lists a phrase once though two synonym sets hold it', () => {
    const synonyms = [
      ['ring', 'finger ring'],
      ['ring', 'anguthi', 'finger ring'],
    ];
    expect(shape(plan(['ring'], { known: new Set(['ring']), synonyms }, false))).toEqual(['ring:0 finger ring:2 anguthi:2']);
  });
  it('never makes an empty word of a synonym written with stray spaces', () => {
    const p = plan(['nath'], { known: new Set(['nath']), synonyms: [['nath', 'nose  pin ']] }, false);
    expect(p.groups[0]?.alternatives.map((a) => a.words)).toEqual([['nath'], ['nose', 'pin']]);
  });
  it('keeps a phrase typed whole at quality 0 though its synonym set writes it again with stray spaces', () => {
    const p = plan(['rani', 'haar'], { known: new Set(['rani', 'haar']), synonyms: [['rani haar', 'rani  haar', 'necklace']] }, false);
    expect(shape(p)).toEqual(['rani haar:0 necklace:2']);
  });
  it('keeps a word typed whole at quality 0 though it is also among its completions', () => {
    const p = plan(['bangle'], { known: new Set(['bangle']), completions: ['bangle', 'bangles'], synonyms: [] });
    expect(shape(p)).toEqual(['bangle:0 bangles:1']);
  });
  it('gives a synonym that is also a completion the completion’s quality', () => {
    const p = plan(['bang'], { known: new Set(['bang']), completions: ['bangle'], synonyms: [['bang', 'bangle']] });
    expect(shape(p)).toEqual(['bang:0 bangle:1']);
  });
  it('keeps a group whose alternative is only partly made of words every piece carries', () => {
    const p = plan(['chain'], { known: new Set(['chain']), synonyms: [['chain', 'gold chain']], universal: new Set(['gold']) }, false);
    expect(shape(p)).toEqual(['chain:0 gold chain:2']);
    expect(p.everywhere).toEqual([]);
  });
});

describe('planSearch over several words', () => {
  it('names a code typed in pieces by the words typed', () => {
    const p = plan(['knk', 'rg', '001'], { known: new Set(['knkrg001']) });
    expect(p.groups.map((g) => g.typed)).toEqual(['knk rg 001']);
  });
  it('joins two words written apart inside a longer query', () => {
    const p = plan(['gold', 'neck', 'lace'], { known: new Set(['gold', 'neck', 'lace', 'necklace']) }, false);
    expect(p.groups.map((g) => g.typed)).toEqual(['gold', 'neck lace']);
    expect(shape(p)).toEqual(['gold:0 sona:2', 'necklace:0 haar:2 rani haar:2']);
  });
  it('reads a phrase followed by another word as the phrase, then the word', () => {
    const p = plan(['rani', 'haar', 'kada'], { known: new Set(['rani', 'haar', 'kada']) }, false);
    expect(p.groups.map((g) => g.typed)).toEqual(['rani haar', 'kada']);
  });
  it('completes only the last word, and only when asked', () => {
    const p = plan(['bang', 'kada'], { known: new Set(['kada']), near: near({ bang: ['band'] }), completions: ['bangle'] });
    expect(shape(p)[0]).toBe('band:2');
    expect(shape(plan(['bang'], { near: near({ bang: ['band'] }), completions: ['bangle'] }, false))).toEqual(['band:2']);
  });
  it('completes a last word from two letters on', () => {
    expect(shape(plan(['ka'], { completions: ['kada', 'kangan'], synonyms: [] }))).toEqual(['kada:1 kangan:1']);
    expect(plan(['k'], { completions: ['kada'] }).ignored).toEqual(['k']);
  });
  it('completes a single known word too', () => {
    expect(shape(plan(['bang'], { known: new Set(['bang']), completions: ['bangle'], synonyms: [] }))).toEqual(['bang:0 bangle:1']);
  });
});

describe('didYouMean', () => {
  const term = (t: string, products: number, similarity: number): NearTerm => ({ term: t, products, similarity });
  const suggest = (word: string, list: NearTerm[]) => didYouMean([word], new Set(), new Map([[word, list]]));

  it('suggests only words some piece carries, of three letters or more, without digits', () => {
    expect(suggest('brcelet', [term('bracelet', 0, 0.6)])).toBeUndefined();
    expect(suggest('brcelet', [term('br', 4, 0.6)])).toBeUndefined();
    expect(suggest('brcelet', [term('br001', 4, 0.6)])).toBeUndefined();
    expect(suggest('pn', [term('pin', 4, 0.6)])).toBe('pin');
  });
  it('suggests a term as similar as 0.25, or within three edits', () => {
    // xbanglexyz is four edits from bangle, bngl one, bnglxy three, bnglxyz four.
    expect(suggest('xbanglexyz', [term('bangle', 3, 0.25)])).toBe('bangle');
    expect(suggest('xbanglexyz', [term('bangle', 3, 0.24)])).toBeUndefined();
    expect(suggest('bngl', [term('bangle', 3, 0.1)])).toBe('bangle');
    expect(suggest('bnglxy', [term('bangle', 3, 0.1)])).toBe('bangle');
    expect(suggest('bnglxyz', [term('bangle', 3, 0.1)])).toBeUndefined();
  });
  it('ranks by distance, then by how many pieces carry the term, then by similarity', () => {
    // rang, ring and rung are one edit from rng; rings two.
    expect(suggest('rng', [term('rings', 50, 0.9), term('rang', 1, 0.3)])).toBe('rang');
    expect(suggest('rng', [term('ring', 2, 0.9), term('rung', 9, 0.3)])).toBe('rung');
    expect(suggest('rng', [term('rung', 9, 0.3), term('ring', 9, 0.5)])).toBe('ring');
  });
  it('is undefined when nothing is left, or when every word is already a term', () => {
    expect(didYouMean(['qqq'], new Set(), new Map([['qqq', []]]))).toBeUndefined();
    expect(didYouMean(['qqq'], new Set(), new Map())).toBeUndefined();
    expect(didYouMean(['diamond', 'ring'], new Set(['diamond', 'ring']), new Map())).toBeUndefined();
  });
});
