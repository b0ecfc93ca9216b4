import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateText,
  maskDateText,
  maxDateOption,
  parseDateText,
  type DateKind,
} from '@/forms/widgets/ru-date/date-text';

const mask = (raw: string, kind: DateKind = 'date') => maskDateText(raw, kind).text;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Any day from 01.01.1900 to 31.12.2099 (the pickers' default limits), with a time to the minute. */
const dayInRange = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hours: fc.integer({ min: 0, max: 23 }),
    minutes: fc.integer({ min: 0, max: 59 }),
  })
  .filter(({ year, month, day }) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);

/** Text a person might type or paste: digits, separators, letters, spaces. */
const typedText = fc.string({ unit: fc.constantFrom(...'0123456789012345./-: ,аz'), maxLength: 24 });
const kinds = fc.constantFrom<DateKind>('date', 'dateTime');

/** The text after typing `keys` one at a time at the end of the field, each keystroke masked. */
function typeAtEnd(keys: string, kind: DateKind): string {
  let text = '';
  for (const key of keys) text = mask(text + key, kind);
  return text;
}

describe('masking a typed date', () => {
  it('puts the dots in as the digits come', () => {
    expect(mask('1')).toBe('1');
    expect(mask('15')).toBe('15');
    expect(mask('150')).toBe('15.0');
    expect(mask('1503')).toBe('15.03');
    expect(mask('15032')).toBe('15.03.2');
    expect(mask('15032024')).toBe('15.03.2024');
    expect(typeAtEnd('15032024', 'date')).toBe('15.03.2024');
  });

  it('reads pasted dates with dots, slashes, dashes or none', () => {
    for (const pasted of ['15.03.2024', '15/03/2024', '15-03-2024', '15032024', ' 15.03.2024 '])
      expect(mask(pasted)).toBe('15.03.2024');
  });

  it('keeps at most 8 digits (12 with the time) and drops other characters', () => {
    expect(mask('150320241234')).toBe('15.03.2024');
    expect(mask('15а03z2024')).toBe('15.03.2024');
    expect(mask('150320241805', 'dateTime')).toBe('15.03.2024 18:05');
    expect(mask('15032024180599', 'dateTime')).toBe('15.03.2024 18:05');
  });

  it('pads a one-digit day, month or hour when the person types a separator after it', () => {
    expect(mask('1.3.1985')).toBe('01.03.1985');
    expect(typeAtEnd('1.3.1985', 'date')).toBe('01.03.1985');
    expect(mask('1.')).toBe('01.');
    expect(mask('15.03.2024 9:5', 'dateTime')).toBe('15.03.2024 09:5');
    // A short year is not a year: a separator after it is ignored.
    expect(mask('15.03.24.')).toBe('15.03.24');
  });

  it('keeps a separator the person typed at the end, and only once', () => {
    expect(mask('12.')).toBe('12.');
    expect(mask('12..')).toBe('12.');
    expect(mask('15.03.')).toBe('15.03.');
    expect(mask('15.03.2024 ', 'dateTime')).toBe('15.03.2024 ');
    expect(mask('.')).toBe('');
    expect(mask('15.03.2024.')).toBe('15.03.2024');
  });

  it('lets Backspace remove a dot: the text the field is left with stays as it is', () => {
    // '15.03.' with Backspace at the end.
    expect(maskDateText('15.03', 'date')).toEqual({ text: '15.03', caret: 5 });
    // '15.0' after one more.
    expect(maskDateText('15.0', 'date')).toEqual({ text: '15.0', caret: 4 });
  });

  it('keeps the caret after the same digit', () => {
    // A dot removed in the middle comes back, and the caret stands before it, after the '5'.
    expect(maskDateText('1503.2024', 'date', 2)).toEqual({ text: '15.03.2024', caret: 2 });
    // A digit typed in the middle: the caret after it, past the dot the mask moved.
    expect(maskDateText('159.03.2024', 'date', 3)).toEqual({ text: '15.90.3202', caret: 4 });
    // Typed at the end: at the end, after the dot the person typed too.
    expect(maskDateText('1.', 'date', 2)).toEqual({ text: '01.', caret: 3 });
    expect(maskDateText('15032024', 'date', 8)).toEqual({ text: '15.03.2024', caret: 10 });
    expect(maskDateText('15.03.2024', 'date', 0)).toEqual({ text: '15.03.2024', caret: 0 });
  });

  it('closes up the digits after an edit in the middle, so the next digit typed fills the gap', () => {
    // '15.03.2024' with the month's '3' deleted: the year moves up by one.
    expect(maskDateText('15.0.2024', 'date', 4)).toEqual({ text: '15.02.024', caret: 4 });
    // '4' typed there: the year moves back.
    expect(maskDateText('15.042.024', 'date', 5)).toEqual({ text: '15.04.2024', caret: 5 });
    // A separator typed in the middle pads the day and the caret goes after it.
    expect(maskDateText('1.5', 'date', 2)).toEqual({ text: '01.5', caret: 3 });
  });

  it('deletes only the digit Backspace removed, wherever the caret is', () => {
    fc.assert(
      fc.property(dayInRange, kinds, fc.nat(), ({ year, month, day, hours, minutes }, kind, n) => {
        const date = `${pad(day)}.${pad(month)}.${year}`;
        const text = kind === 'date' ? date : `${date} ${pad(hours)}:${pad(minutes)}`;
        const digitPlaces = [...text].flatMap((char, at) => (/\d/.test(char) ? [at] : []));
        const at = digitPlaces[n % digitPlaces.length];
        const after = maskDateText(text.slice(0, at) + text.slice(at + 1), kind, at);
        const digits = text.replace(/\D/g, '');
        const gone = digitPlaces.indexOf(at);
        expect(after.text.replace(/\D/g, '')).toBe(digits.slice(0, gone) + digits.slice(gone + 1));
        expect(after.text.slice(0, after.caret).replace(/\D/g, '')).toBe(digits.slice(0, gone));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typedText, kinds, (raw, kind) => {
        const once = mask(raw, kind);
        expect(mask(once, kind)).toBe(once);
      }),
    );
  });

  it('only ever gives a beginning of ДД.ММ.ГГГГ (ЧЧ:ММ)', () => {
    const template = { date: 'dd.dd.dddd', dateTime: 'dd.dd.dddd dd:dd' };
    fc.assert(
      fc.property(typedText, kinds, (raw, kind) => {
        const text = mask(raw, kind);
        expect(text.length).toBeLessThanOrEqual(template[kind].length);
        [...text].forEach((char, at) =>
          expect(template[kind][at] === 'd' ? /\d/.test(char) : char === template[kind][at]).toBe(true),
        );
      }),
    );
  });

  it('gives the same text whether typed key by key at the end or pasted', () => {
    fc.assert(
      fc.property(typedText, kinds, (raw, kind) => {
        expect(typeAtEnd(raw, kind)).toBe(mask(raw, kind));
      }),
    );
  });

  it('keeps the caret after the same number of digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789./ :'), maxLength: 20 }),
        fc.nat(),
        kinds,
        (raw, at, kind) => {
          const caret = at % (raw.length + 1);
          const masked = maskDateText(raw, kind, caret);
          expect(masked.caret).toBeGreaterThanOrEqual(0);
          expect(masked.caret).toBeLessThanOrEqual(masked.text.length);
          if (caret === raw.length) expect(masked.caret).toBe(masked.text.length);
          else if (!/[./ :]/.test(raw)) {
            // Digits only: as many digits before the caret as were kept before it.
            const kept = Math.min(caret, kind === 'date' ? 8 : 12);
            expect(masked.text.slice(0, masked.caret).replace(/\D/g, '')).toHaveLength(kept);
          }
        },
      ),
    );
  });

  it('leaves a formatted valid date as it is, and reads it back as the same day', () => {
    fc.assert(
      fc.property(dayInRange, ({ year, month, day, hours, minutes }) => {
        const date = `${pad(day)}.${pad(month)}.${year}`;
        const dateTime = `${date} ${pad(hours)}:${pad(minutes)}`;
        expect(mask(date)).toBe(date);
        expect(mask(dateTime, 'dateTime')).toBe(dateTime);
        const stored = `${year}-${pad(month)}-${pad(day)}`;
        expect(parseDateText(date, 'date')).toEqual({ state: 'valid', value: stored });
        expect(parseDateText(dateTime, 'dateTime')).toEqual({
          state: 'valid',
          value: `${stored}T${pad(hours)}:${pad(minutes)}`,
        });
        expect(formatDateText(stored, 'date')).toBe(date);
        expect(formatDateText(`${stored}T${pad(hours)}:${pad(minutes)}`, 'dateTime')).toBe(dateTime);
      }),
    );
  });
});

