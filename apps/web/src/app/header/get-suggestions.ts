import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SUGGEST_MIN_LENGTH,
  type Suggestion,
  type SuggestResponse,
} from '@kanak/domain/contract/search';
import { api } from '../../lib/api-client';

/**
 * `GET search/suggest?q=` (issue 19): the header's suggestions for what is typed. A short
 * staleTime: a shopper going back over the same letters is answered from memory, but a piece the
 * shop has just added or renamed shows up within the minute.
 */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    // Under 'catalog', so whatever refreshes the catalogue (a synonym saved in the back office)
    // refreshes the suggestions too.
    queryKey: ['catalog', 'suggest', q],
    queryFn: ({ signal }) =>
      api.get<SuggestResponse>(`search/suggest?q=${encodeURIComponent(q)}`, signal),
    staleTime: 30_000,
  });

// One empty list, so a render without suggestions hands out the same array as the last.
const NOTHING: Suggestion[] = [];

/** The suggestions for settled text; while the next ones load, the last stay on screen. */
export function useSuggestions(q: string) {
  const enabled = q.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({ ...suggestionsQuery(q), enabled, placeholderData: keepPreviousData });
  return {
    suggestions: (enabled && query.data?.suggestions) || NOTHING,
    /** The answer is for `q` itself, not the last text's kept on screen. */
    settled: enabled && query.isSuccess && !query.isPlaceholderData,
  };
}
