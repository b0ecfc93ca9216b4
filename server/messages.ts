/** Russian texts the server sends to people. Spec-quoted ones are word for word. */
export const MSG = {
  badRequest: 'Некорректные данные запроса',
  noAccess: 'Нет доступа',
  notAuthorized: 'Не пройдена авторизация',
  notFound: 'Нет доступа',
  serverError: 'Операция не произведена из-за ошибок на сервере',
  tooManyRequests: 'Слишком много запросов. Повторите попытку через минуту.',
  fileBannedExtension: 'Недопустимый формат файла',
  fileTooLarge: (mb: number) => `Файл превышает ${mb}MB`,
  fileBadName: 'Недопустимое имя файла',
  fileMissing: 'Файл не передан',
  fileNotFound: 'Файл не найден',
  uploadFailed: 'Ошибка загрузки',
  versionConflict:
    'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
} as const;
