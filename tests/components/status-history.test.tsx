// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  StatusHistory,
  WorkflowHistory,
  workflowHistoryEntry,
  type StatusHistoryEntry,
} from '@/components/status-history/status-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screen is a phone when the media query of `sm` and below matches. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width <= max && width >= min,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}

const entries: StatusHistoryEntry[] = [
  {
    at: '2026-11-19T03:47:00Z',
    who: 'Иванова Мария Петровна (заявитель)',
    action: 'Заявление подано',
    status: 'Новое заявление',
  },
  {
    at: '2026-11-20T05:05:00Z',
    who: 'Смирнова Екатерина Александровна (поставщик)',
    action: 'Заявление отклонено: нет мест',
    status: 'Отклонено',
  },
];

describe('the status history', () => {
  it('is a table «Когда / Кто / Действие / Статус» on a wide screen, one row per step', () => {
    screenWidth(1366);
    render(<StatusHistory label="История заявления" entries={entries} />);
    const table = screen.getByRole('table', { name: 'История заявления' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Когда', 'Кто', 'Действие', 'Статус']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Смирнова Екатерина Александровна (поставщик)');
    expect(rows[2]).toHaveTextContent('Заявление отклонено: нет мест');
    expect(rows[2]).toHaveTextContent(/20\.11\.2026/);
  });

  it('is a list of cards on a phone, each headed by its time, with nothing in a table', () => {
    screenWidth(390);
    render(<StatusHistory label="История договора" entries={entries} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'История договора' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/^19\.11\.2026/);
    expect(
      within(cards[0])
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Кто', 'Действие', 'Статус']);
    expect(within(cards[0]).getAllByRole('definition')[2]).toHaveTextContent('Новое заявление');
  });

  it("takes the caller's captions and says when nothing happened", () => {
    screenWidth(1366);
    render(<StatusHistory label="История статусов" entries={[]} captions={{ action: 'Примечание' }} />);
    const table = screen.getByRole('table', { name: 'История статусов' });
    expect(within(table).getByRole('columnheader', { name: 'Примечание' })).toBeInTheDocument();
    expect(within(table).getByText('Изменений не было.')).toBeInTheDocument();
  });
});

describe("a workflow's history", () => {
  it('words each server row: the side beside the name, the note after the action, the status it led to', () => {
    screenWidth(1366);
    const rows = [
      {
        at: '2026-11-19T09:05:00Z',
        who: 'Иванова Мария Петровна',
        side: 'provider',
        actionCaption: 'Заявление отклонено',
        note: 'Нет мест',
        toStatusCaption: 'Отклонено',
      },
      {
        at: '2026-11-18T09:05:00Z',
        who: null,
        side: 'person',
        actionCaption: 'Заявление подано',
        note: null,
        toStatusCaption: 'Новое заявление',
      },
    ];
    expect(workflowHistoryEntry(rows[0], { person: 'заявитель', provider: 'поставщик' })).toEqual({
      at: '2026-11-19T09:05:00Z',
      who: 'Иванова Мария Петровна (поставщик)',
      action: 'Заявление отклонено: Нет мест',
      status: 'Отклонено',
    });
    render(
      <WorkflowHistory label="История заявления" rows={rows} sides={{ person: 'заявитель', provider: 'поставщик' }} />,
    );
    const table = screen.getByRole('table', { name: 'История заявления' });
    expect(within(table).getByText('— (заявитель)')).toBeInTheDocument();
    expect(within(table).getByText('Заявление подано')).toBeInTheDocument();
  });
});
