/**
 * The catalogue of Russian validation messages (CONVENTIONS 8).
 *
 * Texts quoted by the spec (platform.md section 5) are copied word for word; the others
 * (INN, KPP, OGRN, passport and similar formats the spec names without a message) are ours.
 * Tests import this module instead of repeating the strings.
 */
export const validationMessages = {
  required: 'Обязательное поле',
  maxLength: (limit: number): string => `Максимальное кол-во символов: ${limit}`,
  maxFiles: (limit: number): string => `Максимальное кол-во файлов: ${limit}`,

  snilsFormat: "Некорректный формат. СНИЛС должен состоять из 11 цифр (могут быть разделены символом '-')",
  snilsChecksum: 'Некорректный формат. В СНИЛС не совпадает контрольная сумма.',
  snilsBelow1000: 'Запрещено внесение СНИЛС со значениями меньше 1000',

  innPersonFormat: 'ИНН должен состоять из 12 цифр',
  innLegalFormat: 'ИНН должен состоять из 10 или 12 цифр',
  innChecksum: 'Некорректный ИНН: не совпадают контрольные цифры',
  kppFormat: 'КПП должен состоять из 9 символов: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  ogrnFormat: 'ОГРН должен состоять из 13 цифр',
  ogrnChecksum: 'Некорректный ОГРН: не совпадает контрольная цифра',
  ogrnipFormat: 'ОГРНИП должен состоять из 15 цифр',
  ogrnipChecksum: 'Некорректный ОГРНИП: не совпадает контрольная цифра',

  passport: 'Серия и номер паспорта: 4 цифры, пробел, 6 цифр (например, 1234 567890)',
  departmentCode: 'Код подразделения в формате 123-456',
  documentNumber: 'Номер документа должен состоять из цифр (не более 12)',
  policyNumber: 'Номер полиса должен состоять из 16 цифр',
  docSeries: 'Неизвестный формат серии документа',

  digits: 'Допустимы только цифры',
  float: 'Введите число (дробная часть через точку или запятую)',
  personName: 'Допустимы только русские буквы, пробел и дефис (от 2 до 50 символов)',
  phone: 'Номер телефона должен начинаться с +7 или 8 и содержать 11 цифр',
  email: 'Некорректный адрес электронной почты',
  time: 'Некорректное значение времени',
  unstorableText: 'текст содержит недопустимый символ (нулевой или одиночный суррогатный)',
  unsafeNumber: 'число вне допустимого диапазона',
  tooDeep: (limit: number): string => `слишком глубокая вложенность данных (больше ${limit} уровней)`,

  fileExtension: 'Недопустимый формат файла',
  fileName: 'Недопустимое имя файла',
  fileNameTooLong: (limit: number): string => `Имя файла длиннее ${limit} символов`,
  fileEmpty: 'Файл пустой',
  fileTooLarge: (limitMb: number): string => `Файл превышает ${limitMb}MB`,
  fileCountExceeded: (limit: number): string => `Превышено максимальное кол-во файлов: ${limit}`,
  uploadFailed: 'Ошибка загрузки',
} as const;

/** Shown when a file upload fails (platform.md section 5, files). */
export const UPLOAD_FAILED_MESSAGE = validationMessages.uploadFailed;
