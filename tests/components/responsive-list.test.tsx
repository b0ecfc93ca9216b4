// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { PagedListFooter, pageRangeCaption } from '@/components/paged-list/paged-list-footer';

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

type Row = { id: number; number: string; status: string };
const columns: ListColumn<Row>[] = [
  { key: 'number', header: 'Номер', render: (r) => `№ ${r.number}` },
  { key: 'status', header: 'Статус', render: (r) => r.status },
];
const rows: Row[] = [
  { id: 1, number: 'ДЕМО-1', status: 'Действует' },
  { id: 2, number: 'ДЕМО-2', status: 'Исполнен' },
];

describe('the responsive list', () => {
  it('is a table with a header row on a wide screen', () => {
    screenWidth(1366);
    render(<ResponsiveList label="Договоры" rows={rows} rowKey={(r) => r.id} columns={columns} empty="Пусто" />);
    const table = screen.getByRole('table', { name: 'Договоры' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Статус' })).toBeInTheDocument();
  });

  it('is a list of cards on a phone: the first column heads each card, the others are labelled values', () => {
    screenWidth(390);
    render(<ResponsiveList label="Договоры" rows={rows} rowKey={(r) => r.id} columns={columns} empty="Пусто" />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Договоры' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('№ ДЕМО-2');
    expect(within(cards[1]).getByRole('term')).toHaveTextContent('Статус');
    expect(within(cards[1]).getByRole('definition')).toHaveTextContent('Исполнен');
  });

  it('says so when there are no rows, in either form', () => {
    screenWidth(390);
    render(
      <ResponsiveList
        label="Договоры"
        rows={[]}
        rowKey={(r: Row) => r.id}
        columns={columns}
        empty="Договоров не найдено."
      />,
    );
    expect(screen.getByText('Договоров не найдено.')).toBeInTheDocument();
    cleanup();
    screenWidth(1366);
    render(
      <ResponsiveList
        label="Договоры"
        rows={[]}
        rowKey={(r: Row) => r.id}
        columns={columns}
        empty="Договоров не найдено."
      />,
    );
    expect(within(screen.getByRole('table')).getByText('Договоров не найдено.')).toBeInTheDocument();
  });
});

describe('the paging footer', () => {
  it('names the range shown and the total', () => {
    expect(pageRangeCaption(1, 10, 23)).toBe('Показаны 1–10 из 23');
    expect(pageRangeCaption(3, 10, 23)).toBe('Показаны 21–23 из 23');
    expect(pageRangeCaption(1, 10, 0)).toBe('Ничего не найдено');
    expect(pageRangeCaption(5, 10, 23)).toBe('Всего 23');
  });

  it('shows page buttons only for more than one page and reports the page chosen', () => {
    screenWidth(1366);
    const onPage = vi.fn();
    render(<PagedListFooter page={1} pageSize={10} total={23} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPage).toHaveBeenCalledWith(2);
    cleanup();
    render(<PagedListFooter page={1} pageSize={10} total={7} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('Показаны 1–7 из 7')).toBeInTheDocument();
  });
});
