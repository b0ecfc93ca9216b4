import { useDraft } from './use-draft';

/** The text of a typed field, kept apart from the stored value (see useDraft). */
export function useFollowedText(value: unknown, toText: (value: unknown) => string) {
  const [text, edit] = useDraft(value, toText);
  /** Shows a text that does not change what the form stores (a normalised or formatted one). */
  const setText = (next: string) => edit(next, value);
  return { text, setText, edit };
}
