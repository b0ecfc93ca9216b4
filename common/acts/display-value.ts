import type { ActSchema, UiSchemaObject } from './act-schema';
import { showValue, shownText } from './display/show-value';

export { EMPTY_VALUE, ruDate, ruDateTime, ruMoney, ruSnils } from './display/format';
export { resolveNode } from './display/show-value';

/**
 * A value as one line of text a person reads in a table cell or a caption: choices' titles,
 * dd.mm.yyyy, 'Да'/'Нет', money with 'р.' when the UI schema says `currency`. Richer views
 * (review, signed act, PDF) use `showAct`/`showValue` of ./display/show-value.
 */
export function displayValue(
  root: ActSchema,
  node: unknown,
  value: unknown,
  ui?: UiSchemaObject,
  captions?: Readonly<Record<string, string>>,
  pointer = '',
): string {
  return shownText(showValue({ schema: root, captions }, node, ui, value, pointer));
}
