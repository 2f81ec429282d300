import {
  CUSTOMIZE_CATEGORY_NAME,
  didYouMean,
  editBudget,
  meaningfulTokens,
  MESSAGES,
  paiseToRupees,
  planSearch,
  probesOf,
  splitHalvesOf,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  type NearTerm,
  type SearchPlan,
  type SuggestResponse,
  type SynonymSet,
} from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import type { CatalogueCache } from '../catalog/catalogue-cache.ts';
import {
  bestSellers,
  categoriesWithWords,
  deleteSynonymSet,
  insertSynonymSet,
  knownTerms,
  listSynonymSets,
  nearTerms,
  searchPhrases,
  searchTokens,
  suggestedProducts,
  universalTerms,
  updateSynonymSet,
} from './search.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

/** What every search reads and the catalogue cache keeps until the catalogue or a synonym changes. */
export interface SearchSources {
  synonyms(): Promise<string[][]>;
  universal(): Promise<Set<string>>;
  categories(): ReturnType<typeof categoriesWithWords>;
}

export function searchSourcesOf(deps: Deps, cache: CatalogueCache): SearchSources {
  const db = deps.database.db;
  return {
    synonyms: () => cache.remember('search-synonyms', async () => (await listSynonymSets(db)).map((s) => s.phrases)),
    categories: () => cache.remember('search-categories', () => categoriesWithWords(db)),
    universal: () => cache.remember('search-universal-terms', () => universalTerms(db)),
  };
}

export interface ReadQuery {
  /** The query's meaningful words, normalised. */
  tokens: string[];
  known: Set<string>;
  near: Map<string, NearTerm[]>;
  plan: SearchPlan;
}

/** A shopper's text read into a search plan (domain/search.ts `planSearch`). */
export async function readQuery(deps: Deps, sources: SearchSources, text: string): Promise<ReadQuery> {
  const db = deps.database.db;
  const tokens = meaningfulTokens(await searchTokens(db, text));
  if (tokens.length === 0) return { tokens, known: new Set(), near: new Map(), plan: { groups: [], ignored: [], everywhere: [] } };
  const probes = probesOf(tokens);
  const [{ known, completions }, synonyms, universal] = await Promise.all([
    knownTerms(db, [...probes, ...splitHalvesOf(tokens)], tokens[tokens.length - 1]),
    sources.synonyms(),
    sources.universal(),
  ]);
  // Only words the shop does not know need their nearest terms (a typo), and not an unfinished last
  // word that completes to terms (it is read as those); most queries skip this.
  const last = tokens[tokens.length - 1];
  const typos = [...new Set(tokens)].filter(
    (t) => !known.has(t) && editBudget(t) > 0 && !(t === last && completions.some((c) => c !== t)),
  );
  const near = await nearTerms(db, typos);
  const plan = planSearch({ tokens, known, near, completions, synonyms, universal }, { completeLast: true });
  return { tokens, known, near, plan };
}

/**
 * "Did you mean" for a search that found nothing: the nearest text (domain `didYouMean`) if it
 * finds something under the same filters, else undefined.
 */
export async function suggestionFor(
  deps: Deps,
  sources: SearchSources,
  read: ReadQuery,
  finds: (plan: SearchPlan) => Promise<boolean>,
): Promise<string | undefined> {
  const text = didYouMean(read.tokens, read.known, read.near);
  if (text === undefined) return undefined;
  const again = await readQuery(deps, sources, text);
  return again.plan.groups.length > 0 && (await finds(again.plan)) ? text : undefined;
}

const wordsOfCategory = (words: string[], plan: SearchPlan) =>
  plan.groups.some((g) => g.alternatives.some((a) => a.words.every((w) => words.includes(w))));

/**
 * GET search/suggest: up to two categories a word of the query names, then the most relevant
 * pieces, SUGGEST_LIMIT in all.
 */
export async function suggest(deps: Deps, sources: SearchSources, q: string): Promise<SuggestResponse> {
  if (q.length < SUGGEST_MIN_LENGTH) return { suggestions: [] };
  const { plan } = await readQuery(deps, sources, q);
  if (plan.groups.length === 0 && plan.everywhere.length === 0) return { suggestions: [] };
  const categories = (await sources.categories())
    .filter((c) => c.name !== CUSTOMIZE_CATEGORY_NAME && wordsOfCategory(c.words, plan))
    .slice(0, 2);
  // A query every piece answers ("gold") suggests the best sellers.
  const pieces =
    plan.groups.length > 0
      ? await suggestedProducts(deps.database.db, plan, SUGGEST_LIMIT - categories.length)
      : await bestSellers(deps.database.db, SUGGEST_LIMIT);
  return {
    suggestions: [
      ...categories.map((c) => ({
        type: 'category' as const,
        id: c.id,
        name: c.name,
        url: `/dashboard/${c.id}`,
        image: c.image,
        price: null,
      })),
      ...pieces.map((p) => ({
        type: 'product' as const,
        id: p.id,
        name: p.name,
        url: `/productdetail/${p.id}`,
        image: p.image,
        price: paiseToRupees(p.pricePaise),
      })),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Synonym sets (admin)
// ---------------------------------------------------------------------------------------------

const toView = (row: { id: number; phrases: string[]; updatedAt: Date }): SynonymSet => ({
  id: row.id,
  phrases: row.phrases,
  updated_at: row.updatedAt.toISOString(),
});

export async function synonymSets(deps: Deps): Promise<SynonymSet[]> {
  return (await listSynonymSets(deps.database.db)).map(toView);
}

/** The phrases as stored: normalised, distinct, in the order given; at least two. */
async function normalisedPhrases(deps: Deps, phrases: string[]): Promise<string[]> {
  const normalised = [...new Set(await searchPhrases(deps.database.db, phrases))].filter((p) => p !== '');
  if (normalised.length < 2) {
    throw new HttpError(422, MESSAGES.admin.synonymsTooFew, { phrases: [MESSAGES.admin.synonymsTooFew] });
  }
  return normalised;
}

export async function addSynonymSet(deps: Deps, actor: Actor, phrases: string[]): Promise<SynonymSet> {
  const normalised = await normalisedPhrases(deps, phrases);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertSynonymSet(tx, normalised);
    await audit(tx, actor, 'synonyms_added', 'search_synonyms', String(row.id), { phrases: normalised });
    return toView(row);
  });
}

export async function changeSynonymSet(deps: Deps, actor: Actor, id: number, phrases: string[]): Promise<SynonymSet> {
  const normalised = await normalisedPhrases(deps, phrases);
  return deps.database.db.transaction(async (tx) => {
    const row = await updateSynonymSet(tx, id, normalised);
    if (!row) throw notFound(MESSAGES.admin.synonymsNotFound);
    await audit(tx, actor, 'synonyms_changed', 'search_synonyms', String(id), { phrases: normalised });
    return toView(row);
  });
}

export async function removeSynonymSet(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await deleteSynonymSet(tx, id);
    if (!row) throw notFound(MESSAGES.admin.synonymsNotFound);
    await audit(tx, actor, 'synonyms_removed', 'search_synonyms', String(id), { phrases: row.phrases });
  });
}
