// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCache } from '@/forms/lookup-cache';
import { WIDGET_TEXTS } from '@/forms/widgets';
import { widgetProps } from '@/forms/widgets/widget-fixture';
import {
  chosenItems,
  storedCodes,
  useLookupChoices,
  withRetiredCodes,
} from '@/forms/widgets/lookup-select/lookup-core';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';

const schema = {
  type: 'integer' as const,
  oneOf: [
    { const: 1, title: 'Ненецкий АО' },
    { const: 2, title: 'Ямало-Ненецкий АО' },
    { const: 9, title: 'Упразднённый округ' },
  ],
};
const fetched = [
  { code: 1, caption: 'Ненецкий АО' },
  { code: 2, caption: 'Ямало-Ненецкий АО' },
];

beforeEach(() => lookupCache.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the lookup core', () => {
  it('reads the stored codes of a single and of a multiple lookup', () => {
    expect(storedCodes(2)).toEqual([2]);
    expect(storedCodes([2, '1'])).toEqual([2, '1']);
    expect(storedCodes(undefined)).toEqual([]);
    expect(storedCodes(null)).toEqual([]);
  });

  it('finds the chosen entries in the order of the codes, codes compared as text, unknown ones skipped', () => {
    expect(chosenItems(fetched, ['2', 7, 1, 1])).toEqual([fetched[1], fetched[0], fetched[0]]);
    expect(chosenItems(fetched, [])).toEqual([]);
  });

  it('adds the retired codes the schema still names, under their own group in a grouped list', () => {
    const schemaItems = [...fetched, { code: 9, caption: 'Упразднённый округ' }];
    expect(withRetiredCodes(fetched, schemaItems, [9, 1, 42])).toEqual([...fetched, schemaItems[2]]);
    const grouped = fetched.map((item) => ({ ...item, group: 'Округа' }));
    expect(withRetiredCodes(grouped, schemaItems, [9])).toEqual([
      ...grouped,
      { ...schemaItems[2], group: WIDGET_TEXTS.retiredGroup },
    ]);
    expect(withRetiredCodes(fetched, schemaItems, [1])).toBe(fetched);
    expect(withRetiredCodes([], schemaItems, [9])).toEqual([]);
  });

  it("takes the schema's choices when no list is named", () => {
    const { result } = renderHook(() => useLookupChoices(widgetProps({ schema, value: 9 }), true));
    expect(result.current).toMatchObject({ loading: false, loadingChosen: false, error: undefined });
    expect(result.current.items.map((item) => item.caption)).toEqual([
      'Ненецкий АО',
      'Ямало-Ненецкий АО',
      'Упразднённый округ',
    ]);
    expect(result.current.chosen).toEqual([{ code: 9, caption: 'Упразднённый округ' }]);
  });

  it('fetches the named list, says it is loading the chosen codes meanwhile, and keeps retired codes when asked', async () => {
    server.use(http.get('*/public/metadata/regions', () => envelope(fetched)));
    const options = { lookup: 'public/metadata/regions' };
    const single = renderHook(() => useLookupChoices(widgetProps({ schema, options, value: 9 }), true));
    expect(single.result.current).toMatchObject({ items: [], loading: true, loadingChosen: true });
    await waitFor(() => expect(single.result.current.loading).toBe(false));
    expect(single.result.current.chosen).toEqual([{ code: 9, caption: 'Упразднённый округ' }]);

    const multi = renderHook(() =>
      useLookupChoices(widgetProps({ schema: { type: 'array', items: schema }, options, value: [9, 2] }), false),
    );
    expect(multi.result.current.items).toEqual(fetched);
    expect(multi.result.current.chosen).toEqual([fetched[1]]);
  });

  it('names a list that could not be loaded under the field', async () => {
    server.use(http.get('*/public/metadata/regions', () => new HttpResponse('', { status: 500 })));
    const options = { lookup: 'public/metadata/regions' };
    const { result } = renderHook(() => useLookupChoices(widgetProps({ schema, options }), true));
    await waitFor(() => expect(result.current.error).toBe(WIDGET_TEXTS.lookupFailed));
    expect(result.current).toMatchObject({ loading: false, items: [] });
  });
});
