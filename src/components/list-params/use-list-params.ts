/**
 * One list pattern for every list whose search, filters and page live in the address. A list
 * describes its address once, typed by its endpoint's query (listParams), reads and writes it with
 * useListParams, and shows its rows with PagedList (public lists) or ListToolbar and ListResult
 * (the cabinet's). The example to copy is the catalogue's section page
 * (src/features/catalog/catalog-section-page.tsx); a list with several filters is the registry's
 * (src/features/registry/registry-list.tsx).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The highest page a list link may ask for (the server's limit). */
export const MAX_PAGE = 10000;

/**
 * One value of a list's query as the address holds it. `read` gives undefined for a value the
 * server would refuse, so a hand-edited link still shows a list (the `fallback`); a value equal to
 * the fallback is left out of the address, so the plain list has a plain link.
 */
export interface ListParam<V> {
  /** The address parameter when it is not the key itself (`tags` for `tagIds`). */
  name?: string;
  read(raw: string): V | undefined;
  write(value: V): string;
  fallback: V;
}

/**
 * A list's description: for some keys of its query type `Q` (the generated OpenAPI query of the
 * list's endpoint), how the address holds them. A key the query does not have, or a value it does
 * not accept, fails the typecheck. The page is every list's and is not described.
 */
export type ListParamsSpec<Q> = {
  [K in keyof Q]?: Omit<ListParam<unknown>, 'read'> & { read(raw: string): Exclude<Q[K], undefined> | undefined };
};

/** The values a description reads: each key's value, or its fallback. */
export type ListValues<S> = { [K in keyof S]: S[K] extends ListParam<infer V> ? V : never };

/** The state of a list in the address: its values and its page. */
export type ListState<S> = ListValues<S> & { page: number };

/**
 * Describes a list's address typed by its query: `listParams<ApiQuery<'/public/registry', 'get'>>()({ ... })`.
 * (Two calls, so the query type is given and the description's own types are inferred.)
 */
export const listParams =
  <Q>() =>
  <S extends ListParamsSpec<Q>>(spec: S): S =>
    spec;

/** The page a URL's `?page=` names: 1 when absent or not a page the server would accept. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A typed search: without control characters, at most 200 characters (the server's limit); '' by default. */
export const text = (max = 200): ListParam<string> => ({
  read: (raw) => raw.replace(/\p{Cc}/gu, '').slice(0, max),
  write: String,
  fallback: '',
});

/** One of the values the server accepts (a tab, a status, an area); anything else is the fallback. */
export function oneOf<const T extends string | number>(values: readonly T[]): ListParam<T | undefined>;
export function oneOf<const T extends string | number, D extends T>(values: readonly T[], fallback: D): ListParam<T>;
export function oneOf<const T extends string | number>(values: readonly T[], fallback?: T): ListParam<T | undefined> {
  return {
    read: (raw) => values.find((value) => String(value) === raw),
    write: (value) => String(value),
    fallback,
  };
}

const isId = (value: number) => Number.isInteger(value) && value > 0 && value <= 2147483647;

/** A row's id: a positive 32-bit integer, or none. */
export const id = (): ListParam<number | undefined> => ({
  read: (raw) => (/^\d+$/.test(raw) && isId(Number(raw)) ? Number(raw) : undefined),
  write: String,
  fallback: undefined,
});

/** Ids written `1,12,5` (at most `max`); the ones that are not ids are dropped. */
export const ids = (max: number): ListParam<number[]> => ({
  read: (raw) =>
    raw
      .split(',')
      .filter((part) => /^\d+$/.test(part) && isId(Number(part)))
      .map(Number)
      .slice(0, max),
  write: (value) => value.join(','),
  fallback: [],
});

/** A switch: `true` in the address when on, nothing when off. */
export const flag = (): ListParam<boolean> => ({
  read: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  write: String,
  fallback: false,
});

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

type Entries = [string, ListParam<unknown>][];

/**
 * A list's search, filters and page kept in the address (`?search=...&districtId=8&page=3`): the
 * back button, a card's «back» link and a shared link give the same list. Values the server would
 * refuse are read as their fallback; fallbacks are left out of the address; a change of anything
 * but the page starts again from the first page. `spec` is a module constant (see listParams).
 */
export function useListParams<S extends object>(spec: S) {
  const [params, setParams] = useSearchParams();
  const entries = useMemo(() => Object.entries(spec) as Entries, [spec]);
  const query = useMemo(() => {
    const state: Record<string, unknown> = { page: pageFrom(params) };
    for (const [key, param] of entries) {
      const raw = params.get(param.name ?? key);
      const value = raw === null ? undefined : param.read(raw);
      state[key] = value === undefined ? param.fallback : value;
    }
    return state as ListState<S>;
  }, [params, entries]);
  /** Changes some values (undefined: back to the fallback); without a page the list starts from the first. */
  const update = useCallback(
    (change: Partial<ListState<S>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, param] of entries) {
          if (!(key in change)) continue;
          const value = (change as Record<string, unknown>)[key];
          const name = param.name ?? key;
          if (value === undefined || value === '' || same(value, param.fallback)) next.delete(name);
          else next.set(name, param.write(value));
        }
        const page = (change as { page?: number }).page;
        if (page !== undefined && page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      });
    },
    [setParams, entries],
  );
  const setPage = useCallback((page: number) => update({ page } as Partial<ListState<S>>), [update]);
  return { query, update, setPage };
}

/** A list whose address holds nothing but its page (a paged list of news cards). */
const PAGE_ONLY = {};

/**
 * The page alone (`?page=3`, none for the first), beside whatever else the address holds: for the
 * page switcher of PagedList and a list whose query is only its page.
 */
export function usePage(): [number, (page: number) => void] {
  const { query, setPage } = useListParams(PAGE_ONLY);
  return [query.page, setPage];
}
