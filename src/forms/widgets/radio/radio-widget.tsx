import { MuiRadioWidget } from '../mui/radio';
import type { WidgetProps } from '@rjsf/utils';

/**
 * `radio`: the MUI theme's radio group, named by its label. The theme's label is a `<label for>`
 * pointing at the group's `div`, which names nothing, so a screen reader heard only «группа» and
 * the choices; the group now carries the label itself (WCAG 1.3.1, 4.1.2).
 */
export function RadioWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as Record<string, unknown>;
  const named = typeof props.label === 'string' && props.label !== '' ? { ...mui, 'aria-label': props.label } : mui;
  return <MuiRadioWidget {...props} options={{ ...props.options, mui: named }} />;
}
