import { INCOMPLETE_NOTIFICATION } from '@/stores/notification-model';
/**
 * The client's catalogue of Russian texts the spec quotes (CONVENTIONS 8), word for word.
 * Validation messages live in `src/validation/messages.ts`; tests import this module
 * instead of repeating the strings.
 */
export const MESSAGES = {
  // Generic response handling (platform.md section 8).
  connectionLost: 'Потеряно соединение с сервером',
  notAuthorized: 'Не пройдена авторизация',
  noAccess: 'Нет доступа',
  defaultWarning: 'Операция не произведена из-за ошибок на сервере',
  unexpectedError: 'Произошла ошибка в работе',
  // A 429 whose body said nothing (a proxy's): ours says when to try again.
  tooManyRequests:
    'Слишком много запросов подряд. Подождите минуту и повторите попытку: введённые данные сохранятся на странице.',

  // Services (platform.md sections 5 and 8).
  incompleteNotification: INCOMPLETE_NOTIFICATION,
  notificationServiceMissing: 'Сервис нотификации не инициализирован',
  navigationServiceMissing: 'Навигационный сервис не инициализирован',
  currentUserFailed: 'Ошибка доступа к данным пользователя',

  // Sign-in callback (platform.md section 5); the cookie text is ours, the spec quotes none.
  incompleteAuthData: 'Переданы неполные данные для авторизации. Обновите страницу и попробуйте заново.',
  invalidAppState: 'Некорректное состояние приложения. Обновите страницу и попробуйте заново.',
  cookiesDisabled: 'Для входа на портал разрешите в браузере сохранение файлов cookie',

  // Impersonation (platform.md section 5).
  personIdMissing: 'Не указан ид гражданина',
  employeeIdMissing: 'Не указан ид сотрудника',
  impersonationDataMissing: 'Не указаны данные для имперсонализации',
  notImpersonated: 'Имперсонализация ранее не пройдена',

  // Profile and cabinet (platform.md sections 6 and 8).
  institutionExtractDenied: 'Для печати данной выписки необходимо быть поставщиком услуг или социальным работником',
  tourismCabinetUnavailable:
    'Личный кабинет для туроператора не доступен, т.к. выбранная организация не включена в реестр поставщиков туристических услуг - заявление на включение в настоящий момент направлено, но не утверждено',
  contactsAdded: 'Новые данные успешно добавлены',
  registryChangeSent: 'Заявление отправлено.',
  requisitesSaved: 'Реквизиты успешно обновлены',
  requisitesSaveFailed: 'Произошла ошибка при сохранении реквизитов',

  // Report jobs (platform.md sections 4 and 8).
  jobFailed: 'Задача завершена с ошибкой',
  jobAborted: 'Задача прервана',
  jobStartFailed: 'Произошла ошибка при запуске задачи',
} as const;

export type MessageKey = keyof typeof MESSAGES;
