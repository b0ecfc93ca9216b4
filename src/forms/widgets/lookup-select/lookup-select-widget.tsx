import type { WidgetProps } from '@rjsf/utils';
import type { LookupItem } from '@/forms/lookup-cache';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { LookupField } from './lookup-field';
import { lookupPathOption, sameCode, schemaLookupItems } from './lookup-options';
import { useLookup } from './use-lookup';

/**
 * The fetched list, and the stored code when the list no longer offers it but the schema still
 * names it (an old act's retired entry), so the old value reads as its caption, not as a number.
 */
function withStoredCode(items: LookupItem[], schemaItems: LookupItem[], value: unknown): LookupItem[] {
  if (items.length === 0 || items.some((item) => sameCode(item.code, value))) return items;
  const stored = schemaItems.find((item) => sameCode(item.code, value));
  if (!stored) return items;
  return [
    ...items,
    items.some((item) => item.group !== undefined) ? { ...stored, group: WIDGET_TEXTS.retiredGroup } : stored,
  ];
}

/**
 * `lookupSelect`: one code from a list fetched from `ui:options.lookup` (a metadata path, e.g.
 * 'public/metadata/regions' -> GET /api/public/metadata/regions, through the shared lookup
 * cache) or, without it, from the schema's `oneOf`/`enum`. Entries with a `group` are shown grouped
 * under their kinds and searched by caption and kind. Stores the code; cleared stores undefined.
 */
export function LookupSelectWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, options, schema, autofocus } = props;
  const path = lookupPathOption(options.lookup);
  const remote = useLookup(path);
  const items = path
    ? withStoredCode(remote.items, schemaLookupItems(schema, options.enumOptions), value)
    : schemaLookupItems(schema, options.enumOptions);
  const error = widgetError(props, remote.failed ? WIDGET_TEXTS.lookupFailed : undefined);

  if (readonly) {
    const chosen = items.find((item) => sameCode(item.code, value));
    const text = chosen?.caption ?? (remote.loading && value !== undefined ? WIDGET_TEXTS.loading : value);
    return <ReadOnlyField id={id} label={label} text={text} error={error} />;
  }

  return (
    <LookupField
      id={id}
      label={label}
      items={items}
      value={value}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      loading={remote.loading}
      error={error}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
    />
  );
}
