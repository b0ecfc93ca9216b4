import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFrom } from '../paged-list/use-page-param';

/** The rows one page of a contract list shows. */
export const LIST_PAGE_SIZE = 10;

/** A list's search, its one filter (a status, or «active/closed») and page, as the address holds them. */
export interface ListQuery<F extends number = number> {
  search: string;
  filter: F | undefined;
  page: number;
}

export interface ListQueryOptions<F extends number> {
  /** The address parameter of the filter: `status`, `filter`. */
  param: string;
  /** The values the server accepts; any other is read as no filter. */
  values: readonly F[];
}

const NO_FILTER: ListQueryOptions<never> = { param: 'filter', values: [] };

/**
 * A list's search, filter and page kept in the address (`?status=2&search=...&page=3`): the back
 * button, a card's «back» link and a shared link give the same list. Values the server would
 * refuse are read as absent; a new search or filter starts again from the first page.
 */
export function useListQuery<F extends number = never>({ param, values }: ListQueryOptions<F> = NO_FILTER) {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ListQuery<F>>(() => {
    const raw = params.get(param);
    const filter = raw === null ? NaN : Number(raw);
    return {
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      filter: values.find((value) => value === filter),
      page: pageFrom(params),
    };
  }, [params, param, values]);
  const update = useCallback(
    (change: Partial<ListQuery<F>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const set = (name: string, value: string | number | undefined) =>
          value === undefined || value === '' ? next.delete(name) : next.set(name, String(value));
        if ('search' in change) set('search', change.search);
        if ('filter' in change) set(param, change.filter);
        if ('page' in change) set('page', change.page);
        if (!('page' in change) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams, param],
  );
  return { query, update };
}
