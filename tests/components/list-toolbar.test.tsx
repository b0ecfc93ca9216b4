// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { useListQuery } from '@/components/list-toolbar/use-list-query';

const options = [
  { value: 1, caption: 'Новое заявление' },
  { value: 4, caption: 'Оплачено' },
];
const STATUS_FILTER = { param: 'status', values: options.map((o) => o.value) };

/** A list page as the contract screens build it: the toolbar over the address. */
function ListPage() {
  const { query, update } = useListQuery(STATUS_FILTER);
  const location = useLocation();
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder="Номер, услуга"
        onSearch={(search) => update({ search })}
        status={{ value: query.filter, options, onChange: (filter) => update({ filter }) }}
      />
      <button type="button" onClick={() => update({ page: 3 })}>
        Третья страница
      </button>
      <output aria-label="Адрес">{location.search}</output>
      <output aria-label="Запрос">{JSON.stringify(query)}</output>
    </>
  );
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ListPage />
    </MemoryRouter>,
  );
const address = () => screen.getByRole('status', { name: 'Адрес' }).textContent;
const query = () => JSON.parse(screen.getByRole('status', { name: 'Запрос' }).textContent ?? '{}');

describe('the list toolbar', () => {
  it('reads the search, status and page from the address, ignoring what the server would refuse', () => {
    at('/list?search=%D1%81%D0%B8%D0%B4%D0%B5%D0%BB%D0%BA%D0%B8&status=4&page=2');
    expect(query()).toEqual({ search: 'сиделки', filter: 4, page: 2 });
    expect(within(screen.getByRole('search')).getByLabelText('Поиск')).toHaveValue('сиделки');
    cleanup();
    at('/list?status=9&page=0');
    expect(query()).toEqual({ search: '', filter: undefined, page: 1 });
  });

  it('runs the search on «Найти», trimmed, from the first page', () => {
    at('/list?page=3&status=1');
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: '  ЗК-2026  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(query()).toEqual({ search: 'ЗК-2026', filter: 1, page: 1 });
    expect(address()).not.toContain('page=');
  });

  it('applies a status at once and «Все статусы» removes it', async () => {
    at('/list');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Оплачено' }));
    expect(address()).toContain('status=4');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Все статусы' }));
    expect(address()).not.toContain('status=');
  });

  it('keeps the page in the address beside the search', () => {
    at('/list?search=taxi');
    fireEvent.click(screen.getByRole('button', { name: 'Третья страница' }));
    expect(address()).toBe('?search=taxi&page=3');
  });

  it('passes the search to the caller without keeping it', () => {
    const onSearch = vi.fn();
    render(<ListToolbar search="" placeholder="Номер" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Поиск'), { target: { value: 'абв' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('абв');
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
  });
});
