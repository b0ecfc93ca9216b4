import { formatPhone } from '@common/validation/phone';

/**
 * A phone and an e-mail on one line of a card: '+7 (922) 555-44-33, m.ivanova@mail.ru', the phone
 * written by the one phone formatter; null when neither is known (the card then skips or empties the row).
 */
export function contactsText(phone: string | null | undefined, email: string | null | undefined): string | null {
  const text = [formatPhone(phone), email?.trim()].filter(Boolean).join(', ');
  return text || null;
}
