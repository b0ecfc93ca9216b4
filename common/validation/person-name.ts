import { validationMessages } from './messages';
import { filledText, type RawValue } from './raw-value';

/** Russian letters (with ё/Ё), space and hyphen, 2 to 50 characters. */
const PERSON_NAME = /^[А-Яа-яЁё -]{2,50}$/;

/** Checks a surname, first name or patronymic: Russian letters, space, hyphen, 2 to 50 characters. */
export function checkPersonName(value: RawValue): string | undefined {
  const text = filledText(value);
  if (text === undefined) return undefined;
  return PERSON_NAME.test(text) ? undefined : validationMessages.personName;
}
