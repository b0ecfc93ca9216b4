import { createContext, useContext, useEffect, type FocusEvent } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import type { WidgetProps } from '@rjsf/utils';

/**
 * The id of a widget's error text. It is MUI's helper-text id, so a TextField or a picker given
 * the same `id` points its aria-describedby at it by itself; it differs from rjsf's `__error` id,
 * which the form's own error template may use.
 */
export function errorTextId(id: string): string {
  return `${id}-helper-text`;
}

/** The error text to show under a widget: its own message first, else the form's, unless hidden. */
export function widgetError(props: Pick<WidgetProps, 'rawErrors' | 'hideError'>, own?: string): string | undefined {
  if (props.hideError) return undefined;
  if (own) return own;
  const errors = [...new Set(props.rawErrors ?? [])].filter((error) => error !== '');
  return errors.length > 0 ? errors.join('. ') : undefined;
}

/**
 * Where a widget tells its form the mistake it names itself (a date that cannot be, a date later
 * than allowed, a pad with nothing drawn): by the widget's id, undefined once the mistake is gone
 * or the widget is gone. Such a text is not the schema's: the form stores no value for it, so the
 * schema would call the field empty. The form's error summary takes the widget's text from here,
 * so the summary says what the field says.
 */
export type OwnErrorReport = (id: string, message: string | undefined) => void;

export const OwnErrorsContext = createContext<OwnErrorReport | null>(null);

/**
 * widgetError as a hook: the text under the widget, its own message first, else the form's; the
 * own message is told to the form (OwnErrorsContext), whether or not it is shown.
 */
export function useWidgetError(
  props: Pick<WidgetProps, 'id' | 'rawErrors' | 'hideError'>,
  own?: string,
): string | undefined {
  const report = useContext(OwnErrorsContext);
  const { id } = props;
  useEffect(() => {
    if (!report) return;
    report(id, own);
    return () => report(id, undefined);
  }, [report, id, own]);
  return widgetError(props, own);
}

/** Accessibility attributes of a control that has (or has not) an error text under it. */
export function errorAria(
  id: string,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorTextId(id) } : {};
}

/** The error text under a widget that is not a TextField (radio groups, files, signature); one line per message. */
export function ErrorText({ id, error }: { id: string; error: string | readonly string[] | undefined }) {
  const lines = typeof error === 'string' ? [error] : (error ?? []);
  if (lines.length === 0) return null;
  return (
    <FormHelperText id={errorTextId(id)} error component="div">
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </FormHelperText>
  );
}

/** True when focus leaves the element entirely (not when it moves between its own controls). */
export function focusLeaves(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}

/**
 * A group's legend stays readable when the group is disabled: the fieldset itself is not a
 * disabled control, so MUI's pale disabled colour would fail the contrast check on its title.
 */
export const legendSx = { '&.Mui-disabled': { color: 'text.secondary' } } as const;
