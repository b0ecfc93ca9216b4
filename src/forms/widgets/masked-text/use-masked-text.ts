import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from '@rjsf/utils';
import { focusLeaves, useWidgetError } from '../field-error';
import { useFollowedText } from '../use-followed-text';
import type { MaskedTextKind } from './masked-text-kind';

/** A typed-text field's state and handlers, as useMaskedText gives them to MaskedTextInput. */
export type MaskedTextField = ReturnType<typeof useMaskedText>;

/**
 * The behaviour every typed-text widget shares: the text follows the stored value only when the
 * form changes it; each edit goes through the kind's mask (the caret kept after the same digit)
 * and stores the kind's value; a mistake the kind names on leaving shows once the focus leaves the
 * field (not for moving between its own buttons) and until the text is put right; on leaving, the
 * text is normalised; a kind that reads differently away from focus swaps its text on focus.
 */
export function useMaskedText(props: WidgetProps, kind: MaskedTextKind) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { text, setText, edit } = useFollowedText(value, kind.toText);
  const [left, setLeft] = useState(false);
  const [focused, setFocused] = useState(false);
  // Where the caret goes after the mask has rewritten the text (a new object each time, so it is set even for the same place).
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret && element && element === element.ownerDocument.activeElement)
      element.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const leaveError = kind.errorOnLeave?.(text);
  const error = useWidgetError(props, kind.errorNow?.(text) ?? (left ? leaveError : undefined));

  /** Shows `next` as the person's text and stores its value. */
  const enter = (next: string) => {
    const stored = kind.toValue(next);
    edit(next, stored);
    if (kind.errorOnLeave?.(next) === undefined) setLeft(false);
    onChange(stored);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value: raw, selectionStart } = event.target;
    if (!kind.mask) return enter(raw);
    const masked = kind.mask(raw, selectionStart ?? raw.length);
    // Delete just before a separator removes nothing the mask keeps: the caret steps over it instead.
    const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward' && masked.text === text;
    setCaret({ at: forward ? Math.min(masked.caret + 1, text.length) : masked.caret });
    // A character the mask drops (a letter) changes nothing; the render puts the caret back.
    if (masked.text !== text) enter(masked.text);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (kind.display) {
      // The field swaps its display ('12 345,50 р.') for the text ('12345,5') at once, so a selection
      // made right after focusing (select all, then type) applies to the new text, and text that was
      // wholly selected (reached with Tab) stays wholly selected: typing replaces it.
      const element = event.target;
      const wholeSelected =
        element.value !== '' && element.selectionStart === 0 && element.selectionEnd === element.value.length;
      flushSync(() => setFocused(true));
      if (wholeSelected) element.select();
    }
    onFocus(id, value);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the text and the field's own buttons is not leaving the field.
    if (!focusLeaves(event)) return;
    setFocused(false);
    setLeft(leaveError !== undefined);
    const normal = kind.normalize?.(text);
    if (normal !== undefined && normal !== text) setText(normal);
    onBlur(id, kind.toValue(text));
  };

  const shown = focused ? text : (kind.display?.(text) ?? text);

  return {
    text,
    shown,
    error,
    input,
    enter,
    handleChange,
    handleFocus,
    handleBlur,
    /** Puts the focus back in the text (after a button of the field took it). */
    focus: () => input.current?.focus(),
  };
}
