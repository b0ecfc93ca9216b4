import { describe, expect, it } from 'vitest';
import { ACTS, ACT_IDS } from '../../common/acts/generated/acts.ts';
import {
  actDocumentKind,
  DOCUMENT_KINDS,
  documentYear,
  formatDocumentNumber,
  parseDocumentNumber,
  type DocumentKind,
} from '../../common/numbering.ts';

describe('document numbers', () => {
  it('are the prefix, the year and the sequence padded to the kind’s digits', () => {
    expect(formatDocumentNumber('individual-needs-assessment-act', 2026, 1)).toBe('ОИП-2026/0001');
    expect(formatDocumentNumber('guardian-report', 2025, 413)).toBe('ООП-2025/0413');
    expect(formatDocumentNumber('catalog-application', 2026, 27)).toBe('ЗК-2026/000027');
    expect(formatDocumentNumber('registry-change-application', 2026, 3)).toBe('ЗИР-2026/0003');
    // A sequence longer than the padding is written in full, never cut.
    expect(formatDocumentNumber('test-act', 2026, 123456)).toBe('ТА-2026/123456');
  });

  it('refuse a sequence or a year that is no number of a document', () => {
    expect(() => formatDocumentNumber('test-act', 2026, 0)).toThrow();
    expect(() => formatDocumentNumber('test-act', 2026, 1.5)).toThrow();
    expect(() => formatDocumentNumber('test-act', 26, 1)).toThrow();
  });

  it('read back as the kind, year and sequence they were written from, and nothing else reads', () => {
    for (const kind of Object.keys(DOCUMENT_KINDS) as DocumentKind[])
      expect(parseDocumentNumber(formatDocumentNumber(kind, 2026, 42))).toEqual({ kind, year: 2026, sequence: 42 });
    expect(parseDocumentNumber('ОИП-2026/42')).toBeUndefined();
    expect(parseDocumentNumber('ДЕМО-СД-2026/0027')).toBeUndefined();
    expect(parseDocumentNumber('100000')).toBeUndefined();
  });

  it('give every kind its own prefix and every act type a kind', () => {
    const prefixes = Object.values(DOCUMENT_KINDS).map((rule) => rule.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const actType of ACT_IDS) {
      const { recordKind } = ACTS[actType].definition;
      expect(actDocumentKind(actType, recordKind)).toBe(recordKind ?? actType);
    }
    expect(() => actDocumentKind('no-such-act')).toThrow();
  });

  it('count in the year of the region’s clock, not the machine’s', () => {
    // 19:30 UTC on the 31st of December is already the new year in the okrug (UTC+5).
    expect(documentYear(new Date('2025-12-31T19:30:00Z'))).toBe(2026);
    expect(documentYear(new Date('2025-12-31T18:59:00Z'))).toBe(2025);
  });
});
