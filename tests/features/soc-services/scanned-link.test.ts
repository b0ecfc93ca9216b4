import { describe, expect, it } from 'vitest';
import { registrationPath } from '@/features/soc-services/scanned-link';

const ORIGIN = 'https://soc.yanao.example';
const PATH = '/qr/5.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('registrationPath', () => {
  it('accepts a registration link of this portal and gives its path', () => {
    expect(registrationPath(`${ORIGIN}${PATH}`, ORIGIN)).toBe(PATH);
    expect(registrationPath(`  ${ORIGIN}${PATH}\n`, ORIGIN)).toBe(PATH);
    expect(registrationPath(`http://127.0.0.1:8096${PATH}`, 'http://127.0.0.1:8096')).toBe(PATH);
  });

  it('refuses a link of another site, scheme or port', () => {
    expect(registrationPath(`https://evil.example${PATH}`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`http://soc.yanao.example${PATH}`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`https://soc.yanao.example:8443${PATH}`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`https://user:pw@soc.yanao.example${PATH}`, ORIGIN)).toBeUndefined();
  });

  it('refuses other pages of the portal and changed shapes', () => {
    expect(registrationPath(`${ORIGIN}/soc-services`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`${ORIGIN}/qr-flb/5.3.4.20261205.a1b2c3d4/x`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`${ORIGIN}${PATH}/extra`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`${ORIGIN}${PATH}?next=/admin`, ORIGIN)).toBeUndefined();
    expect(registrationPath(`${ORIGIN}${PATH}#x`, ORIGIN)).toBeUndefined();
    expect(
      registrationPath(`${ORIGIN}/qr/5.3.4.2026120.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9`, ORIGIN),
    ).toBeUndefined();
    expect(
      registrationPath(`${ORIGIN}/qr/0.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9`, ORIGIN),
    ).toBeUndefined();
    expect(
      registrationPath(`${ORIGIN}/qr/5.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_`, ORIGIN),
    ).toBeUndefined();
    expect(
      registrationPath(`${ORIGIN}/qr/5.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012+_9`, ORIGIN),
    ).toBeUndefined();
  });

  it('refuses text that is not a link', () => {
    expect(registrationPath('Кузнецова Ольга Николаевна', ORIGIN)).toBeUndefined();
    expect(registrationPath(PATH, ORIGIN)).toBeUndefined();
    expect(registrationPath('', ORIGIN)).toBeUndefined();
    expect(registrationPath(`javascript:alert(1)//${PATH}`, ORIGIN)).toBeUndefined();
  });
});
