import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFrom } from '@/components/paged-list/use-page-param';
import type { ListQuery } from './api';
import { SERVICE_AREAS } from './labels';

export const PAGE_SIZE = 10;
const TABS = ['state', 'non-state', 'individual', 'soc-cert', 'early-help'] as const;

/**
 * A list's filters and page kept in the URL (`?tab=state&search=...&districtId=8&cityId=8&area=sport&page=3`):
 * the back button and a shared link give the same list. Values the server would refuse are read
 * as absent, so a hand-edited link still shows a list.
 */
export function useListQuery(defaults: { tab?: ListQuery['tab'] } = {}) {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): ListQuery => {
    const tab = params.get('tab');
    const area = params.get('area');
    const id = (name: string) => {
      const value = Number(params.get(name));
      return Number.isInteger(value) && value > 0 && value <= 2147483647 ? value : undefined;
    };
    return {
      tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as ListQuery['tab']) : defaults.tab,
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      districtId: id('districtId'),
      cityId: id('cityId'),
      area: area && area in SERVICE_AREAS ? (area as ListQuery['area']) : undefined,
      page: pageFrom(params),
      pageSize: PAGE_SIZE,
    };
  }, [params, defaults.tab]);
  /** Changes some filters; a change of any filter starts from the first page (the page itself is the list's: PagedList). */
  const update = useCallback(
    (change: Partial<Record<'tab' | 'search' | 'districtId' | 'cityId' | 'area', string | number | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { query, update, params };
}
