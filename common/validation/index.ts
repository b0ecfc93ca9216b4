/**
 * Framework-free field validation shared by the browser forms and the server.
 * Every check takes the raw text a person typed and returns undefined when it is valid,
 * else the Russian message; empty values are valid for format checks (see checkRequired).
 */
export { validationMessages, UPLOAD_FAILED_MESSAGE } from './messages';
export type { RawValue } from './raw-value';
export { checkSnils, normalizeSnils, snilsCheckNumber, type SnilsOptions } from './snils';
export { checkInnPerson, checkInnLegal, innPersonControl, innLegalControl } from './inn';
export { checkKpp } from './kpp';
export { checkOgrn, checkOgrnip, ogrnControl, ogrnipControl } from './ogrn';
export { checkPassport, checkDepartmentCode, checkDocumentNumber, checkPolicyNumber } from './documents';
export { checkDocSeries } from './doc-series';
export { checkPersonName } from './person-name';
export { checkDigits, checkFloat } from './numbers';
export { checkPhone, normalizePhone, formatPhone } from './phone';
export { checkEmail } from './email';
export { hasUnstorableCharacter, findInputProblem, MAX_INPUT_DEPTH, type InputProblem } from './storable-text';
export { checkTime, parseTime } from './time';
export { schemaFormats, isIsoDate, compareIsoDates, SCHEMA_FORMAT_NAMES } from './formats';
export { checkRequired, checkMaxLength, checkMaxFiles, type RequiredOptions } from './required';
export {
  checkFile,
  checkFileName,
  kindOfContent,
  isServedFileType,
  ACCEPTED_FILE_KINDS,
  MAX_FILE_NAME_LENGTH,
  type FileKind,
  checkFileCount,
  dedupeFilesByName,
  DEFAULT_MAX_FILE_SIZE_MB,
  BANNED_EXTENSIONS,
  type FileLike,
  type FileSettings,
} from './files';
export {
  checkRequisites,
  REQUISITES_FIELDS,
  type RequisitesField,
  type RequisitesValues,
  type RequisitesErrors,
} from './requisites';
