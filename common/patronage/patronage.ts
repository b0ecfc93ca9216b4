/**
 * Patronage (workflows.md section 7): the chat of a family under patronage with its specialist,
 * the specialist's card, the patronage record and the family's feedback. Two kinds of feedback:
 * - a comment (POST /patronage/feedback): the family's word on the patronage at any time, without
 *   a mark, read by the institution;
 * - a rating of the period (POST /patronage/patronage-feedback): a mark 1-5 of the specialist's
 *   work in the current month with an optional comment, one per month (a second replaces the first).
 */

export const MAX_FEEDBACK_LENGTH = 2000;

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
