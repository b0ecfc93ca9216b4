import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/messages';
import {
  createDefaultWarningThrottle,
  DEFAULT_WARNING_WINDOW_MS,
  ERROR_NOTIFICATION_TIMEOUT_MS,
  normalizeSeverity,
  NOTIFICATION_TIMEOUT_MS,
  notificationTimeout,
  responseToNotifications,
  unexpectedErrorNotification,
  validateNotification,
} from '@/api/notifications';

type Input = Parameters<typeof responseToNotifications>[0];
const respond = (input: Partial<Input>) =>
  responseToNotifications({ status: 400, body: undefined, hasResponse: true, signedIn: false, ...input });
const notices = (input: Partial<Input>) => respond(input).notifications;

const defaultWarning = { severity: 'Warning', text: MESSAGES.defaultWarning } as const;

describe('responseToNotifications: generic response handling (platform.md section 8)', () => {
  it('shows each message of a messages list by its severity', () => {
    const body = {
      messages: [
        { severity: 'Success', text: 'a' },
        { severity: 'Info', text: 'b' },
        { severity: 'Warning', text: 'c' },
        { severity: 'Error', text: 'd' },
      ],
    };
    expect(notices({ body })).toEqual([
      { severity: 'Success', text: 'a' },
      { severity: 'Info', text: 'b' },
      { severity: 'Warning', text: 'c' },
      { severity: 'Error', text: 'd' },
    ]);
  });

  it('shows a message of unknown or missing severity as Info', () => {
    const body = { messages: [{ severity: 'Fatal', text: 'a' }, { text: 'b' }] };
    expect(notices({ body })).toEqual([
      { severity: 'Info', text: 'a' },
      { severity: 'Info', text: 'b' },
    ]);
  });

  it('skips list entries lacking text', () => {
    const body = {
      messages: [{ severity: 'Error' }, { severity: 'Error', text: '' }, null, 'x', { severity: 'Error', text: 'ok' }],
    };
    expect(notices({ body })).toEqual([{ severity: 'Error', text: 'ok' }]);
  });

  it.each(['Proxy error: could not proxy request', 'proxy error', 'Ошибка прокси: нет ответа'])(
    'turns the proxy-error string %j into the warning about a lost connection',
    (body) => {
      expect(notices({ status: 502, body })).toEqual([{ severity: 'Warning', text: MESSAGES.connectionLost }]);
    },
  );

  it('shows any other string body as a warning with that text', () => {
    expect(notices({ body: 'Запись уже существует' })).toEqual([
      { severity: 'Warning', text: 'Запись уже существует' },
    ]);
  });

  it.each(['NO-ACCESS', 'CONFLICT-ACCESS'])('shows nothing from the marker string %s', (body) => {
    expect(notices({ status: 409, body })).toEqual([]);
  });

  it('says "Нет доступа" for a 403 whose body is the NO-ACCESS marker', () => {
    expect(notices({ status: 403, body: 'NO-ACCESS' })).toEqual([{ severity: 'Error', text: MESSAGES.noAccess }]);
  });

  it('shows a body message string as a warning', () => {
    expect(notices({ body: { message: 'Сервис недоступен' } })).toEqual([
      { severity: 'Warning', text: 'Сервис недоступен' },
    ]);
  });

  it('marks the session outdated on a 401 of a signed-in user, with no notice', () => {
    expect(respond({ status: 401, signedIn: true })).toEqual({
      notifications: [],
      sessionOutdated: true,
      isDefaultWarning: false,
    });
  });

  it('shows nothing but the session dialog on a signed-in 401 even when the body carries messages', () => {
    const body = { messages: [{ severity: 'Error', text: MESSAGES.notAuthorized }] };
    expect(respond({ status: 401, signedIn: true, body })).toEqual({
      notifications: [],
      sessionOutdated: true,
      isDefaultWarning: false,
    });
  });

  it('says "Не пройдена авторизация" once on an anonymous 401 whose body says it too', () => {
    const body = { messages: [{ severity: 'Error', text: MESSAGES.notAuthorized }] };
    expect(notices({ status: 401, body })).toEqual([{ severity: 'Error', text: MESSAGES.notAuthorized }]);
  });

  it('says "Не пройдена авторизация" on a 401 of an anonymous visitor', () => {
    expect(respond({ status: 401, signedIn: false })).toEqual({
      notifications: [{ severity: 'Error', text: MESSAGES.notAuthorized }],
      sessionOutdated: false,
      isDefaultWarning: false,
    });
  });

  it('shows a 429 as the server words it, and asks to wait when the body says nothing', () => {
    const body = {
      messages: [{ severity: 'Warning', text: 'Слишком много запросов подряд. Повторите попытку через 12 секунд' }],
    };
    expect(notices({ status: 429, body })).toEqual(body.messages);
    expect(respond({ status: 429, body: '' })).toEqual({
      notifications: [{ severity: 'Warning', text: MESSAGES.tooManyRequests }],
      sessionOutdated: false,
      isDefaultWarning: false,
    });
  });

  it.each([403, 404])('says "Нет доступа" on a %i with an empty body', (status) => {
    expect(notices({ status })).toEqual([{ severity: 'Error', text: MESSAGES.noAccess }]);
  });

  it.each([403, 404])('shows only the body messages on a %i that carries them', (status) => {
    const body = { messages: [{ severity: 'Error', text: 'Запись не найдена' }] };
    expect(notices({ status, body })).toEqual([{ severity: 'Error', text: 'Запись не найдена' }]);
  });

  it('says the connection is lost when no response came and the status is 0', () => {
    expect(respond({ status: 0, hasResponse: false })).toEqual({
      notifications: [{ severity: 'Error', text: MESSAGES.connectionLost }],
      sessionOutdated: false,
      isDefaultWarning: false,
    });
  });

  it('gives the default warning when no response came with another status', () => {
    expect(respond({ status: 504, hasResponse: false })).toEqual({
      notifications: [defaultWarning],
      sessionOutdated: false,
      isDefaultWarning: true,
    });
  });

  it.each([500, 502, 503])('gives the default warning for a %i with an empty body', (status) => {
    expect(respond({ status, body: undefined })).toEqual({
      notifications: [defaultWarning],
      sessionOutdated: false,
      isDefaultWarning: true,
    });
  });

  it('shows the body messages of a 5xx instead of the default warning', () => {
    const body = { messages: [{ severity: 'Error', text: 'Сбой расчёта' }] };
    expect(respond({ status: 500, body })).toEqual({
      notifications: [{ severity: 'Error', text: 'Сбой расчёта' }],
      sessionOutdated: false,
      isDefaultWarning: false,
    });
  });

  it('stays silent for a 4xx with an empty body that no rule names', () => {
    expect(respond({ status: 409 })).toEqual({ notifications: [], sessionOutdated: false, isDefaultWarning: false });
  });
});

