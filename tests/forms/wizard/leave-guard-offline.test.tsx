// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LEAVE_TITLE, LeaveGuard } from '@/forms/wizard/leave-guard';

// The dialog's module cannot be downloaded while `offline` (no network for a moment).
const downloads = vi.hoisted(() => ({ count: 0, offline: true }));
vi.mock('@/forms/wizard/leave-dialog', async (importOriginal) => {
  downloads.count++;
  if (downloads.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Page({ when }: { when: boolean }) {
  return (
    <MemoryRouter initialEntries={['/act']}>
      <Routes>
        <Route
          path="/act"
          element={
            <>
              <LeaveGuard when={when} />
              <Link to="/other">Главная</Link>
            </>
          }
        />
        <Route path="/other" element={<p>Другая страница</p>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('the leave question without its dialog', () => {
  it('is not downloaded while nothing is unsaved; offline it still asks, in the page, and both answers work', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page when={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads.count).toBe(0);

    rerender(<Page when />);
    await waitFor(() => expect(downloads.count).toBeGreaterThan(0));
    await user.click(screen.getByRole('link', { name: 'Главная' }));
    let question = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Другая страница')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Главная' }));
    question = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('Другая страница')).toBeVisible();
  });
});
