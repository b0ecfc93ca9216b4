import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idFrom } from './api';

/** The navigator's lists as the URL holds them: the back button and a shared link give the same list. */
export interface NavigatorQuery {
  search: string;
  page: number;
  nearby: boolean;
  categoryId?: number;
  subcategoryId?: number;
  tagIds: number[];
  serviceId?: number;
  mspId?: number;
}

type Change = Partial<
  Record<
    'search' | 'page' | 'nearby' | 'categoryId' | 'subcategoryId' | 'tags' | 'serviceId' | 'mspId',
    string | number | undefined
  >
>;

/**
 * Reads the list's state from the URL (`?search=...&categoryId=2&tags=1,12&page=3`); values the
 * server would refuse are read as absent, so a hand-edited link still shows a list.
 */
export function useNavigatorQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): NavigatorQuery => {
    const page = Number(params.get('page'));
    return {
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
      nearby: params.get('nearby') === 'true',
      categoryId: idFrom(params.get('categoryId')),
      subcategoryId: idFrom(params.get('subcategoryId')),
      tagIds: (params.get('tags') ?? '')
        .split(',')
        .map(idFrom)
        .filter((id): id is number => id !== undefined)
        .slice(0, 10),
      serviceId: idFrom(params.get('serviceId')),
      mspId: idFrom(params.get('mspId')),
    };
  }, [params]);
  /** Changes some values; a change of anything but the page starts from the first page. */
  const update = useCallback(
    (change: Change) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === undefined || value === '' || value === 'false') next.delete(name);
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
