/**
 * Messages between a person and the institutions that serve them (workflows.md sections 2, 3, 7):
 * the limits and the Russian texts the server answers with and the screens show.
 */

/** The longest message, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;
/** Files one message may carry. */
export const MAX_MESSAGE_FILES = 5;
/** Messages of a conversation per page: the newest first, older pages on scrolling back. */
export const MESSAGE_PAGE = 50;

export const ThreadKind = { Conversation: 1, Patronage: 2 } as const;
export type ThreadKind = (typeof ThreadKind)[keyof typeof ThreadKind];

export const MESSAGE_MSG = {
  empty: 'Напишите сообщение',
  tooLong: `Сообщение длиннее ${MAX_MESSAGE_LENGTH} символов: сократите его или отправьте частями`,
  tooManyFiles: `К сообщению можно приложить не больше ${MAX_MESSAGE_FILES} файлов`,
  fileNotYours: 'Файл не найден: загрузите его ещё раз',
  notContact: 'Переписка не найдена или недоступна',
  noSide: 'Сообщения доступны гражданину и сотрудникам учреждения в выбранной роли',
  badKey: 'Не удалось определить сообщение: обновите страницу и отправьте его ещё раз',
  sent: 'Сообщение отправлено',
  noFiles: 'К сообщению не приложены файлы',
  noticesReadOnly: 'На уведомления портала ответить нельзя: напишите учреждению, которое их прислало',
  streamOnly: 'Поток событий отдаётся только клиенту, который его запрашивает (Accept: text/event-stream)',
} as const;

/** The classes of the portal's notices (workflows.md section 9) with the words a person reads. */
/** Who sends the notices of the portal itself (a finished report), not of an institution. */
export const PORTAL_SENDER = 'Портал социальных услуг';

export const NOTICE_CLASSES = {
  notForPerson: 'Не относится к получателю',
  executed: 'Исполнено',
  reportSent: 'Отчёт отправлен',
  notValid: 'Отказано',
  accepted: 'Принято',
  dueInWeek: 'Срок — через неделю',
  expired: 'Срок истёк',
} as const;
export type NoticeClass = keyof typeof NOTICE_CLASSES;
