/**
 * Search shoppers actually type (ARCHITECTURE §7, issue 19; decision 031): how a query's words
 * become what products must carry. Pure: the API reads the words (normalised by the database's
 * kanak_search_tokens), the vocabulary's nearest terms (pg_trgm) and the synonym sets, and this
 * decides. Each group stands for some words of the query; a product matches when it carries one
 * alternative of every group, and ranks by how its name carries them.
 */

import { COMPLETION_MIN_LENGTH, editBudget, splitsOf, wordDistance } from './search-words.ts';

/** How an alternative came from the query: as typed, by completing the last word, or by correction or synonym. */
export type SearchQuality = 0 | 1 | 2;

/** A word or phrase a product may carry (all its words) to satisfy a group. */
export interface SearchAlternative {
  words: string[];
  quality: SearchQuality;
}

export interface SearchGroup {
  /** The query's words it stands for, as normalised. */
  typed: string;
  alternatives: SearchAlternative[];
}

export interface SearchPlan {
  groups: SearchGroup[];
  /** Query words that match nothing the shop knows (no term within reach): left out of the search. */
  ignored: string[];
  /**
   * Query words every active piece carries ("gold", "18k", "sona": every piece is made in each gold):
   * they narrow nothing, so they are left out; a query of only such words lists every piece.
   */
  everywhere: string[];
}

/** A vocabulary term near a probe (pg_trgm's `<->`), with how many active products carry it. */
export interface NearTerm {
  term: string;
  products: number;
  similarity: number;
}

export interface PlanInput {
  /** The query's words in order, as kanak_search_tokens gives them. */
  tokens: readonly string[];
  /** Which of the probes (`probesOf(tokens)`) and of their halves (`splitHalvesOf`) are terms. */
  known: ReadonlySet<string>;
  /** Nearest vocabulary terms of each probe that is no term, by probe text. */
  near: ReadonlyMap<string, readonly NearTerm[]>;
  /** Terms that start with the last token (when it may be unfinished). */
  completions: readonly string[];
  /** The synonym sets, each a list of normalised phrases. */
  synonyms: readonly (readonly string[])[];
  /** Terms every active piece carries (their count of products is the count of active products). */
  universal: ReadonlySet<string>;
}

/** The terms a typed word means by spelling: itself if known, else the nearest within its budget. */
function correctionsOf(word: string, known: ReadonlySet<string>, near: readonly NearTerm[] | undefined): { terms: string[]; exact: boolean } {
  if (known.has(word)) return { terms: [word], exact: true };
  const list = near ?? [];
  const budget = editBudget(word);
  if (budget === 0) return { terms: [], exact: false };
  let best = budget + 1;
  let terms: string[] = [];
  for (const n of list) {
    const d = wordDistance(word, n.term);
    if (d > budget) continue;
    if (d < best) {
      best = d;
      terms = [n.term];
    } else if (d === best) terms.push(n.term);
  }
  return { terms, exact: false };
}

const words = (phrase: string) => phrase.split(' ').filter((w) => w.length > 0);

/** Adds `alt` unless the group already has those words at an equal or better quality. */
function addAlternative(group: SearchGroup, alt: SearchAlternative): void {
  const key = alt.words.join(' ');
  const known = group.alternatives.find((a) => a.words.join(' ') === key);
  if (!known) group.alternatives.push(alt);
  else if (alt.quality < known.quality) known.quality = alt.quality;
}

/** Every other phrase of the sets holding `phrase`, as corrections (quality 2). */
function addSynonyms(group: SearchGroup, phrase: string, synonyms: PlanInput['synonyms']): void {
  for (const set of synonyms) {
    if (!set.includes(phrase)) continue;
    for (const other of set) if (other !== phrase) addAlternative(group, { words: words(other), quality: 2 });
  }
}

/**
 * The groups a query's words make, left to right: a synonym phrase of several words typed whole
 * ("rani haar", "nose pin"); two words that are one term written apart ("ear ring", "neck lace");
 * else one word, as typed if the shop knows it, else its nearest terms within the edit budget; the
 * last word also by the terms it starts (it may be unfinished). A word the shop does not know that
 * is two terms written together ("goldkada") is those two. Every group then takes the other
 * phrases of its synonym sets. A code typed in pieces ("knk r 001") is one term joined.
 */
