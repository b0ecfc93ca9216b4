import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZE = 10;

/**
 * A list's search, filter and page kept in the address (`?filter=1&search=...&page=2`): coming back
 * from a card gives the same list. Values the server would refuse are read as absent.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const page = Number(params.get('page'));
    const filter = Number(params.get('filter'));
    return {
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      filter: filter === 1 || filter === 2 ? (filter as 1 | 2) : undefined,
      page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
    };
  }, [params]);
  /** Changes some values; a change of the search or the filter starts from the first page. */
  const update = useCallback(
    (change: Partial<Record<'search' | 'filter' | 'page', string | number | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in change) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { query, update };
}
