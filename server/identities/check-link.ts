import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { identityCheckPath, type IdentityKind } from '../../common/identities/identity-kinds.ts';

/**
 * The link an identity's QR code holds: /qr-…/{payload}/{digest}. The payload names the identity
 * (its id); the digest is an HMAC-SHA256 of the kind and the payload under the server's key, so a
 * link cannot be made up or altered (another id, another kind) without the key: such a link finds
 * nothing. A link never expires: the check itself says whether the identity still is valid.
 */

/** Characters of the digest kept (base64url of HMAC-SHA256): 192 bits. */
const DIGEST_LENGTH = 32;
const PAYLOAD = /^[1-9]\d{0,9}$/;

/** A new random key (256 bits, base64url). */
export const newLinkKey = (): string => randomBytes(32).toString('base64url');

const digestOf = (key: string, kind: IdentityKind, payload: string): string =>
  createHmac('sha256', key).update(`identity:${kind}:${payload}`).digest('base64url').slice(0, DIGEST_LENGTH);

/** The payload and digest of an identity's check link. */
export function signIdentityLink(key: string, kind: IdentityKind, id: number): { payload: string; digest: string } {
  if (!Number.isInteger(id) || id < 1) throw new Error(`Bad identity id ${id}`);
  const payload = String(id);
  return { payload, digest: digestOf(key, kind, payload) };
}

/** The path of an identity's check link (the QR code prefixes the portal's address). */
export function identityLinkPath(key: string, kind: IdentityKind, id: number): string {
  const { payload, digest } = signIdentityLink(key, kind, id);
  return identityCheckPath(kind, payload, digest);
}

/** The identity's id a link names when its digest is the key's for this kind; undefined for any other link. */
export function verifyIdentityLink(
  key: string,
  kind: IdentityKind,
  payload: string,
  digest: string,
): number | undefined {
  if (!PAYLOAD.test(payload) || digest.length !== DIGEST_LENGTH) return undefined;
  const expected = Buffer.from(digestOf(key, kind, payload));
  const given = Buffer.from(digest);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const id = Number(payload);
  return id <= 2147483647 ? id : undefined;
}
