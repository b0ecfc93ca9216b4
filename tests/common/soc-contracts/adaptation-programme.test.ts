import { describe, expect, it } from 'vitest';
import {
  eventTiming,
  ExecutorKind as K,
  sortEvents,
  sortReports,
  timingCaption,
} from '../../../common/soc-contracts/adaptation-programme.ts';

type Event = { id: number; dueDate: string; executorKind: number };

describe('events of the adaptation programme', () => {
  it.each<[string, Event[], number[]]>([
    [
      'by due date first',
      [
        { id: 1, dueDate: '2026-12-20', executorKind: K.Recipient },
        { id: 2, dueDate: '2026-11-01', executorKind: K.Other },
      ],
      [2, 1],
    ],
    [
      'then by executor kind on the same day',
      [
        { id: 1, dueDate: '2026-12-01', executorKind: K.EmploymentCentre },
        { id: 2, dueDate: '2026-12-01', executorKind: K.Recipient },
        { id: 3, dueDate: '2026-12-01', executorKind: K.Institution },
      ],
      [2, 3, 1],
    ],
    [
      'then by id when both are equal',
      [
        { id: 9, dueDate: '2026-12-01', executorKind: K.Recipient },
        { id: 4, dueDate: '2026-12-01', executorKind: K.Recipient },
      ],
      [4, 9],
    ],
    ['an empty programme stays empty', [], []],
  ])('are sorted %s', (_name, events, ids) => {
    expect(sortEvents(events).map((e) => e.id)).toEqual(ids);
    // The input is left as it was.
    expect(sortEvents(events)).not.toBe(events);
  });

  it.each([
    ['done whatever the date', { dueDate: '2026-01-01', doneOn: '2026-01-05' }, 'done', 'Выполнено'],
    ['overdue the day after its due date', { dueDate: '2026-12-06', doneOn: null }, 'overdue', 'Просрочено на 1 день'],
    ['overdue by five days', { dueDate: '2026-12-02', doneOn: null }, 'overdue', 'Просрочено на 5 дней'],
    ['due today', { dueDate: '2026-12-07', doneOn: null }, 'soon', 'Срок сегодня'],
    ['due in three days', { dueDate: '2026-12-10', doneOn: null }, 'soon', 'Осталось 3 дня'],
    ['due in seven days', { dueDate: '2026-12-14', doneOn: null }, 'soon', 'Осталось 7 дней'],
    ['ahead in three weeks', { dueDate: '2026-12-28', doneOn: null }, 'ahead', 'Осталось 21 день'],
  ] as const)('an event is %s', (_name, event, timing, caption) => {
    expect(eventTiming(event, '2026-12-07')).toBe(timing);
    expect(timingCaption(event, '2026-12-07')).toBe(caption);
  });
});

describe('reports on an event', () => {
  it.each([
    [
      'newest first',
      [
        { id: 1, reportCreateTime: '2026-11-01T10:00:00Z' },
        { id: 2, reportCreateTime: '2026-12-01T10:00:00Z' },
        { id: 3, reportCreateTime: '2026-11-15T10:00:00Z' },
      ],
      [2, 3, 1],
    ],
    [
      'the greater id first at the same moment',
      [
        { id: 5, reportCreateTime: '2026-11-01T10:00:00Z' },
        { id: 7, reportCreateTime: '2026-11-01T10:00:00Z' },
      ],
      [7, 5],
    ],
    [
      'by the moment, not by the text, across time zones',
      [
        { id: 1, reportCreateTime: '2026-11-01T10:00:00+05:00' },
        { id: 2, reportCreateTime: '2026-11-01T06:00:00Z' },
      ],
      [2, 1],
    ],
  ])('are sorted %s', (_name, reports, ids) => {
    expect(sortReports(reports).map((r) => r.id)).toEqual(ids);
  });
});
