import type { ErrorObject } from 'ajv';
import localizeRu from 'ajv-i18n/localize/ru';
import { validationMessages } from '../validation';

/** A message attached to one field, addressed by a JSON pointer into the data. */
export interface FieldMessage {
  pointer: string;
  message: string;
}

// Keywords that report a missing field; their error belongs to that field.
const MISSING_FIELD_KEYWORDS = new Set(['required', 'dependentRequired', 'dependencies']);

function limitOf(error: ErrorObject): number {
  return Number(error.params.limit);
}

/** The spec's wording for an error, or undefined to keep ajv-i18n's Russian text. */
function specMessage(error: ErrorObject): string | undefined {
  // Our keywords carry their checker's message in params (standard ajv keywords never do); reading
  // it here, not the keyword list, keeps ajv's compiler out of the browser bundle.
  if (typeof error.params.message === 'string') return error.params.message;
  if (MISSING_FIELD_KEYWORDS.has(error.keyword)) return validationMessages.required;
  switch (error.keyword) {
    case 'maxLength':
      return validationMessages.maxLength(limitOf(error));
    case 'maxItems':
      return validationMessages.maxFiles(limitOf(error));
    case 'minItems':
      // A list that must not be empty is a required field (platform.md section 5).
      return limitOf(error) === 1 ? validationMessages.required : undefined;
    default:
      return undefined;
  }
}

/**
 * Gives ajv errors Russian messages in place and returns them: ajv-i18n's Russian first, then
 * the spec's wording for required, maxLength ('Максимальное кол-во символов: N') and maxItems
 * ('Максимальное кол-во файлов: N'); custom keywords keep their checker's message.
 * Fits rjsf validator-ajv8's `localizer` argument.
 */
export function localizeErrors<T extends ErrorObject[] | null | undefined>(errors: T): T {
  if (errors === null || errors === undefined || errors.length === 0) return errors;
  localizeRu(errors);
  for (const error of errors) {
    const message = specMessage(error);
    if (message !== undefined) error.message = message;
  }
  return errors;
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointer of the field an error belongs to; a missing field's own pointer for `required`. */
export function errorPointer(error: ErrorObject): string {
  const missing: unknown = error.params.missingProperty;
  if (MISSING_FIELD_KEYWORDS.has(error.keyword) && typeof missing === 'string') {
    return `${error.instancePath}/${escapePointerToken(missing)}`;
  }
  return error.instancePath;
}

/** Field pointer and Russian message of each error; the errors themselves are left untouched. */
export function errorsToMessages(errors: readonly ErrorObject[] | null | undefined): FieldMessage[] {
  if (errors === null || errors === undefined) return [];
  // An `if` error only says "the then-branch failed"; that branch's own errors name the fields.
  const copies = localizeErrors(errors.filter((error) => error.keyword !== 'if').map((error) => ({ ...error })));
  return copies.map((error) => ({ pointer: errorPointer(error), message: error.message ?? '' }));
}