describe('reading a typed date', () => {
  it('reads empty, real, impossible and incomplete dates', () => {
    expect(parseDateText('', 'date')).toEqual({ state: 'empty' });
    expect(parseDateText('15.03.2024', 'date')).toEqual({ state: 'valid', value: '2024-03-15' });
    expect(parseDateText('15/03/2024', 'date')).toEqual({ state: 'valid', value: '2024-03-15' });
    expect(parseDateText('29.02.2024', 'date')).toEqual({ state: 'valid', value: '2024-02-29' });
    for (const impossible of [
      '31.02.2024',
      '29.02.2023',
      '31.04.2024',
      '00.03.2024',
      '15.13.2024',
      '15.00.2024',
      '31.12.1899',
      '01.01.2100',
    ]) {
      expect(parseDateText(impossible, 'date'), impossible).toEqual({ state: 'invalid' });
    }
    for (const incomplete of ['1', '15.03', '15.03.', '15.03.202'])
      expect(parseDateText(incomplete, 'date'), incomplete).toEqual({ state: 'incomplete' });
  });

  it('reads a date with a 24-hour time to the minute', () => {
    expect(parseDateText('15.03.2024 18:05', 'dateTime')).toEqual({ state: 'valid', value: '2024-03-15T18:05' });
    expect(parseDateText('15.03.2024 00:00', 'dateTime')).toEqual({ state: 'valid', value: '2024-03-15T00:00' });
    expect(parseDateText('15.03.2024 23:59', 'dateTime')).toEqual({ state: 'valid', value: '2024-03-15T23:59' });
    expect(parseDateText('15.03.2024 24:00', 'dateTime')).toEqual({ state: 'invalid' });
    expect(parseDateText('15.03.2024 12:60', 'dateTime')).toEqual({ state: 'invalid' });
    expect(parseDateText('31.02.2024 12:00', 'dateTime')).toEqual({ state: 'invalid' });
    expect(parseDateText('15.03.2024', 'dateTime')).toEqual({ state: 'incomplete' });
    expect(parseDateText('15.03.2024 18:0', 'dateTime')).toEqual({ state: 'incomplete' });
  });

  it('never calls an incomplete text valid or invalid', () => {
    fc.assert(
      fc.property(dayInRange, fc.nat(), ({ year, month, day }, cut) => {
        const date = `${pad(day)}.${pad(month)}.${year}`;
        const part = date.slice(0, cut % date.length);
        expect(parseDateText(part, 'date').state).toBe(part === '' ? 'empty' : 'incomplete');
      }),
    );
  });
});

