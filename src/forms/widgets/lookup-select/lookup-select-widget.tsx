import type { WidgetProps } from '@rjsf/utils';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { LookupField } from './lookup-field';
import { lookupPathOption, sameCode, schemaLookupItems } from './lookup-options';
import { useLookup } from './use-lookup';

/**
 * `lookupSelect`: one code from a list fetched from `ui:options.lookup` (a metadata path, e.g.
 * 'public/metadata/regions' -> GET /api/public/metadata/regions, through the shared lookup
 * cache) or, without it, from the schema's `oneOf`/`enum`. Stores the code; cleared stores undefined.
 */
export function LookupSelectWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, options, schema, autofocus } = props;
  const path = lookupPathOption(options.lookup);
  const remote = useLookup(path);
  const items = path ? remote.items : schemaLookupItems(schema, options.enumOptions);
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
