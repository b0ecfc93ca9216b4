import type { WidgetProps } from '@rjsf/utils';
import type { LookupItem } from '@/forms/lookup-cache';
import { widgetError } from '../field-error';
import { WIDGET_TEXTS } from '../widget-texts';
import { lookupPathOption, sameCode, schemaLookupItems } from './lookup-options';
import { useLookup } from './use-lookup';

/** What the single and multiple lookup widgets share about their list and their choice. */
export interface LookupChoices {
  /** The entries to choose from. */
  items: LookupItem[];
  /** The entries of the stored codes, in their order; codes not (yet) in the list are skipped. */
  chosen: LookupItem[];
  loading: boolean;
  /** The list is still coming while codes are stored: the read-only view says so instead of codes. */
  loadingChosen: boolean;
  /** The widget's error: the form's, or that the list could not be loaded. */
  error: string | undefined;
}

/** The stored codes of a widget's value: the array of a multiple lookup, the one code of a single one. */
export function storedCodes(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** The entries of `codes`, in their order, each once; codes the list does not offer are skipped. */
export function chosenItems(items: readonly LookupItem[], codes: readonly unknown[]): LookupItem[] {
  return codes.flatMap((code) => items.filter((item) => sameCode(item.code, code)).slice(0, 1));
}

/**
 * The fetched list plus the stored codes it no longer offers but the schema still names (an old
 * act's retired entries), so an old value reads as its caption, not as a number; a grouped list
 * shows them under their own group.
 */
export function withRetiredCodes(
  items: LookupItem[],
  schemaItems: readonly LookupItem[],
  codes: readonly unknown[],
): LookupItem[] {
  if (items.length === 0) return items;
  const retired = codes.flatMap((code) =>
    items.some((item) => sameCode(item.code, code)) ? [] : schemaItems.filter((item) => sameCode(item.code, code)),
  );
  if (retired.length === 0) return items;
  const grouped = items.some((item) => item.group !== undefined);
  return [...items, ...retired.map((item) => (grouped ? { ...item, group: WIDGET_TEXTS.retiredGroup } : item))];
}

/**
 * The lookup core of `lookupSelect` and `lookupMultiSelect`: the list comes from
 * `ui:options.lookup` (a metadata path, through the shared lookup cache) or, without it, from the
 * schema's `oneOf`/`enum`; a failed list is named under the field. `keepRetired` adds the stored
 * codes a fetched list no longer offers (see withRetiredCodes).
 */
export function useLookupChoices(props: WidgetProps, keepRetired: boolean): LookupChoices {
  const { value, options, schema } = props;
  const path = lookupPathOption(options.lookup);
  const remote = useLookup(path);
  const codes = storedCodes(value);
  const schemaItems = schemaLookupItems(schema, options.enumOptions);
  const items = !path ? schemaItems : keepRetired ? withRetiredCodes(remote.items, schemaItems, codes) : remote.items;
  return {
    items,
    chosen: chosenItems(items, codes),
    loading: remote.loading,
    loadingChosen: remote.loading && codes.length > 0,
    error: widgetError(props, remote.failed ? WIDGET_TEXTS.lookupFailed : undefined),
  };
}
