import { validationMessages } from '@common/validation';
import { dateAfterMaxText } from '@common/acts/date-limits';

/**
 * Russian texts of the form widgets (CONVENTIONS 8). 'отсутствует' and the file messages are the
 * spec's words (platform.md sections 5 and 9); the button and field captions are ours.
 * Tests import this module instead of repeating the strings.
 */
export const WIDGET_TEXTS = {
  /** How an empty value reads in a read-only view (platform.md section 9). */
  empty: 'отсутствует',

  invalidDate: 'Некорректная дата',
  dateAfterMax: dateAfterMaxText,
  /** The calendar button of a date field, in MUI X's Russian words (its `openDatePickerDialogue`), as it read before the field was ours. */
  openCalendar: (date?: string): string => (date ? `Выберите дату, выбрана дата ${date}` : 'Выберите дату'),
  time: validationMessages.time,
  float: validationMessages.float,
  money: 'Введите сумму в рублях, например 12 345,50',
  currencySuffix: 'р.',

  lookupFailed: 'Не удалось загрузить список',
  /** Under a lookup field whose list (the code that shows it, not its entries) could not be downloaded. */
  lookupFieldFailed: 'Не удалось загрузить список. Проверьте подключение к интернету и попробуйте ещё раз.',
  noOptions: 'Нет вариантов',
  /** Heading of a stored code a grouped lookup no longer offers (an old act's retired entry). */
  retiredGroup: 'Прежний перечень',
  loading: 'Загрузка…',
  open: 'Открыть',
  close: 'Закрыть',

  chooseFiles: 'Выбрать файлы',
  removeFile: (name: string): string => `Удалить файл ${name}`,
  uploading: (name: string): string => `Загружается файл ${name}`,
  /** A save button's caption while the form's files are still uploading. */
  waitForUploads: 'Дождитесь загрузки файлов',
  uploadFailed: validationMessages.uploadFailed,
  fileRefused: (name: string, reason: string): string => `${name}: ${reason}`,
  download: (name: string): string => `Скачать файл ${name}`,

  signatureCanvas: 'Поле для подписи',
  /** The pad of one signer: whose signature it is, once the name is known. */
  signatureOf: (signer?: string): string => (signer ? `Подпись: ${signer}` : 'Подпись'),
  /** The canvas of a pad, named after its pad so that two pads on a page are told apart. */
  signatureCanvasOf: (label: string): string =>
    label && label !== 'Подпись' ? `Поле для подписи (${label})` : 'Поле для подписи',
  signatureHint: 'Распишитесь мышью, пером или пальцем',
  clear: 'Очистить',
  saveSignature: 'Сохранить подпись',
  savedSignature: 'Сохранённая подпись',
  signatureEmpty: 'Сначала распишитесь в поле для подписи',
  /** The pad's keyboard way: the signer's name written into the pad instead of a drawn line. */
  signByName: 'Вписать ФИО вместо росчерка',

  region: 'Регион',
  city: 'Населённый пункт',
  street: 'Улица',
  house: 'Дом',
  building: 'Корпус',
  room: 'Квартира',
} as const;
