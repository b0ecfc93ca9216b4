import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { widgetProps } from '@/forms/widgets/widget-fixture';

function Harness({ widget: Widget, ...props }: WidgetProps & { widget: ComponentType<WidgetProps> }) {
  const [value, setValue] = useState<unknown>(props.value);
  return (
    <Widget
      {...props}
      value={value}
      onChange={(next: unknown) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Renders a widget that keeps its value as a form would; the returned spies see every call. */
export function renderWidget(widget: ComponentType<WidgetProps>, overrides: Partial<WidgetProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const props = widgetProps({ onChange, onBlur, ...overrides });
  const view = render(<Harness widget={widget} {...props} />);
  return { ...view, onChange, onBlur, props };
}

/** The control is marked invalid and its accessible description is the error text. */
export function expectErrorOn(control: HTMLElement, message: string): void {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const errorId = control.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(errorId)).toHaveTextContent(message);
}
