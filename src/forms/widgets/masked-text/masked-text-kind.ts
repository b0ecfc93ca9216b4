/** Where a mask puts the text and the caret after an edit. */
export interface MaskedText {
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/**
 * What makes one typed-text widget (currency, number, date, time): how its text and the stored
 * value relate, when it names a mistake, and how it reads. The behaviour they share (typing, the
 * caret, the error shown once the person leaves, the read-only view) lives once in useMaskedText.
 */
export interface MaskedTextKind {
  /** The stored value as the field's text; the field follows it when the form changes the value. */
  toText(value: unknown): string;
  /** What the form stores for a text (undefined for an empty or unfinished one). */
  toValue(text: string): unknown;
  /** A mistake named at once, while the person types (a day that cannot be). */
  errorNow?(text: string): string | undefined;
  /** A mistake named once the person leaves the field, and until the text no longer has it. */
  errorOnLeave?(text: string): string | undefined;
  /** Rewrites the raw input and its caret (a date's separators); without it the text stays as typed. */
  mask?(raw: string, caret: number): MaskedText;
  /** The text the field takes when the person leaves it ('9:05' -> '09:05'); undefined keeps the text. */
  normalize?(text: string): string | undefined;
  /** How the text reads while the field has no focus ('12345,5' -> '12 345,50 р.'); undefined shows the text. */
  display?(text: string): string | undefined;
  /** What the read-only view shows for a stored value. */
  readOnlyText(value: unknown): unknown;
  /** What the empty field shows when the schema gives no placeholder. */
  placeholder?: string;
  /** The keyboard a phone opens. */
  inputMode?: 'decimal' | 'numeric';
}
