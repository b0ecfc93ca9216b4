import { describe, expect, it } from 'vitest';
import { checkInPath } from '@/features/tour-check-in/scanned-link';

const ORIGIN = 'https://soc.yanao.example';
const PATH = '/qr-check-in-tourism/3004.20261207/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('checkInPath', () => {
  it('accepts a check-in link of this portal and gives its path', () => {
    expect(checkInPath(`${ORIGIN}${PATH}`, ORIGIN)).toBe(PATH);
    expect(checkInPath(` ${ORIGIN}${PATH}\n`, ORIGIN)).toBe(PATH);
  });

  it('refuses another site, another page, a registration code and changed shapes', () => {
    expect(checkInPath(`https://evil.example${PATH}`, ORIGIN)).toBeUndefined();
    expect(
      checkInPath(`${ORIGIN}/qr/5.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9`, ORIGIN),
    ).toBeUndefined();
    expect(checkInPath(`${ORIGIN}${PATH}?next=/admin`, ORIGIN)).toBeUndefined();
    expect(checkInPath(`${ORIGIN}/qr-check-in-tourism/3004/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9`, ORIGIN)).toBeUndefined();
    expect(checkInPath(`${ORIGIN}/qr-check-in-tourism/3004.20261207/short`, ORIGIN)).toBeUndefined();
    expect(checkInPath('Соколова И. В., экскурсия', ORIGIN)).toBeUndefined();
  });
});
