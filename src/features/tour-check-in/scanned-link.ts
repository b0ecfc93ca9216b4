import { signedLinkPath } from '@/components/qr-scanner/scanned-link';

/** contract.tourFirstDay(YYYYMMDD), as the server signs it (server/tourism/check-in.ts). */
const PAYLOAD = /^[1-9]\d{0,9}\.\d{8}$/;

/** What the scanner says of a code that is not a tourist's check-in link of this portal. */
export const NOT_A_CHECK_IN_CODE = 'Это не QR-код прибытия туриста: попросите открыть код в договоре на тур';

/** The path of a check-in link (`/qr-check-in-tourism/{payload}/{digest}`) read from a QR code of this portal (`origin`). */
export const checkInPath = (text: string, origin: string): string | undefined =>
  signedLinkPath(text, origin, 'qr-check-in-tourism', PAYLOAD);
