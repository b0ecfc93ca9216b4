import fc from 'fast-check';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, isIsoDate, schemaFormats } from '../../../common/validation';

const reference = fullFormats.date as {
  validate: (text: string) => boolean;
  compare: (a: string, b: string) => number | undefined;
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Strings shaped like dates, valid or not: any year, months 0..19, days 0..39. */
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const anyText = fc.oneof(
  dateLike,
  fc.string(),
  dateLike.map((s) => ` ${s}`),
  dateLike.map((s) => `${s}T00:00:00Z`),
);

describe("the portal's date format", () => {
  it("accepts and refuses exactly what ajv-formats' full-date does", () => {
    fc.assert(
      fc.property(anyText, (text) => isIsoDate(text) === reference.validate(text)),
      { numRuns: 5000 },
    );
  });

  it('orders dates as ajv-formats does', () => {
    fc.assert(
      fc.property(
        fc.oneof(dateLike, fc.constant('')),
        fc.oneof(dateLike, fc.constant('')),
        (a, b) => compareIsoDates(a, b) === reference.compare(a, b),
      ),
    );
  });

  it('knows leap years and the length of each month', () => {
    expect(['2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30'].map(isIsoDate)).toEqual([true, true, true, true]);
    expect(
      ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-1'].map(isIsoDate),
    ).toEqual(Array(7).fill(false));
    expect(schemaFormats.date.validate).toBe(isIsoDate);
  });
});
