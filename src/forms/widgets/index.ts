import { AddressWidget } from './address/address-widget';
import { CurrencyWidget } from './currency/currency-widget';
import { FileListWidget } from './file-list/file-list-widget';
import { FileUploadWidget } from './file-upload/file-upload-widget';
import { FloatWidget } from './float-ru/float-widget';
import { LookupMultiSelectWidget } from './lookup-multi-select/lookup-multi-select-widget';
import { LookupSelectWidget } from './lookup-select/lookup-select-widget';
import { DateWidget } from './ru-date/date-widget';
import { DateTimeWidget } from './ru-date-time/date-time-widget';
import { ScoreScaleWidget } from './score-scale/score-scale-widget';
import { SignaturePadWidget } from './signature-pad/signature-pad-widget';
import { TimeWidget } from './time-hm/time-widget';

/* Forms get their widgets through loadFormKit (./registry), one block's at a time; these exports are for tests and stories. */
export { AddressField } from './address/address-field';
export { readOnlyText } from './read-only-text';
export { WIDGET_TEXTS } from './widget-texts';
export { errorTextId } from './field-error';
export { formatCurrency, parseMoney } from './currency/money';
export { pluralPoints } from './score-scale/plural-points';
export { shortenFileName } from './file-list/shorten-file-name';
export { uploadFile, fileDownloadUrl, type StoredFile, type UploadedFile } from './file-upload/upload-file';
export type { AddressValue } from './address/address-value';
export {
  AddressWidget,
  CurrencyWidget,
  DateTimeWidget,
  DateWidget,
  FileListWidget,
  FileUploadWidget,
  FloatWidget,
  LookupMultiSelectWidget,
  LookupSelectWidget,
  ScoreScaleWidget,
  SignaturePadWidget,
  TimeWidget,
};
