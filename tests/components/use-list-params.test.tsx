// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiQuery } from '@/api/client';
import { flag, id, ids, listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';

/** A list described as the public lists describe theirs: typed by its endpoint's query. */
const SPEC = listParams<ApiQuery<'/public/registry', 'get'>>()({
  tab: oneOf(['state', 'non-state', 'individual'], 'state'),
  search: text(),
  districtId: id(),
  area: oneOf(['social', 'sport']),
});

/** A description with a list value, a switch and an address name of its own. */
const NAVIGATOR = listParams<{ tagIds?: number[]; nearby?: boolean }>()({
  tagIds: { ...ids(3), name: 'tags' },
  nearby: flag(),
});

/** The two lists over one address, with the router's back button and the address itself. */
function useProbe() {
  return {
    state: useListParams(SPEC),
    navigator: useListParams(NAVIGATOR),
    navigate: useNavigate(),
    search: useLocation().search,
  };
}

let probe: { current: ReturnType<typeof useProbe> };

const at = (url: string) => {
  probe = renderHook(useProbe, {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>,
  }).result;
};
const address = () => probe.current.search;

describe('useListParams', () => {
  it('reads the list from the address', () => {
    at('/registry?tab=non-state&search=%D1%86%D1%81%D0%BE&districtId=8&area=sport&page=3&tags=1,12&nearby=true');
    expect(probe.current.state.query).toEqual({
      tab: 'non-state',
      search: 'цсо',
      districtId: 8,
      area: 'sport',
      page: 3,
    });
    expect(probe.current.navigator.query).toEqual({ tagIds: [1, 12], nearby: true, page: 3 });
  });

  it('gives the defaults for an empty address', () => {
    at('/registry');
    expect(probe.current.state.query).toEqual({
      tab: 'state',
      search: '',
      districtId: undefined,
      area: undefined,
      page: 1,
    });
    expect(probe.current.navigator.query).toEqual({ tagIds: [], nearby: false, page: 1 });
  });

  it('reads values the server would refuse as the defaults', () => {
    at('/registry?tab=rating&districtId=-4&area=space&page=0&tags=x,0,5,6,7,8&nearby=yes');
    expect(probe.current.state.query).toEqual({
      tab: 'state',
      search: '',
      districtId: undefined,
      area: undefined,
      page: 1,
    });
    expect(probe.current.navigator.query).toEqual({ tagIds: [5, 6, 7], nearby: false, page: 1 });
    cleanup();
    at(`/registry?districtId=2147483648&page=10001&search=${encodeURIComponent('a\u0000b'.padEnd(300, 'c'))}`);
    expect(probe.current.state.query.districtId).toBeUndefined();
    expect(probe.current.state.query.page).toBe(1);
    expect(probe.current.state.query.search).toBe('ab'.padEnd(200, 'c'));
  });

  it('writes a change into the address beside what it holds', () => {
    at('/registry?search=taxi');
    act(() => probe.current.state.update({ districtId: 8, area: 'sport' }));
    expect(address()).toBe('?search=taxi&districtId=8&area=sport');
    act(() => probe.current.navigator.update({ tagIds: [1, 12], nearby: true }));
    expect(address()).toBe('?search=taxi&districtId=8&area=sport&tags=1%2C12&nearby=true');
  });

  it('leaves the defaults out of the address', () => {
    at('/registry?tab=individual&search=taxi&districtId=8&tags=1&nearby=true');
    act(() => probe.current.state.update({ tab: 'state', search: '', districtId: undefined }));
    act(() => probe.current.navigator.update({ tagIds: [], nearby: false }));
    expect(address()).toBe('');
  });

  it('starts a changed filter from the first page, and keeps the filters when the page changes', () => {
    at('/registry?search=taxi&page=4');
    act(() => probe.current.state.update({ area: 'social' }));
    expect(address()).toBe('?search=taxi&area=social');
    expect(probe.current.state.query.page).toBe(1);
    act(() => probe.current.state.setPage(3));
    expect(address()).toBe('?search=taxi&area=social&page=3');
    act(() => probe.current.state.setPage(1));
    expect(address()).toBe('?search=taxi&area=social');
  });

  it('gives the same list after the back button', () => {
    at('/registry?search=taxi');
    act(() => probe.current.state.update({ tab: 'individual' }));
    act(() => probe.current.state.setPage(2));
    expect(probe.current.state.query).toMatchObject({ tab: 'individual', search: 'taxi', page: 2 });
    act(() => probe.current.navigate(-1));
    expect(probe.current.state.query).toMatchObject({ tab: 'individual', search: 'taxi', page: 1 });
    act(() => probe.current.navigate(-1));
    expect(probe.current.state.query).toMatchObject({ tab: 'state', search: 'taxi', page: 1 });
  });
});
