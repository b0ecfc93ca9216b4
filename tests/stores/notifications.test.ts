import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { MESSAGES } from '@/api/messages';
import type { Notification } from '@/api/notifications';
import { notifyFromError } from '@/api/notify-from-error';
import { selectExtraCount, selectFirstNotification, useNotifications } from '@/stores/notifications';

const store = () => useNotifications.getState();
const queued = () => store().queue.map(({ severity, text }) => ({ severity, text }));

const one: Notification = { severity: 'Info', text: 'первое' };
const two: Notification = { severity: 'Warning', text: 'второе' };
const three: Notification = { severity: 'Error', text: 'третье' };

beforeEach(() => {
  store().clear();
  store().closeModal();
  store().setSessionDialog(null);
});

describe('notifications queue', () => {
  it('queues pushed notifications in order, each with its own id', () => {
    store().push(one, two);
    store().push(three);
    expect(queued()).toEqual([one, two, three]);
    expect(new Set(store().queue.map((n) => n.id)).size).toBe(3);
  });

  it('selects the first message and counts the others', () => {
    expect(selectFirstNotification(store())).toBeNull();
    expect(selectExtraCount(store())).toBe(0);
    store().push(one, two, three);
    expect(selectFirstNotification(store())).toMatchObject(one);
    expect(selectExtraCount(store())).toBe(2);
  });

  it('dismiss removes the first message, clear removes all', () => {
    store().push(one, two, three);
    store().dismiss();
    expect(queued()).toEqual([two, three]);
    store().clear();
    expect(queued()).toEqual([]);
    store().dismiss();
    expect(queued()).toEqual([]);
  });

  it('rejects a batch holding an incomplete notification and adds none of it', () => {
    expect(() => store().push(one, { severity: 'Error' } as Notification)).toThrow(MESSAGES.incompleteNotification);
    expect(() => store().push({ text: 'без важности' } as Notification)).toThrow(MESSAGES.incompleteNotification);
    expect(queued()).toEqual([]);
  });
});

describe('modal notification', () => {
  it('opens with a title and text and closes', () => {
    store().showModal({ title: 'Заявление', text: MESSAGES.registryChangeSent });
    expect(store().modal).toEqual({ title: 'Заявление', text: MESSAGES.registryChangeSent });
    store().closeModal();
    expect(store().modal).toBeNull();
  });

  it('refuses a modal without text', () => {
    expect(() => store().showModal({ text: '' })).toThrow(MESSAGES.incompleteNotification);
    expect(store().modal).toBeNull();
  });
});

describe('session dialogs', () => {
  it('switches between none, outdated and required', () => {
    store().setSessionDialog('required');
    expect(store().sessionDialog).toBe('required');
    store().setSessionDialog('outdated');
    expect(store().sessionDialog).toBe('outdated');
    store().setSessionDialog(null);
    expect(store().sessionDialog).toBeNull();
  });
});

describe('notifyFromError', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('queues the messages an API error carries', () => {
    notifyFromError(new ApiError(400, { messages: [{ severity: 'Error', text: 'Неверный СНИЛС' }] }), true);
    expect(queued()).toEqual([{ severity: 'Error', text: 'Неверный СНИЛС' }]);
  });

  it('opens the session-outdated dialog on a 401 of a signed-in user', () => {
    notifyFromError(new ApiError(401, undefined), true);
    expect(store().sessionDialog).toBe('outdated');
    expect(queued()).toEqual([]);
  });

  it('says the connection is lost when the call got no response', () => {
    notifyFromError(new ApiError(0, undefined), false);
    expect(queued()).toEqual([{ severity: 'Error', text: MESSAGES.connectionLost }]);
  });

  it('shows the default warning at most once per second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const warning = { severity: 'Warning', text: MESSAGES.defaultWarning };
    notifyFromError(new ApiError(500, undefined), true);
    notifyFromError(new ApiError(503, undefined), true);
    expect(queued()).toEqual([warning]);
    vi.advanceTimersByTime(1000);
    notifyFromError(new ApiError(500, undefined), true);
    expect(queued()).toEqual([warning, warning]);
  });

  it('logs any other error and shows "Произошла ошибка в работе"', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('x is undefined');
    notifyFromError(failure, true);
    expect(log).toHaveBeenCalledWith(failure);
    expect(queued()).toEqual([{ severity: 'Error', text: MESSAGES.unexpectedError }]);
  });
});
