import type { WidgetProps } from '@rjsf/utils';
import type { LookupItem } from '@/forms/lookup-cache';
import { widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { LookupMultiField } from '../lookup-select/lookup-field';
import { lookupPathOption, sameCode, schemaLookupItems } from '../lookup-select/lookup-options';
import { useLookup } from '../lookup-select/use-lookup';

/** The chosen entries, in the order of the stored codes; codes not (yet) in the list are skipped. */
function chosenItems(items: LookupItem[], value: unknown): LookupItem[] {
  const codes: unknown[] = Array.isArray(value) ? value : [];
  return codes.flatMap((code) => items.filter((item) => sameCode(item.code, code)).slice(0, 1));
}

/**
 * `lookupMultiSelect`: several codes from the same kinds of lists as `lookupSelect`
 * (`ui:options.lookup`, else the schema's items `oneOf`/`enum`). Stores an array of codes,
 * an empty array when nothing is chosen.
 */
export function LookupMultiSelectWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, options, schema, autofocus } = props;
  const path = lookupPathOption(options.lookup);
  const remote = useLookup(path);
  const items = path ? remote.items : schemaLookupItems(schema, options.enumOptions);
  const selected = chosenItems(items, value);
  const error = widgetError(props, remote.failed ? WIDGET_TEXTS.lookupFailed : undefined);

  if (readonly) {
    const text =
      remote.loading && Array.isArray(value) && value.length > 0
        ? WIDGET_TEXTS.loading
        : selected.map((item) => item.caption);
    return <ReadOnlyField id={id} label={label} text={text} error={error} />;
  }

  return (
    <LookupMultiField
      id={id}
      label={label}
      items={items}
      chosen={selected}
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
