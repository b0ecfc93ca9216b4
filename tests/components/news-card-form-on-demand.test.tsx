// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsCardFormOnDemand } from '@/components/news-card-form-on-demand';
import { useNotifications } from '@/stores/notifications';

// The form's code cannot be downloaded (no network for a moment, a newer deployment).
vi.mock('@/components/news-card-form-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  useNotifications.setState({ modal: null });
});

describe('a news card form that could not be downloaded', () => {
  it('tells the person in Russian and closes, so that the next click downloads it again', async () => {
    const onClose = vi.fn();
    render(
      <NewsCardFormOnDemand
        open
        heading="Новая публикация"
        initial={{ title: '', content: '' }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useNotifications.getState().modal).toEqual({
      title: 'Форма не загрузилась',
      text: 'Не удалось загрузить форму публикации. Проверьте подключение к интернету и нажмите кнопку ещё раз.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads nothing while closed', () => {
    const onClose = vi.fn();
    const { container } = render(
      <NewsCardFormOnDemand
        open={false}
        heading="Новая публикация"
        initial={{ title: '', content: '' }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(container.innerHTML).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    expect(useNotifications.getState().modal).toBeNull();
  });
});
