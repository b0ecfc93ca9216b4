import type { WidgetProps } from '@rjsf/utils';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { LookupMultiField } from '../lookup-select/lookup-field';
import { useLookupChoices } from '../lookup-select/lookup-core';

/**
 * `lookupMultiSelect`: several codes from the same kinds of lists as `lookupSelect`
 * (`ui:options.lookup`, else the schema's items `oneOf`/`enum`). Stores an array of codes,
 * an empty array when nothing is chosen.
 */
export function LookupMultiSelectWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, autofocus } = props;
  const { items, chosen, loading, loadingChosen, error } = useLookupChoices(props, false);

  if (readonly) {
    const text = loadingChosen ? WIDGET_TEXTS.loading : chosen.map((item) => item.caption);
    return <ReadOnlyField id={id} label={label} text={text} error={error} />;
  }

  return (
    <LookupMultiField
      id={id}
      label={label}
      items={items}
      chosen={chosen}
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
