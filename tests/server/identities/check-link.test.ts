import { describe, expect, it } from 'vitest';
import {
  identityLinkPath,
  newLinkKey,
  signIdentityLink,
  verifyIdentityLink,
} from '../../../server/identities/check-link.ts';

const KEY = newLinkKey();

describe('identity check links (QR codes)', () => {
  it('name the identity and verify under the key that signed them', () => {
    const { payload, digest } = signIdentityLink(KEY, 'large-family', 42);
    expect(payload).toBe('42');
    expect(digest).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(verifyIdentityLink(KEY, 'large-family', payload, digest)).toBe(42);
    expect(identityLinkPath(KEY, 'labor-veteran', 7)).toMatch(/^\/qr-flb\/7\/[A-Za-z0-9_-]{32}$/);
    expect(identityLinkPath(KEY, 'large-family', 7)).toMatch(/^\/qr-identity-large-family\/7\//);
  });

  it('refuse a link whose digest, payload or kind was altered, or that another key signed', () => {
    const { payload, digest } = signIdentityLink(KEY, 'large-family', 42);
    const flipped = (digest[0] === 'A' ? 'B' : 'A') + digest.slice(1);
    expect(verifyIdentityLink(KEY, 'large-family', payload, flipped)).toBeUndefined();
    expect(verifyIdentityLink(KEY, 'large-family', '43', digest)).toBeUndefined();
    expect(verifyIdentityLink(KEY, 'labor-veteran', payload, digest)).toBeUndefined();
    expect(verifyIdentityLink(newLinkKey(), 'large-family', payload, digest)).toBeUndefined();
    expect(verifyIdentityLink(KEY, 'large-family', payload, digest.slice(0, 20))).toBeUndefined();
  });

  it('refuse a payload that is no identity id, signed or not', () => {
    for (const payload of ['0', '042', '-1', '1.5', 'abc', '99999999999', ''])
      expect(verifyIdentityLink(KEY, 'large-family', payload, 'x'.repeat(32))).toBeUndefined();
    expect(() => signIdentityLink(KEY, 'large-family', 0)).toThrow();
  });

  it('give one identity the same link every time: a printed QR code stays valid', () => {
    expect(signIdentityLink(KEY, 'labor-veteran', 5)).toEqual(signIdentityLink(KEY, 'labor-veteran', 5));
    expect(signIdentityLink(KEY, 'labor-veteran', 5).digest).not.toBe(signIdentityLink(KEY, 'labor-veteran', 6).digest);
  });
});
