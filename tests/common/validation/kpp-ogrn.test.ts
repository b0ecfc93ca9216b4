import { describe, expect, it } from 'vitest';
import {
  checkKpp,
  checkOgrn,
  checkOgrnip,
  ogrnControl,
  ogrnipControl,
  validationMessages as m,
} from '../../../common/validation';

describe('checkKpp', () => {
  it('accepts nine digits (the KPP of Sberbank, 773601001)', () => {
    expect(checkKpp('773601001')).toBeUndefined();
    expect(checkKpp('772801001')).toBeUndefined();
  });

  it('accepts capital Latin letters in the 5th and 6th places', () => {
    expect(checkKpp('7736AB001')).toBeUndefined();
    expect(checkKpp('77360Z001')).toBeUndefined();
  });

  it('refuses other lengths, letters elsewhere, lower case and Cyrillic letters', () => {
    for (const value of ['77360100', '7736010011', 'A73601001', '7736ab001', '7736АБ001', '773601O01']) {
      expect(checkKpp(value)).toBe(m.kppFormat);
    }
  });

  it('treats empty values as valid', () => {
    expect(checkKpp(' ')).toBeUndefined();
  });
});

describe('checkOgrn', () => {
  it('accepts OGRNs of real organisations', () => {
    for (const ogrn of ['1027700132195', '1027739609391', '1027700070518', '1027700067328', '1027739642281']) {
      expect(checkOgrn(ogrn)).toBeUndefined();
    }
  });

  it('refuses a wrong control digit and other lengths', () => {
    expect(checkOgrn('1027700132196')).toBe(m.ogrnChecksum);
    expect(checkOgrn('102770013219')).toBe(m.ogrnFormat);
    expect(checkOgrn('10277001321950')).toBe(m.ogrnFormat);
    expect(checkOgrn('102770013219O')).toBe(m.ogrnFormat);
  });

  it('computes the control digit exactly for 12-digit bodies beyond float precision', () => {
    expect(ogrnControl('102770013219')).toBe('5');
    expect(ogrnControl('999999999999')).toBe(String((999999999999n % 11n) % 10n));
  });

  it('treats empty values as valid', () => {
    expect(checkOgrn(undefined)).toBeUndefined();
  });
});

describe('checkOgrnip', () => {
  it('accepts valid OGRNIPs', () => {
    expect(checkOgrnip('304500116000157')).toBeUndefined();
    expect(checkOgrnip('316861700133226')).toBeUndefined();
  });

  it('refuses a wrong control digit and other lengths', () => {
    expect(checkOgrnip('304500116000158')).toBe(m.ogrnipChecksum);
    expect(checkOgrnip('1027700132195')).toBe(m.ogrnipFormat);
    expect(checkOgrnip('3045001160001570')).toBe(m.ogrnipFormat);
  });

  it('computes the control digit of a 14-digit body with BigInt precision', () => {
    expect(ogrnipControl('30450011600015')).toBe('7');
    expect(ogrnipControl('99999999999999')).toBe(String((99999999999999n % 13n) % 10n));
  });
});
