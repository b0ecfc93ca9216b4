import { useEffect, useState } from 'react';
import type { Query } from '@/api/client';
import { lookupCache, lookupVariantKey, type LookupItem } from '@/forms/lookup-cache';

/** A lookup list as a widget sees it. */
export interface LookupState {
  items: LookupItem[];
  loading: boolean;
  failed: boolean;
}

const NONE: LookupState = { items: [], loading: false, failed: false };

function queryOf(variant: string): Query {
  return Object.fromEntries(new URLSearchParams(variant));
}

/**
 * The list of a lookup group (a metadata path such as 'public/metadata/regions') for a query,
 * through the shared lookup cache; no group means no list (a city list before a region is chosen).
 */
export function useLookup(group: string | undefined, query?: Query): LookupState {
  // The query travels as its text so a new object with the same values does not refetch.
  const variant = lookupVariantKey(query);
  const key = group === undefined ? undefined : `${group}?${variant}`;
  const [result, setResult] = useState<{ key: string; items?: LookupItem[]; failed?: boolean }>();

  useEffect(() => {
    if (group === undefined) return;
    let live = true;
    const requested = `${group}?${variant}`;
    lookupCache.get(group, queryOf(variant)).then(
      (items) => live && setResult({ key: requested, items }),
      () => live && setResult({ key: requested, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [group, variant]);

  if (group === undefined) return NONE;
  const current = result?.key === key ? result : undefined;
  const items = current?.items ?? lookupCache.peek(group, queryOf(variant));
  if (items) return { items, loading: false, failed: false };
  return { items: [], loading: !current?.failed, failed: Boolean(current?.failed) };
}
