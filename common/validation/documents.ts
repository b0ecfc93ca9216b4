import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

function matches(pattern: RegExp, value: RawValue, message: string): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return pattern.test(text) ? undefined : message;
}

/** Checks a passport series and number: '1234 567890' (4 digits, a space, 6 digits). */
export function checkPassport(value: RawValue): string | undefined {
  return matches(/^\d{4} \d{6}$/, value, validationMessages.passport);
}

/** Checks a passport issuing department code: '123-456'. */
export function checkDepartmentCode(value: RawValue): string | undefined {
  return matches(/^\d{3}-\d{3}$/, value, validationMessages.departmentCode);
}

/** Checks a document number: digits only, at most 12 of them. */
export function checkDocumentNumber(value: RawValue): string | undefined {
  return matches(/^\d{1,12}$/, value, validationMessages.documentNumber);
}

/** Checks a compulsory medical insurance policy number: 16 digits. */
export function checkPolicyNumber(value: RawValue): string | undefined {
  return matches(/^\d{16}$/, value, validationMessages.policyNumber);
}
