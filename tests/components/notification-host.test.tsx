// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/messages';
import { ERROR_NOTIFICATION_TIMEOUT_MS, NOTIFICATION_TIMEOUT_MS } from '@/api/notifications';
import { NotificationHost } from '@/components/notification-host';
import { useNotifications } from '@/stores/notifications';

// Lets one test make notifications sticky (a timeout of 0 or less) without touching the others.
const timeoutOverride = vi.hoisted(() => ({ value: undefined as number | undefined }));
vi.mock('@/api/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/api/notifications')>();
  return {
    ...actual,
    notificationTimeout: (severity: Parameters<typeof actual.notificationTimeout>[0]) =>
      timeoutOverride.value ?? actual.notificationTimeout(severity),
  };
});

const store = () => useNotifications.getState();

beforeEach(() => {
  store().clear();
  store().closeModal();
  timeoutOverride.value = undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotificationHost', () => {
  it('shows the first of three messages with "Ещё сообщений: 2", and the second after closing it', async () => {
    const user = userEvent.setup();
    render(<NotificationHost />);
    act(() =>
      store().push(
        { severity: 'Info', text: 'первое' },
        { severity: 'Warning', text: 'второе' },
        { severity: 'Error', text: 'третье' },
      ),
    );
    expect(screen.getByText('первое')).toBeInTheDocument();
    expect(screen.getByText('Ещё сообщений: 2')).toBeInTheDocument();
    expect(screen.queryByText('второе')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));

    expect(await screen.findByText('второе')).toBeInTheDocument();
    expect(screen.queryByText('первое')).not.toBeInTheDocument();
    expect(screen.getByText('Ещё сообщений: 1')).toBeInTheDocument();
  });

  it('shows no count when only one message is queued', () => {
    render(<NotificationHost />);
    act(() => store().push({ severity: 'Success', text: MESSAGES.contactsAdded }));
    expect(screen.getByText(MESSAGES.contactsAdded)).toBeInTheDocument();
    expect(screen.queryByText(/Ещё сообщений/)).not.toBeInTheDocument();
  });

  it('announces an error as an alert and other severities as a status', () => {
    render(<NotificationHost />);
    act(() => store().push({ severity: 'Error', text: MESSAGES.connectionLost }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.connectionLost);
    act(() => {
      store().clear();
      store().push({ severity: 'Info', text: 'сведения' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('сведения');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes a message after its timeout and starts the next one afresh', () => {
    vi.useFakeTimers();
    render(<NotificationHost />);
    act(() => store().push({ severity: 'Info', text: 'первое' }, { severity: 'Error', text: 'второе' }));

    act(() => vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1));
    expect(screen.getByText('первое')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('первое')).not.toBeInTheDocument();
    expect(screen.getByText('второе')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ERROR_NOTIFICATION_TIMEOUT_MS - 1));
    expect(screen.getByText('второе')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('второе')).not.toBeInTheDocument();
    expect(store().queue).toEqual([]);
  });

  it('keeps a message with a timeout of 0 until it is closed', () => {
    vi.useFakeTimers();
    timeoutOverride.value = 0;
    render(<NotificationHost />);
    act(() => store().push({ severity: 'Warning', text: 'липкое' }));
    act(() => vi.advanceTimersByTime(10 * ERROR_NOTIFICATION_TIMEOUT_MS));
    expect(screen.getByText('липкое')).toBeInTheDocument();
  });

  it('shows the modal notification and closes it with OK', async () => {
    const user = userEvent.setup();
    render(<NotificationHost />);
    act(() => store().showModal({ title: 'Заявление', text: MESSAGES.registryChangeSent }));
    const dialog = screen.getByRole('dialog', { name: 'Заявление' });
    expect(dialog).toHaveTextContent(MESSAGES.registryChangeSent);

    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(store().modal).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
