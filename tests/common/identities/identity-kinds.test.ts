import { describe, expect, it } from 'vitest';
import {
  identityCheckPath,
  identityStatus,
  memberRelationCaption,
  surnameWithInitials,
} from '../../../common/identities/identity-kinds.ts';

describe('identity status', () => {
  it('is valid through its last day, expired the day after, and valid forever without an end date', () => {
    expect(identityStatus({ validUntil: '2026-03-14', revokedOn: null }, '2026-03-14')).toBe('valid');
    expect(identityStatus({ validUntil: '2026-03-14', revokedOn: null }, '2026-03-15')).toBe('expired');
    expect(identityStatus({ validUntil: null, revokedOn: null }, '2099-01-01')).toBe('valid');
  });

  it('is revoked from the day it was withdrawn, whatever its dates', () => {
    expect(identityStatus({ validUntil: null, revokedOn: '2025-06-10' }, '2025-06-10')).toBe('revoked');
    expect(identityStatus({ validUntil: '2020-01-01', revokedOn: '2019-06-10' }, '2026-01-01')).toBe('revoked');
    expect(identityStatus({ validUntil: null, revokedOn: '2025-06-10' }, '2025-06-09')).toBe('valid');
  });
});

describe('what an identity shows', () => {
  it('shows the public check the surname with initials only', () => {
    expect(surnameWithInitials({ lastName: 'Григорьев', firstName: 'Алексей', middleName: 'Викторович' })).toBe(
      'Григорьев А. В.',
    );
    expect(surnameWithInitials({ lastName: 'Салиндер', firstName: 'алина', middleName: null })).toBe('Салиндер А.');
  });

  it('names the family members by their place and gender', () => {
    expect(memberRelationCaption('spouse', 2)).toBe('Супруга');
    expect(memberRelationCaption('child', 1)).toBe('Сын');
    expect(memberRelationCaption('child', 2)).toBe('Дочь');
  });

  it('leads the QR code to the check route of its kind', () => {
    expect(identityCheckPath('large-family', '12', 'abc')).toBe('/qr-identity-large-family/12/abc');
    expect(identityCheckPath('labor-veteran', '3', 'a-b_c')).toBe('/qr-flb/3/a-b_c');
  });
});
