import { useState } from 'react';

const MAX_PENDING = 20;

/**
 * What a widget shows, kept apart from what the form stores: '12,5' stays as typed while the form
 * stores 12.5, and a half-typed or invalid entry stays on screen while the form stores undefined.
 *
 * The draft follows the form only when the form's value changes to something the widget did not
 * send (a reset, a loaded draft). Renders that still carry an older value, before the form has
 * taken every change in, leave the draft alone.
 */
export function useDraft<D>(
  value: unknown,
  fromValue: (value: unknown) => D,
): [D, (draft: D, stored: unknown) => void] {
  const [draft, setDraft] = useState<D>(() => fromValue(value));
  const [seen, setSeen] = useState<unknown>(value);
  // Values sent to the form that it has not shown back yet, oldest first.
  const [sent, setSent] = useState<readonly unknown[]>([]);
  if (value !== seen) {
    setSeen(value);
    if (!sent.includes(value)) {
      setDraft(fromValue(value));
      setSent([]);
    } else if (value === sent[sent.length - 1]) {
      setSent([]);
    }
  }
  /** Shows `next` and remembers that the form is about to store `stored` for it. */
  const change = (next: D, stored: unknown) => {
    setDraft(next);
    // A value the form already holds will not come back as a change; nothing to wait for.
    if (stored !== value) setSent((list) => [...list.slice(-(MAX_PENDING - 1)), stored]);
  };
  return [draft, change];
}
