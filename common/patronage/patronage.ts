/**
 * Patronage (workflows.md section 7): the chat of a family under patronage with its specialist,
 * the specialist's card, the patronage record and the family's feedback. Two kinds of feedback:
 * - a comment (POST /patronage/feedback): the family's word on the patronage at any time, without
 *   a mark, read by the institution;
 * - a rating of the period (POST /patronage/patronage-feedback): a mark 1-5 of the specialist's
 *   work in the current month with an optional comment, one per month (a second replaces the first).
 */

export const MAX_FEEDBACK_LENGTH = 2000;
/** How many of the family's last words the patronage's card shows. */
export const FEEDBACK_SHOWN = 20;
/** The longest search over the specialist's families. */
export const MAX_FAMILY_SEARCH = 100;

/** The month a rating is for, as stored: the first day of `today`'s month ('2026-12-07' -> '2026-12-01'). */
export const ratingPeriod = (today: string): string => `${today.slice(0, 7)}-01`;

export const PATRONAGE_MSG = {
  notFound: 'Патронаж не найден или недоступен',
  none: 'Патронаж не оформлен: его назначает центр социального обслуживания',
  noSide: 'Раздел «Патронаж» доступен семье под патронажем и специалисту по социальной работе',
  familyOnly: 'Отзыв о патронаже оставляет семья',
  feedbackEmpty: 'Напишите отзыв',
  feedbackTooLong: `Отзыв длиннее ${MAX_FEEDBACK_LENGTH} символов: сократите его`,
  badRating: 'Поставьте оценку от 1 до 5',
  feedbackSent: 'Спасибо! Отзыв отправлен',
  ratingSent: 'Спасибо! Оценка сохранена',
  fileNeeded: 'Выберите файл',
} as const;
