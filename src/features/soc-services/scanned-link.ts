import { signedLinkPath } from '@/components/qr-scanner/scanned-link';

/** institution.service.person.validUntil(YYYYMMDD).nonce, as the server signs it. */
const PAYLOAD = /^[1-9]\d{0,9}\.[1-9]\d{0,9}\.[1-9]\d{0,9}\.\d{8}\.[a-z0-9]{8}$/;

/** What the scanner says of a code that is not a registration link of this portal. */
export const NOT_A_REGISTRATION_CODE = 'Это не QR-код записи портала';

/**
 * The path of a registration link (`/qr/{payload}/{digest}`) read from a QR code, when the code
 * holds a link of this portal (`origin`); undefined for anything else (signedLinkPath).
 */
export const registrationPath = (text: string, origin: string): string | undefined =>
  signedLinkPath(text, origin, 'qr', PAYLOAD);
