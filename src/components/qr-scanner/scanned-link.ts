/** base64url of a link's signature, 32 characters (server/auth/signed-links.ts). */
export const SIGNED_DIGEST = /^[A-Za-z0-9_-]{32}$/;

/**
 * The path of a signed link of this portal (`/{page}/{payload}/{digest}`) read from a QR code, when
 * the code holds such a link of this portal (`origin`, e.g. `https://portal.example`) whose payload
 * has the page's shape; undefined for anything else: another site, another page of the portal, a
 * changed shape, plain text. The server still checks the signature when the page opens.
 */
export function signedLinkPath(text: string, origin: string, page: string, payload: RegExp): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.search || url.hash || url.username || url.password) return undefined;
  const parts = url.pathname.split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== page) return undefined;
  const [, , given, digest] = parts;
  return payload.test(given) && SIGNED_DIGEST.test(digest) ? `/${page}/${given}/${digest}` : undefined;
}
