import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery } from './api';
import { SERVICE_AREAS } from './labels';

export const PAGE_SIZE = 10;
const TABS = ['state', 'non-state', 'individual', 'soc-cert', 'early-help'] as const;

/**
 * A list's filters and page kept in the URL (`?tab=state&search=...&cityId=2&area=sport&page=3`):
 * the back button and a shared link give the same list. Values the server would refuse are read
 * as absent, so a hand-edited link still shows a list.
 */
export function useListQuery(defaults: { tab?: ListQuery['tab'] } = {}) {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): ListQuery => {
    const tab = params.get('tab');
    const area = params.get('area');
    const page = Number(params.get('page'));
    const cityId = Number(params.get('cityId'));
    return {
      tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as ListQuery['tab']) : defaults.tab,
      search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
      cityId: Number.isInteger(cityId) && cityId > 0 ? cityId : undefined,
      area: area && area in SERVICE_AREAS ? (area as ListQuery['area']) : undefined,
      page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
      pageSize: PAGE_SIZE,
    };
  }, [params, defaults.tab]);
  /** Changes some values; a change of any filter starts from the first page. */
  const update = useCallback(
    (change: Partial<Record<'tab' | 'search' | 'cityId' | 'area' | 'page', string | number | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in change)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { query, update, params };
}
