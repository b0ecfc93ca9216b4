import { useState, type ComponentType } from 'react';
import type { Registry, WidgetProps } from '@rjsf/utils';

/**
 * Props of a widget outside a form, for stories and tests: what rjsf would pass, with handlers
 * that do nothing. The registry is empty: the portal's widgets do not read it.
 */
export function widgetProps(overrides: Partial<WidgetProps> = {}): WidgetProps {
  const noop = () => undefined;
  return {
    id: 'root_field',
    name: 'field',
    label: 'Поле',
    value: undefined,
    schema: { type: 'string' },
    uiSchema: {},
    options: {},
    registry: {} as Registry,
    required: false,
    disabled: false,
    readonly: false,
    rawErrors: [],
    onChange: noop,
    onBlur: noop,
    onFocus: noop,
    ...overrides,
  };
}

/** A widget that keeps its own value, as a form would, so a story can be played with. */
export function StatefulWidget({ widget: Widget, ...props }: WidgetProps & { widget: ComponentType<WidgetProps> }) {
  const [value, setValue] = useState<unknown>(props.value);
  return <Widget {...props} value={value} onChange={(next: unknown) => setValue(next)} />;
}