describe('showing a stored date', () => {
  it('formats stored values, and nothing for what is not a date', () => {
    expect(formatDateText('2024-03-15', 'date')).toBe('15.03.2024');
    expect(formatDateText('2024-03-15T09:30', 'dateTime')).toBe('15.03.2024 09:30');
    // A date stored for a date-time field is its midnight.
    expect(formatDateText('2024-03-15', 'dateTime')).toBe('15.03.2024 00:00');
    for (const nothing of [undefined, null, '', 'завтра', 20240315]) expect(formatDateText(nothing, 'date')).toBe('');
  });

  it('reads the maximum date as the region’s today or an ISO date', () => {
    // The region's day (UTC+5) begins at 19:00 UTC of the day before, whatever the browser's zone.
    expect(maxDateOption('today', new Date('2026-03-12T18:59:00Z'))).toBe('2026-03-12');
    expect(maxDateOption('today', new Date('2026-03-12T19:00:00Z'))).toBe('2026-03-13');
    expect(maxDateOption('2025-01-31')).toBe('2025-01-31');
    expect(maxDateOption('2025-01-31T10:00')).toBe('2025-01-31');
    expect(maxDateOption(undefined)).toBeUndefined();
    expect(maxDateOption('завтра')).toBeUndefined();
  });
});
