import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import type { NearTerm, SearchPlan } from '@kanak/domain';

const { searchSynonyms, products } = schema;

/** How many nearest terms each probe brings back from the vocabulary (pg_trgm's KNN order). */
const NEAR_LIMIT = 24;
/** How many terms may complete an unfinished last word (the most carried first). */
const COMPLETION_LIMIT = 12;

/** A list as one text[] parameter (drizzle would spread a bare array into a row of parameters). */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** A text's words as search reads them (the database's one normaliser, migration 0012). */
export async function searchTokens(db: Db, text: string): Promise<string[]> {
  const rows = await db.execute<{ tokens: string[] }>(sql`select kanak_search_tokens(${text}) as tokens`);
  return rows.rows[0]?.tokens ?? [];
}

/** Phrases normalised as synonym sets store them. */
export async function searchPhrases(db: Db, texts: string[]): Promise<string[]> {
  const rows = await db.execute<{ phrase: string }>(
    sql`select kanak_search_phrase(t) as phrase from unnest(${textArray(texts)}) with ordinality as u(t, n) order by n`,
  );
  return rows.rows.map((r) => r.phrase);
}

/**
 * What the vocabulary knows of a query: which of `texts` are terms, and the terms starting with
 * `prefix` (the most carried first, never a code fragment); one statement on the primary key and
 * search_terms_words_idx (COLLATE "C" serves LIKE).
 */
export async function knownTerms(
  db: Db,
  texts: string[],
  prefix: string | undefined,
): Promise<{ known: Set<string>; completions: string[] }> {
  const pattern = prefix === undefined ? null : `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute<{ completes: boolean; term: string }>(sql`
    (select false as completes, term from search_terms where term = any(${textArray(texts)}))
    union all
    (select true, term from search_terms
       where ${pattern}::text is not null and term like ${pattern}::text and term !~ '[0-9]'
       order by products desc, term limit ${COMPLETION_LIMIT})`);
  const known = new Set<string>();
  const completions: string[] = [];
  for (const row of rows.rows) {
    if (row.completes) completions.push(row.term);
    else known.add(row.term);
  }
  return { known, completions };
}

/** The vocabulary's nearest terms of each probe by trigrams (kanak_near_terms, GIN index). */
export async function nearTerms(db: Db, probes: string[]): Promise<Map<string, NearTerm[]>> {
  const near = new Map<string, NearTerm[]>();
  if (probes.length === 0) return near;
  const rows = await db.execute<{ probe: string; term: string; products: number; similarity: number }>(
    sql`select probe, term, products, similarity from kanak_near_terms(${textArray(probes)}, ${NEAR_LIMIT})`,
  );
  for (const row of rows.rows) {
    const list = near.get(row.probe) ?? [];
    list.push({ term: row.term, products: Number(row.products), similarity: Number(row.similarity) });
    near.set(row.probe, list);
  }
  return near;
}

/** Alias of the matching documents in the statements below. */
const SD = sql.raw('sd');

/** A plan as kanak_search_documents reads it (migration 0012). */
const groupsJson = (plan: SearchPlan) =>
  JSON.stringify(plan.groups.map((g) => g.alternatives.map((a) => ({ words: a.words, quality: a.quality }))));

/**
 * What a plan asks of products: `documents`, the matching search documents with their relevance
 * (kanak_search_documents: every group carried, read through the GIN index) as a row source aliased
 * `sd`, to join on `sd.product_id`; and `order`, relevance first (how the name carries the query:
 * as typed, completed, corrected, or not at all), then best sellers. Undefined when the plan has no
 * group (nothing to match).
 */
export function searchSql(plan: SearchPlan): { documents: SQL; order: SQL[] } | undefined {
  if (plan.groups.length === 0) return undefined;
  return {
    documents: sql`kanak_search_documents(${groupsJson(plan)}::jsonb) ${SD}`,
    order: [sql`${SD}.tier`, sql`${SD}.loose`, sql`${SD}.tiers`],
  };
}

/**
 * The most relevant active products of a plan, with what a suggestion shows: the first `limit`
 * ranked among the matching documents alone, then read from products.
 */
export async function suggestedProducts(db: Db, plan: SearchPlan, limit: number) {
  if (limit <= 0 || plan.groups.length === 0) return [];
  const rows = await db.execute<{ id: number; name: string; image: string | null; price_paise: number }>(sql`
    select p.id, p.name, p.images ->> 0 as image, p.list_price_paise as price_paise
    from kanak_search_documents(${groupsJson(plan)}::jsonb, ${limit}) with ordinality as top(product_id, best_seller, tier, loose, tiers, n)
    join ${products} p on p.id = top.product_id
    order by top.n`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name, image: r.image, pricePaise: Number(r.price_paise) }));
}

/** The featured order's first active products (best sellers first), with what a suggestion shows. */
export async function bestSellers(db: Db, limit: number) {
  const pick = (bestSeller: boolean) =>
    db
      .select({ id: products.id, name: products.name, image: sql<string | null>`${products.images} ->> 0`, pricePaise: products.listPricePaise })
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.bestSeller, bestSeller)))
      .orderBy(asc(products.id))
      .limit(limit);
  // Two index-ordered reads (the best sellers' partial index, then the key) instead of sorting them all.
  const first = await pick(true);
  return first.length >= limit ? first : [...first, ...(await pick(false))].slice(0, limit);
}

/** The terms every active product carries (they narrow nothing); none while no product is active. */
export async function universalTerms(db: Db): Promise<Set<string>> {
  const rows = await db.execute<{ term: string }>(sql`
    select term from search_terms
    where products > 0 and products >= (select count(*) from search_documents where active)`);
  return new Set(rows.rows.map((r) => r.term));
}

/** Every category with its search words (a suggestion offers a category whose words answer the query). */
export async function categoriesWithWords(db: Db) {
  const rows = await db.execute<{ id: number; name: string; image: string | null; words: string[] }>(sql`
    select id, name, image ->> 0 as image, kanak_search_words(name) as words
    from categories order by sort_order, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function listSynonymSets(db: Db) {
  return db
    .select({ id: searchSynonyms.id, phrases: searchSynonyms.phrases, updatedAt: searchSynonyms.updatedAt })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

export async function insertSynonymSet(db: Db, phrases: string[]) {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ phrases })
    .returning({ id: searchSynonyms.id, phrases: searchSynonyms.phrases, updatedAt: searchSynonyms.updatedAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSynonymSet(db: Db, id: number, phrases: string[]) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ phrases, updatedAt: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id, phrases: searchSynonyms.phrases, updatedAt: searchSynonyms.updatedAt });
  return row;
}

export async function deleteSynonymSet(db: Db, id: number) {
  const [row] = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id, phrases: searchSynonyms.phrases });
  return row;
}
