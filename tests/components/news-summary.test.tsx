// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NewsCardAddButton } from '@/components/news-card-add-button';
import { NewsList } from '@/components/news-list';
import { NewsSummary } from '@/components/news-summary';

describe('a publication in a list', () => {
  it('shows its day, its title at the level asked and its first lines as plain text', () => {
    const content = `<p>Приём заявок <strong>до 1 марта</strong>.</p><ul><li>${'Условие конкурса. '.repeat(20)}</li></ul>`;
    render(
      <NewsSummary
        title="Конкурс субсидий"
        content={content}
        publishedAt="2026-10-28T23:30:00+05:00"
        headingComponent="h3"
      />,
    );
    expect(screen.getByText(/^28 октября 2026/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Конкурс субсидий');
    const excerpt = screen.getByText(/^Приём заявок до 1 марта\./);
    expect(excerpt.innerHTML).not.toContain('<');
    expect(excerpt.textContent!.endsWith('…')).toBe(true);
  });

  it('reads the day in the region’s time zone', () => {
    render(<NewsSummary title="Новость" content="Текст" publishedAt="2026-10-28T20:30:00Z" />);
    expect(screen.getByText(/^29 октября 2026/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Новость');
  });
});

describe('the portal’s news list', () => {
  it('is a list of link cards, each with its day, title and first lines; an empty one says so', () => {
    const items = [
      {
        id: 1,
        title: 'Открыт приём заявлений на социальное такси',
        content: 'Жители Салехарда могут записаться на поездку.',
        publishedAt: '2026-11-20T09:00:00Z',
      },
      {
        id: 2,
        title: 'Конкурс субсидий',
        content: 'Департамент объявляет конкурс.',
        publishedAt: '2026-11-12T09:00:00Z',
      },
    ];
    const { unmount } = render(
      <MemoryRouter>
        <NewsList items={items} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/news/1', '/news/2']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.title),
    );
    expect(screen.getByText(/^20 ноября 2026/)).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <NewsList items={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Новостей пока нет.')).toBeTruthy();
  });
});

describe('the administrator’s «Добавить»', () => {
  it('opens an empty card form and sends nothing while the text is missing', async () => {
    const create = vi.fn(async () => 42);
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route
            path="/list"
            element={<NewsCardAddButton heading="Новая публикация" create={create} cardPath={(id) => `/list/${id}`} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    const form = await screen.findByRole('dialog', { name: 'Новая публикация' }, { timeout: 5000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Заголовок' }), 'Школа будущих мам');
    expect(create).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    // The text is required: the form stays open and nothing is sent.
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Новая публикация' })).toBeTruthy();
  });
});
