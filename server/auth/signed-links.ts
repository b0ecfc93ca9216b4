/**
 * Links a QR code carries and the server signed (workflows.md sections 2 and 7): `/{prefix}/{payload}/{digest}`,
 * where the digest is HMAC-SHA256 of the payload under a key of the configuration, or one the portal
 * makes and keeps in its database (signing_keys) when none is configured. Each kind of link signs
 * under its own key and its own domain word, so a digest of one kind never passes for another.
 * The registration QR of the calendar (server/schedule/registration-qr.ts) and the tourists'
 * check-in (server/tourism/check-in.ts) sign and check their links here.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { signingKey } from '../repositories/identities.ts';

/** Characters of the digest kept (base64url of HMAC-SHA256): 192 bits. */
export const DIGEST_LENGTH = 32;
/** A digest as it stands in a link. */
export const SIGNED_DIGEST = /^[A-Za-z0-9_-]{32}$/;

/** The digest of a payload under a key, in the domain of one kind of link. */
export const digestOf = (key: string, domain: string, payload: string) =>
  createHmac('sha256', key).update(`${domain}:${payload}`).digest('base64url').slice(0, DIGEST_LENGTH);

/** Whether `digest` is the key's digest of `payload` in this domain (compared in constant time). */
export function digestMatches(key: string, domain: string, payload: string, digest: string): boolean {
  if (!SIGNED_DIGEST.test(digest)) return false;
  const expected = Buffer.from(digestOf(key, domain, payload));
  const given = Buffer.from(digest);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The key of one kind of link: the configured one, else the one the portal keeps under `purpose`
 * (made on first use, the same for every process on the database). Read once; a failed read is
 * tried again on the next call.
 */
export function linkKey(db: Db, purpose: string, configured?: string): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    key ??= signingKey(db, purpose, randomBytes(32).toString('base64url')).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
