/**
 * How search reads a typed word (decision 031): the words that narrow nothing, how far a typed word
 * may be from a term (spelling and sound), and the probes and splits the vocabulary is asked about.
 * Pure; `search.ts` plans a query with these.
 */

/**
 * Words that narrow nothing in this shop, as normalised (singular): connectors in English and Hindi,
 * and who a piece is for — every piece is for whoever wears it, and no piece says so.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'or', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'my', 'me', 'her', 'him', 'our', 'all',
  'ka', 'ki', 'ke', 'wala', 'wali', 'wale', 'aur', 'se', 'jewellery', 'jewelry', 'design',
  'women', 'woman', 'lady', 'girl', 'men', 'man', 'gent', 'boy', 'kid', 'child', 'children', 'wife', 'mahila',
]);

/** Query words beyond this many are not read (a pasted paragraph is not a search). */
export const SEARCH_MAX_WORDS = 6;

/** Completions of an unfinished last word start from this many characters. */
export const COMPLETION_MIN_LENGTH = 2;

/**
 * Edits (insert, delete, substitute, swap two neighbours) a word may be away from a term and still
 * mean it: none up to 2 letters, one up to 5, two from 6 on.
 */
export function editBudget(word: string): number {
  if (/^\d+$/.test(word) || word.length <= 2) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** Optimal-string-alignment distance (Levenshtein with adjacent swaps counting one). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

const FOLDS: [RegExp, string][] = [
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/q/g, 'k'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/oo/g, 'u'],
  [/ee/g, 'i'],
  [/([kgjtdbs])h/g, '$1'],
  [/(.)\1+/g, '$1'],
  [/([^aeiou])e$/, '$1'],
  [/h$/, ''],
];

/**
 * A word as it sounds in Indian English and Hinglish spelling: doubled letters single, oo/ee as
 * u/i, aspirates plain (jh→j, kh→k), soft c as s, hard c as k, a silent final e dropped.
 * "angoothi" and "anguthi" fold alike;
 * "neckless" folds one edit from "necklace".
 */
export function soundFold(word: string): string {
  return FOLDS.reduce((w, [pattern, to]) => w.replace(pattern, to), word);
}

/** How far a typed word is from a term: the nearer of spelling and sound. */
export function wordDistance(typed: string, term: string): number {
  return Math.min(editDistance(typed, term), editDistance(soundFold(typed), soundFold(term)));
}

/** The texts whose nearest terms the plan needs: each word, each neighbour pair joined, all joined. */
export function probesOf(tokens: readonly string[]): string[] {
  const probes = new Set(tokens);
  for (let i = 0; i + 1 < tokens.length; i += 1) probes.add(`${tokens[i] ?? ''}${tokens[i + 1] ?? ''}`);
  if (tokens.length > 2) probes.add(tokens.join(''));
  return [...probes];
}

/** Words from this long may be two terms written together ("goldkada", "solitairering"). */
const SPLIT_MIN_LENGTH = 6;
const SPLIT_MIN_PART = 3;

/** The ways to cut a word into two parts of 3 letters or more. */
export function splitsOf(word: string): [string, string][] {
  const out: [string, string][] = [];
  if (word.length < SPLIT_MIN_LENGTH || /^\d+$/.test(word)) return out;
  for (let at = SPLIT_MIN_PART; at <= word.length - SPLIT_MIN_PART; at += 1) out.push([word.slice(0, at), word.slice(at)]);
  return out;
}

/** Every half of every split of the tokens: what `known` is asked of. */
export function splitHalvesOf(tokens: readonly string[]): string[] {
  return [...new Set(tokens.flatMap((t) => splitsOf(t).flat()))];
}

/** The query's words worth searching: stop words and lone letters out, at most SEARCH_MAX_WORDS. */
export function meaningfulTokens(tokens: readonly string[]): string[] {
  const kept = tokens.filter((t) => !SEARCH_STOP_WORDS.has(t) && (t.length > 1 || /\d/.test(t)));
  return kept.slice(0, SEARCH_MAX_WORDS);
}
