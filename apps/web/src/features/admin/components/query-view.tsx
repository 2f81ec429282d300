import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { LoadError } from './load-error';

/** A back-office query's three states: loading rows, its error, then its data (or the empty line). */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** With `empty`: when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows />;
  if (query.isError) return <LoadError error={query.error} />;
  if (empty !== undefined && isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
