/** 'Обязательное поле' (platform.md section 5). */
export const REQUIRED = 'Обязательное поле';
const SPACES = /[\s\u00a0\u202f]+/g;
const SUFFIX = /(?:руб\.?|р\.?|₽)$/i;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/** Reads an amount field ('18 000', '12345,5 р.'): the value, or the message under the field. */
export function readAmount(text: string, required: boolean): { value?: number; error?: string } {
  const compact = text.replace(SPACES, '').replace(SUFFIX, '');
  if (compact === '') return required ? { error: REQUIRED } : {};
  if (compact.startsWith('-')) return { error: 'Сумма не может быть отрицательной' };
  if (!AMOUNT.test(compact)) return { error: 'Введите сумму в рублях, например 12 345,50' };
  return { value: Number(compact.replace(',', '.')) };
}
