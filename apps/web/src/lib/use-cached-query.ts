import { useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A query's state as the cache holds it, read without an observer of its own: for the many small
 * readers of a query something else on the page keeps fetched (the cards' hearts read the `me`
 * and wishlist queries the header observes on every page). An observer per reader made a listing's
 * 24 hearts the largest part of its render on the server and of its hydration (issue 20).
 * Undefined on the server and while the page hydrates, as nothing is fetched there.
 */
export function useCachedQueryState<T>(key: QueryKey): QueryState<T> | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState<T>(key),
    () => undefined,
  );
}
