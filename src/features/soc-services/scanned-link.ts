/** institution.service.person.validUntil(YYYYMMDD).nonce, as the server signs it. */
const PAYLOAD = /^[1-9]\d{0,9}\.[1-9]\d{0,9}\.[1-9]\d{0,9}\.\d{8}\.[a-z0-9]{8}$/;
/** base64url of the signature, 32 characters. */
const DIGEST = /^[A-Za-z0-9_-]{32}$/;

/** What the scanner says of a code that is not a registration link of this portal. */
export const NOT_A_REGISTRATION_CODE = 'Это не QR-код записи портала';

/**
 * The path of a registration link (`/qr/{payload}/{digest}`) read from a QR code, when the code
 * holds a link of this portal (`origin`, e.g. `https://portal.example`); undefined for anything
 * else: another site, another page of the portal, a changed shape, plain text. The server still
 * checks the signature when the page opens.
 */
export function registrationPath(text: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.search || url.hash || url.username || url.password) return undefined;
  const parts = url.pathname.split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== 'qr') return undefined;
  const [, , payload, digest] = parts;
  return PAYLOAD.test(payload) && DIGEST.test(digest) ? `/qr/${payload}/${digest}` : undefined;
}
