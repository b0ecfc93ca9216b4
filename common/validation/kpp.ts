import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** Four digits (tax office), two digits or capital Latin letters (reason), three digits. */
const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;

/** Checks a KPP: 9 characters, the 5th and 6th may be capital Latin letters A-Z. */
export function checkKpp(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return KPP_PATTERN.test(text) ? undefined : validationMessages.kppFormat;
}
