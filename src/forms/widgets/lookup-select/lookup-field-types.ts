import type { LookupItem } from '@/forms/lookup-cache';

type Code = LookupItem['code'];

/** What every lookup field takes, one code or several. */
interface LookupFieldCommonProps {
  id: string;
  label: string;
  items: LookupItem[];
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  loading?: boolean;
  error?: string;
}

/** One code chosen from a code/caption list, typed to filter. */
export interface LookupFieldProps extends LookupFieldCommonProps {
  /** The chosen code, or undefined. */
  value: unknown;
  onChange: (code: Code | undefined) => void;
  /** Server-side search: each typed text is passed on and the list is not filtered here. */
  onSearch?: (text: string) => void;
  /** How an entry reads; the caption by default. */
  optionLabel?: (item: LookupItem) => string;
}

/** Several codes chosen from a code/caption list. */
export interface LookupMultiFieldProps extends LookupFieldCommonProps {
  /** The chosen entries, in the order chosen. */
  chosen: LookupItem[];
  onChange: (codes: Code[]) => void;
}

/**
 * What the light stand-in hands the real Autocomplete when it takes its place: the text in the box
 * (with what the person typed while the code was downloading), where the caret or selection was,
 * and whether the list was asked for.
 */
export interface Handoff {
  text: string;
  selection: readonly [start: number, end: number];
  open: boolean;
}
