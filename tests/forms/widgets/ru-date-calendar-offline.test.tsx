// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateWidget } from '@/forms/widgets';
import { renderWidget } from './support';

// The calendar's module cannot be downloaded while `offline` (no network for a moment).
const downloads = vi.hoisted(() => ({ count: 0, offline: true }));
vi.mock('@/forms/widgets/ru-date/date-calendar-popup', async (importOriginal) => {
  downloads.count++;
  if (downloads.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('ruDate without its calendar', () => {
  it('is not downloaded for the first paint; when the download fails the field still works, and the next click tries again', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label: 'Дата рождения', value: '2024-03-15' });
    const field = screen.getByRole('textbox', { name: 'Дата рождения' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads.count).toBe(0);

    await user.click(screen.getByRole('button', { name: /^Выберите дату/ }));
    await waitFor(() => expect(downloads.count).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '16.03.2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-03-16');
    expect(field).toHaveValue('16.03.2024');

    downloads.offline = false;
    await user.click(screen.getByRole('button', { name: /^Выберите дату/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/март 2024/i);
  });
});
