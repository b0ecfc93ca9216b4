import { useListParams } from '../list-params/use-list-params';

/** A list that keeps nothing in the address but its page. */
const PAGE_ONLY = {};

/**
 * The list's page kept in the URL (`?page=3`, none for the first), beside whatever else the URL
 * holds: the back button and a shared link give the same page. The page of useListParams, for a
 * list whose filters (if any) are kept by its page.
 */
export function usePageParam(): [number, (page: number) => void] {
  const { query, setPage } = useListParams(PAGE_ONLY);
  return [query.page, setPage];
}
