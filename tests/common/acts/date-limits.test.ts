import { describe, expect, it } from 'vitest';
import { dateAfterMaxText, dateLimitProblems } from '../../../common/acts/date-limits';
import type { UiSchemaObject } from '../../../common/acts/act-schema';

const ui = {
  actDate: { 'ui:widget': 'ruDate', 'ui:options': { maxDate: 'today' } },
  deadline: { 'ui:widget': 'ruDate', 'ui:options': { maxDate: '2026-12-31' } },
  person: { birthDate: { 'ui:options': { maxDate: 'today' } } },
  relatives: { items: { birthDate: { 'ui:options': { maxDate: 'today' } } } },
  plannedOn: { 'ui:widget': 'ruDate' },
} as unknown as UiSchemaObject;

// 28.11.2026 in the region (10:00 UTC is 15:00 there).
const NOW = new Date('2026-11-28T10:00:00Z');

describe('dateLimitProblems: the dates later than their field allows', () => {
  it('finds none in dates up to the limit, an empty value or a value that is no date', () => {
    expect(
      dateLimitProblems(
        ui,
        {
          actDate: '2026-11-28',
          deadline: '2026-12-31',
          person: { birthDate: '1941-01-19' },
          relatives: [{ birthDate: '2010-05-02' }, {}],
          plannedOn: '2030-01-01',
          other: 'текст',
        },
        NOW,
      ),
    ).toEqual([]);
    expect(dateLimitProblems(ui, { actDate: 'завтра', person: null }, NOW)).toEqual([]);
  });

  it('names each later date by its pointer, in a group and in a list row, with the field’s words', () => {
    expect(
      dateLimitProblems(
        ui,
        {
          actDate: '2026-11-29',
          deadline: '2027-01-01T10:00',
          person: { birthDate: '2026-12-01' },
          relatives: [{ birthDate: '2001-01-01' }, { birthDate: '2027-02-02' }],
        },
        NOW,
      ),
    ).toEqual([
      { pointer: '/actDate', message: dateAfterMaxText('28.11.2026') },
      { pointer: '/deadline', message: 'Дата не может быть позже 31.12.2026' },
      { pointer: '/person/birthDate', message: dateAfterMaxText('28.11.2026') },
      { pointer: '/relatives/1/birthDate', message: dateAfterMaxText('28.11.2026') },
    ]);
  });

  it('takes the region’s day for «today», not the server’s or the browser’s', () => {
    // 20:00 UTC on the 28th is already the 29th in the region: the 29th is allowed.
    expect(dateLimitProblems(ui, { actDate: '2026-11-29' }, new Date('2026-11-28T20:00:00Z'))).toEqual([]);
  });
});