describe('normalizeSeverity', () => {
  it('keeps the four severities, whatever their letter case', () => {
    expect(['Success', 'Info', 'Warning', 'Error'].map(normalizeSeverity)).toEqual([
      'Success',
      'Info',
      'Warning',
      'Error',
    ]);
    expect(normalizeSeverity('error')).toBe('Error');
  });

  it.each([undefined, null, 3, '', 'Critical'])('treats %j as Info', (value) => {
    expect(normalizeSeverity(value)).toBe('Info');
  });
});

describe('notificationTimeout', () => {
  it('keeps an error 15 s and anything else 10 s', () => {
    expect(ERROR_NOTIFICATION_TIMEOUT_MS).toBe(15_000);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(10_000);
    expect(notificationTimeout('Error')).toBe(ERROR_NOTIFICATION_TIMEOUT_MS);
    for (const severity of ['Success', 'Info', 'Warning'] as const)
      expect(notificationTimeout(severity)).toBe(NOTIFICATION_TIMEOUT_MS);
  });
});

describe('validateNotification', () => {
  it.each([
    ['no text', { severity: 'Error' }],
    ['empty text', { severity: 'Error', text: ' ' }],
    ['no severity', { text: 'a' }],
    ['a non-string severity', { severity: 1, text: 'a' }],
    ['nothing', undefined],
  ])('rejects a notification with %s', (_case, value) => {
    expect(() => validateNotification(value)).toThrow(MESSAGES.incompleteNotification);
  });

  it('accepts a complete one, reading an unknown severity as Info', () => {
    expect(validateNotification({ severity: 'Warning', text: 'a' })).toEqual({ severity: 'Warning', text: 'a' });
    expect(validateNotification({ severity: 'Fatal', text: 'a' })).toEqual({ severity: 'Info', text: 'a' });
  });
});

describe('unexpectedErrorNotification', () => {
  it('is the error "Произошла ошибка в работе"', () => {
    expect(unexpectedErrorNotification()).toEqual({ severity: 'Error', text: MESSAGES.unexpectedError });
  });
});

describe('createDefaultWarningThrottle', () => {
  const clock = (start: number) => {
    let time = start;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('lets the default warning through at most once per second', () => {
    const fake = clock(5_000);
    const allow = createDefaultWarningThrottle(fake.now);
    expect(allow([defaultWarning])).toBe(true);
    fake.advance(DEFAULT_WARNING_WINDOW_MS - 1);
    expect(allow([defaultWarning])).toBe(false);
    fake.advance(1);
    expect(allow([defaultWarning])).toBe(true);
    expect(allow([defaultWarning])).toBe(false);
  });

  it('never holds back other notifications', () => {
    const fake = clock(0);
    const allow = createDefaultWarningThrottle(fake.now);
    expect(allow([defaultWarning])).toBe(true);
    expect(allow([{ severity: 'Warning', text: 'другое' }])).toBe(true);
    expect(allow([{ severity: 'Error', text: MESSAGES.defaultWarning }])).toBe(true);
  });
});
