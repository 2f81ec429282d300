import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The query string as state, replaced in place so the listing's filters and sort survive reload
 * and Back without filling the history. Unlike React Router's useSearchParams it keeps the
 * navigation state (the category name of SPEC §2, a product's preselection) — and it keeps the router's rarely used code
 * out of the entry chunk, whose budget is nearly spent (ARCHITECTURE §6).
 */
export function useUrlSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(location.search);
      change(next);
      const query = next.toString();
      // Settles once the address holds the change, for a caller that navigates again after it.
      return Promise.resolve(
        navigate(
          { search: query ? `?${query}` : '', hash: location.hash },
          { replace: true, preventScrollReset: true, state: location.state as unknown },
        ),
      );
    },
    [location.search, location.hash, location.state, navigate],
  );

  return [search, update] as const;
}
