import type { WidgetProps } from '@rjsf/utils';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { LookupField } from './lookup-field';
import { useLookupChoices } from './lookup-core';

/**
 * `lookupSelect`: one code from a list fetched from `ui:options.lookup` (a metadata path, e.g.
 * 'public/metadata/regions' -> GET /api/public/metadata/regions, through the shared lookup
 * cache) or, without it, from the schema's `oneOf`/`enum`. Entries with a `group` are shown grouped
 * under their kinds and searched by caption and kind. Stores the code; cleared stores undefined.
 * A retired code the schema still names reads as its caption (see useLookupChoices).
 */
export function LookupSelectWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, autofocus } = props;
  const { items, chosen, loading, loadingChosen, error } = useLookupChoices(props, true);

  if (readonly) {
    const text = chosen[0]?.caption ?? (loadingChosen ? WIDGET_TEXTS.loading : value);
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
      loading={loading}
      error={error}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
    />
  );
}
