import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The highest page a list link may ask for (the server's limit). */
export const MAX_PAGE = 10000;

/** The page a URL's `?page=` names: 1 when absent or not a page the server would accept. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The list's page kept in the URL (`?page=3`, none for the first), beside whatever else the URL
 * holds: the back button and a shared link give the same page.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [pageFrom(params), setPage];
}
