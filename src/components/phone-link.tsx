import Link from '@mui/material/Link';
import { formatPhone, normalizePhone } from '@common/validation/phone';

/** A tel: address of a number as people write it: '8 800 200-18-89' -> 'tel:+78002001889'. */
export const phoneHref = (phone: string) => `tel:${normalizePhone(phone.trim()).replace(/[^\d+]/g, '')}`;

/** A phone number a person can tap to call, written the way every card writes a phone (formatPhone). */
export function PhoneLink({ phone }: { phone: string }) {
  return <Link href={phoneHref(phone)}>{formatPhone(phone)}</Link>;
}
