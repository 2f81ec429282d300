import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Search shoppers actually type (ARCHITECTURE §7, issue 19): the header's suggestions and the
 * shop's synonym sets. `GET filter-products?name=` is the full search; its answer carries
 * `did_you_mean` (contract/product.ts).
 */

/** Suggestions answer from this many characters of query on (fewer: an empty list), like SPEC §5's category match. */
export const SUGGEST_MIN_LENGTH = 3;
export const SUGGEST_LIMIT = 8;

/** `GET search/suggest?q=`. */
export const suggestQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const suggestionSchema = z.object({
  type: z.enum(['product', 'category']),
  id: z.number().int(),
  name: z.string(),
  /** Storefront path: /productdetail/{id} or /dashboard/{id}. */
  url: z.string(),
  /** A product's first picture, or the category's; null when it has none. */
  image: z.string().nullable(),
  /** A product's list price in rupees (with a live automatic offer); null for a category. */
  price: z.number().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Categories first, then pieces by relevance; at most SUGGEST_LIMIT in all. */
export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema).max(SUGGEST_LIMIT) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: synonym sets (GET|POST admin/search/synonyms, PUT|DELETE admin/search/synonyms/{id})
// ---------------------------------------------------------------------------------------------

export const SYNONYM_PHRASE_MAX_LENGTH = 60;
export const SYNONYM_SET_MAX_PHRASES = 30;

export const synonymSetSchema = z.object({
  id: z.number().int(),
  /** Normalised as search reads them: lower case, singular, one space between words. */
  phrases: z.array(z.string()),
  updated_at: z.string(),
});
export type SynonymSet = z.infer<typeof synonymSetSchema>;

export const synonymSetsResponseSchema = z.object({ data: z.array(synonymSetSchema) });
export type SynonymSetsResponse = z.infer<typeof synonymSetsResponseSchema>;
export const synonymSetResponseSchema = z.object({ data: synonymSetSchema });

/**
 * POST and PUT body: the words and phrases, one per item, or one text separated by commas or new
 * lines (what the admin form sends). Two distinct ones at least once normalised (checked by the API).
 */
export const synonymSetRequestSchema = z.object({
  phrases: z
    .union([z.array(z.string({ error: MESSAGES.admin.synonymsTooFew })), z.string({ error: MESSAGES.admin.synonymsTooFew })], {
      error: MESSAGES.admin.synonymsTooFew,
    })
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(/[,\n]/))
        .map((phrase) => phrase.trim())
        .filter((phrase) => phrase.length > 0),
    )
    .refine((list) => list.length >= 2, MESSAGES.admin.synonymsTooFew)
    .refine(
      (list) => list.length <= SYNONYM_SET_MAX_PHRASES && list.every((p) => p.length <= SYNONYM_PHRASE_MAX_LENGTH),
      MESSAGES.admin.synonymsTooLong,
    ),
});
export type SynonymSetRequest = z.input<typeof synonymSetRequestSchema>;
