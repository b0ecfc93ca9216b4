// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PagedList } from '@/components/paged-list/paged-list';
import { countRu } from '@common/text/plural';

const items = [
  { id: 1, title: 'ЦСО «Забота»' },
  { id: 2, title: 'АНО «Доверие»' },
];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderAt(url: string, total: number, shown = items) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PagedList
        items={shown}
        total={total}
        pageSize={2}
        countText={(n) => countRu(n, ['поставщик', 'поставщика', 'поставщиков'])}
        itemKey={(i) => i.id}
        itemPath={(i) => `/registry/${i.id}`}
        renderItem={(i) => <h2>{i.title}</h2>}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('PagedList', () => {
  it('shows the count, one link card per item and the page of the URL', () => {
    renderAt('/registry?tab=state&page=2', 21);
    expect(screen.getByRole('status').textContent).toBe('Найдено: 21 поставщик');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/registry/1', '/registry/2']);
    expect(screen.getByRole('button', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the chosen page into the URL beside the filters, by keyboard, and moves the focus to the count', async () => {
    renderAt('/registry?tab=state&search=%D1%86%D1%81%D0%BE', 7);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Следующая страница' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/registry?tab=state&search=%D1%86%D1%81%D0%BE&page=2');
    expect(document.activeElement).toBe(screen.getByRole('status'));
    await user.click(screen.getByRole('button', { name: 'Страница 1' }));
    expect(screen.getByTestId('where').textContent).toBe('/registry?tab=state&search=%D1%86%D1%81%D0%BE');
  });

  it('says when nothing is found, has no pages for one page, and names a page past the end', () => {
    renderAt('/registry', 0, []);
    expect(screen.getByText('Ничего не найдено. Измените условия поиска.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/registry?page=9', 5, []);
    expect(screen.getByText('Такой страницы нет: всего страниц 3.')).toBeTruthy();
  });

  it('writes the Russian plural of the count', () => {
    const words = ['услуга', 'услуги', 'услуг'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 101].map((n) => countRu(n, words))).toEqual([
      '1 услуга',
      '2 услуги',
      '5 услуг',
      '11 услуг',
      '12 услуг',
      '21 услуга',
      '22 услуги',
      '25 услуг',
      '111 услуг',
      '101 услуга',
    ]);
  });
});
