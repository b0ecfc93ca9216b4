// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readReportDraft, reportDraftKey } from '@/features/soc-contracts/new-report';
import { reportErrors, type ReportValues } from '@/features/soc-contracts/report-form';

const EMPTY: ReportValues = { eventId: 7, text: '', files: [] };
const FILE = { id: '00000000-0000-4000-8039-000000000001', uri: 'files/1', originalFileName: 'Справка.pdf' };

afterEach(() => sessionStorage.clear());

describe('the report draft kept over a reload', () => {
  it.each([
    ['nothing kept', null, EMPTY],
    [
      'the kept text and documents',
      { eventId: 7, text: 'Сделано', files: [FILE] },
      { eventId: 7, text: 'Сделано', files: [FILE] },
    ],
    ['a damaged draft starts afresh', '{not json', EMPTY],
    ['a draft of another shape starts afresh', { text: 5 }, EMPTY],
  ])('reads %s', (_name, kept, values) => {
    const key = reportDraftKey(1, 1, null);
    if (kept !== null) sessionStorage.setItem(key, typeof kept === 'string' ? kept : JSON.stringify(kept));
    expect(readReportDraft(key, EMPTY)).toEqual(values);
  });

  it('keeps the event the address chose over the draft’s, and the draft’s when the address names none', () => {
    const key = reportDraftKey(1, 1, null);
    sessionStorage.setItem(key, JSON.stringify({ eventId: 9, text: 'x', files: [] }));
    expect(readReportDraft(key, EMPTY).eventId).toBe(7);
    expect(readReportDraft(key, { ...EMPTY, eventId: null }).eventId).toBe(9);
  });

  it('keeps drafts apart by user, contract and report', () => {
    expect(
      new Set([
        reportDraftKey(1, 1, null),
        reportDraftKey(2, 1, null),
        reportDraftKey(1, 2, null),
        reportDraftKey(1, 1, 5),
      ]).size,
    ).toBe(4);
  });
});

describe('the report form’s checks', () => {
  it.each([
    ['an empty report', EMPTY, { text: 'Опишите, что сделано, или приложите документ' }],
    ['no event', { ...EMPTY, eventId: null, text: 'x' }, { event: 'Выберите мероприятие' }],
    ['a text alone', { ...EMPTY, text: 'Сделано' }, {}],
    ['a document alone', { ...EMPTY, files: [FILE] }, {}],
    ['blanks are no text', { ...EMPTY, text: '   ' }, { text: 'Опишите, что сделано, или приложите документ' }],
  ] as const)('%s', (_name, values, errors) => {
    expect(reportErrors(values as ReportValues)).toEqual(errors);
  });
});