export function planSearch(input: PlanInput, options: { completeLast: boolean }): SearchPlan {
  const { tokens, near, completions, synonyms, known, universal } = input;
  const groups: SearchGroup[] = [];
  const ignored: string[] = [];
  const everywhere: string[] = [];
  /** The plan, with groups every piece answers taken out. */
  const done = (): SearchPlan => {
    const narrowing = groups.filter((g) => !g.alternatives.some((a) => a.words.every((w) => universal.has(w))));
    everywhere.push(...groups.filter((g) => !narrowing.includes(g)).map((g) => g.typed));
    return { groups: narrowing, ignored, everywhere };
  };
  const isTerm = (text: string) => known.has(text);
  const phraseKnown = (phrase: string) => synonyms.some((set) => set.includes(phrase));

  const whole = tokens.join('');
  if (tokens.length > 1 && isTerm(whole)) {
    const group: SearchGroup = { typed: tokens.join(' '), alternatives: [{ words: [whole], quality: 0 }] };
    addSynonyms(group, whole, synonyms);
    groups.push(group);
    return done();
  }

  let i = 0;
  while (i < tokens.length) {
    const phraseLength = [4, 3, 2].find((n) => i + n <= tokens.length && phraseKnown(tokens.slice(i, i + n).join(' ')));
    if (phraseLength !== undefined) {
      const phrase = tokens.slice(i, i + phraseLength).join(' ');
      const group: SearchGroup = { typed: phrase, alternatives: [{ words: words(phrase), quality: 0 }] };
      addSynonyms(group, phrase, synonyms);
      groups.push(group);
      i += phraseLength;
      continue;
    }
    const word = tokens[i] ?? '';
    const next = tokens[i + 1];
    const joined = next === undefined ? undefined : `${word}${next}`;
    if (joined !== undefined && isTerm(joined)) {
      const group: SearchGroup = { typed: `${word} ${next ?? ''}`, alternatives: [{ words: [joined], quality: 0 }] };
      addSynonyms(group, joined, synonyms);
      groups.push(group);
      i += 2;
      continue;
    }
    const { terms, exact } = correctionsOf(word, known, near.get(word));
    const split = exact ? undefined : splitsOf(word).find(([a, b]) => known.has(a) && known.has(b));
    if (split) {
      for (const half of split) {
        const group: SearchGroup = { typed: half, alternatives: [{ words: [half], quality: 0 }] };
        addSynonyms(group, half, synonyms);
        groups.push(group);
      }
      i += 1;
      continue;
    }
    const group: SearchGroup = { typed: word, alternatives: [] };
    const last = i === tokens.length - 1;
    const completing = last && options.completeLast && word.length >= COMPLETION_MIN_LENGTH ? completions.filter((t) => t !== word) : [];
    // An unfinished word is read as its completions, not corrected into another word ("bang" is not "band").
    if (exact || completing.length === 0) for (const term of terms) addAlternative(group, { words: [term], quality: exact ? 0 : 2 });
    // Synonyms follow what was typed or corrected, not a guess at an unfinished word ("he" → heera
    // → diamond would match most of the shop).
    for (const alt of [...group.alternatives]) addSynonyms(group, alt.words.join(' '), synonyms);
    for (const term of completing) addAlternative(group, { words: [term], quality: 1 });
    if (group.alternatives.length > 0) groups.push(group);
    else ignored.push(word);
    i += 1;
  }
  return done();
}

/**
 * The nearest search that may find something, for "Did you mean": each word that is no term
 * replaced by its nearest term (by sound and spelling, then the one more pieces carry), words
 * with nothing near left out. Undefined when it would be the query itself or empty.
 */
export function didYouMean(tokens: readonly string[], known: PlanInput['known'], near: PlanInput['near']): string | undefined {
  const out: string[] = [];
  for (const word of tokens) {
    if (known.has(word)) {
      out.push(word);
      continue;
    }
    const list = near.get(word) ?? [];
    const ranked = list
      // A suggestion is a word a shopper would type: no code fragment ("br", "001").
      .filter((n) => n.products > 0 && n.term.length >= 3 && !/\d/.test(n.term) && (n.similarity >= 0.25 || wordDistance(word, n.term) <= 3))
      .map((n) => ({ n, d: wordDistance(word, n.term) }))
      .sort((a, b) => a.d - b.d || b.n.products - a.n.products || b.n.similarity - a.n.similarity);
    const best = ranked[0];
    if (best) out.push(best.n.term);
  }
  const text = out.join(' ');
  return text === '' || text === tokens.join(' ') ? undefined : text;
}
