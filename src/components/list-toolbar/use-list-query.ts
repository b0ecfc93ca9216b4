import { useMemo } from 'react';
import { listParams, oneOf, text, useListParams } from '../list-params/use-list-params';

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
 * The cabinet's contract lists (ListToolbar: a search and one filter) on useListParams:
 * `?status=2&search=...&page=3`. Values the server would refuse are read as absent; a new search
 * or filter starts again from the first page.
 */
export function useListQuery<F extends number = never>({ param, values }: ListQueryOptions<F> = NO_FILTER) {
  const spec = useMemo(
    () =>
      listParams<{ search?: string; filter?: F }>()({
        search: text(),
        filter: { ...oneOf<F>(values), name: param },
      }),
    [param, values],
  );
  return useListParams(spec);
}
