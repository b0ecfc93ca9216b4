import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZE = 10;

/**
 * The search and page of a catalogue section kept in the URL (`?search=...&page=2`): the back
 * button and a shared link give the same list. Values the server would refuse are read as absent.
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const page = Number(params.get('page'));
    return {
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
    };
  }, [params]);
  /** A new search starts from the first page; a page keeps the search. */
  const update = useCallback(
    (change: { search?: string; page?: number }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (change.search !== undefined) {
          if (change.search) next.set('search', change.search);
          else next.delete('search');
          next.delete('page');
        }
        if (change.page !== undefined) {
          if (change.page > 1) next.set('page', String(change.page));
          else next.delete('page');
        }
        return next;
      });
    },
    [setParams],
  );
  return { query, update };
}
