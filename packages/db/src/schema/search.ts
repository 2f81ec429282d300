import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * What search reads of each product (ARCHITECTURE §7, migration 0012): its normalised words
 * (kanak_search_words of name, description, code, category, stones, shape, "plain", the golds),
 * its name's words alone (for ranking), and what ranks and filters it. Written only by a trigger on
 * products, so it cannot drift; a narrow table, so search never reads the wide product rows, and a
 * re-pricing of every product never touches its GIN index. `words` has no planner statistics (the
 * migration sets them to 0), so matching always goes through the index; its GIN indexes take no
 * pending list (fastupdate off: a write pays, not every read after it).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    words: text('words').array().notNull(),
    nameWords: text('name_words').array().notNull(),
    active: boolean('active').notNull(),
    bestSeller: boolean('best_seller').notNull(),
  },
  (t) => [
    index('search_documents_words_idx').using('gin', t.words).with({ fastupdate: false }),
    // A suggestion for a word most pieces carry walks the documents in this order and stops at the
    // first few of the best tier the query can reach (kanak_search_walk, migration 0013).
    index('search_documents_walk_idx').on(t.bestSeller.desc(), t.productId),
  ],
);

/**
 * The words shoppers can be matched to (ARCHITECTURE §7 "Search shoppers actually type"): every
 * word of the active products' search documents and of the synonym sets, with how many active products
 * carry it. Rebuilt by triggers after each catalogue or synonym write (migration 0012); a typed
 * word is corrected to its nearest terms here (pg_trgm) before products are matched. The term is
 * COLLATE "C" (migration 0012), so its primary key also serves prefix LIKE.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** Active products whose search words hold the term (0 for a synonym no product carries). */
    products: integer('products').notNull(),
    /** Active products whose name holds the term (migration 0013: how well a query can rank by name). */
    names: integer('names').notNull().default(0),
  },
  (t) => [
    // Corrections and completions are words, never code fragments: the thousands of "knk…" codes stay
    // out of these indexes (a code is found typed whole or in pieces, never corrected).
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')).with({ fastupdate: false }).where(sql`${t.term} !~ '[0-9]'`),
    index('search_terms_words_idx').on(t.term).where(sql`${t.term} !~ '[0-9]'`),
  ],
);

/**
 * A set of words and phrases that mean the same to a shopper ("ring, angoothi, anguthi"), kept by
 * the shop at /admin/search. Phrases are stored normalised (kanak_search_phrase), two-way: typing
 * any of them finds pieces described by any other.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    phrases: text('phrases').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_two_phrases', sql`cardinality(${t.phrases}) >= 2`)],
);
