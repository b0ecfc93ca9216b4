import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFrom } from '@/components/paged-list/use-page-param';

export const PAGE_SIZE = 10;

/**
 * The search and page of a catalogue section kept in the URL (`?search=...&page=2`): the back
 * button and a shared link give the same list. Values the server would refuse are read as absent.
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    return {
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      page: pageFrom(params),
    };
  }, [params]);
  /** A new search starts from the first page (the page itself is the list's: PagedList). */
  const update = useCallback(
    (change: { search: string }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (change.search) next.set('search', change.search);
        else next.delete('search');
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { query, update };
}
