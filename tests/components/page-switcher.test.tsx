// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageSwitcher, pageButtonLabel } from '@/components/paged-list/page-switcher';

describe('the page switcher every paged list uses', () => {
  it('is not there when everything fits on one page', () => {
    render(<PageSwitcher total={10} pageSize={10} page={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names its buttons in Russian and tells the chosen page', async () => {
    const onPage = vi.fn();
    render(<PageSwitcher total={95} pageSize={10} page={1} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Страницы списка' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPage.mock.calls).toEqual([[2], [2]]);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toHaveProperty('disabled', true);
  });

  it('keeps a page beyond the last (an old link) within the pages there are', () => {
    render(<PageSwitcher total={23} pageSize={10} page={9} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Страница 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('has a name for every kind of button', () => {
    expect(['page', 'next', 'previous', 'first', 'last'].map((type) => pageButtonLabel(type, 4))).toEqual([
      'Страница 4',
      'Следующая страница',
      'Предыдущая страница',
      'Первая страница',
      'Последняя страница',
    ]);
  });
});
