import { describe, expect, it } from 'vitest';
import { contactsText } from '@/components/contacts-text';

describe('contacts on one line of a card', () => {
  it('writes the phone by the one formatter, then the e-mail; nothing known is null', () => {
    expect(contactsText('+79225554433', 'm.ivanova@mail.ru')).toBe('+7 (922) 555-44-33, m.ivanova@mail.ru');
    expect(contactsText('+73492241234', null)).toBe('+7 (34922) 4-12-34');
    expect(contactsText(null, 'info@sev-zabota.ru')).toBe('info@sev-zabota.ru');
    expect(contactsText(null, null)).toBeNull();
    expect(contactsText('', ' ')).toBeNull();
  });
});
