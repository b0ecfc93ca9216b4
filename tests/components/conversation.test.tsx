// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, describe, expect, it } from 'vitest';
import {
  conversationRows,
  ConversationView,
  type Conversation,
  type ConversationApi,
  type Message,
} from '@/components/messages/conversation';
import { ApiError } from '@/api/api-error';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { addDays, regionInstant } from '@common/schedule/slots';
import { regionToday } from '@common/time-zone';

const TOTAL = 5_000;
const PAGE = 50;
const PER_DAY = 10;
const TODAY = regionToday();

/** Ten messages a day, the newest ten today, from 09:00 every half an hour. */
function writtenAt(id: number): string {
  const daysAgo = Math.floor((TOTAL - id) / PER_DAY);
  const minutes = 9 * 60 + ((id - 1) % PER_DAY) * 30;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return regionInstant(addDays(TODAY, -daysAgo), time);
}

/** The conversation the server holds: ids 1..5000, oldest first, alternating sides. */
function storedConversation(): Message[] {
  return Array.from({ length: TOTAL }, (_, i) => {
    const id = i + 1;
    return {
      id,
      noticeClass: null,
      mine: id % 2 === 0,
      authorName: id % 2 === 0 ? 'Иванова Мария Петровна' : 'Смирнова Екатерина Александровна',
      text: `Сообщение № ${id}`,
      createdAt: writtenAt(id),
      readAt: writtenAt(TOTAL),
      clientKey: null,
      files: [],
    };
  });
}

/** The server's side of one conversation, kept in memory: its pages as GET /message/{contactId} gives them. */
function conversationServer(options: { refuse?: () => boolean; failWith?: () => ApiError | undefined } = {}) {
  const stored = storedConversation();
  const loads: (number | undefined)[] = [];
  const sent: { text: string; clientKey: string }[] = [];
  const api: ConversationApi = {
    key: ['test:conversation', Math.random()],
    load(before) {
      loads.push(before);
      const older = stored.filter((m) => before === undefined || m.id < before);
      const page = older.slice(-PAGE).reverse();
      const answer: Conversation = {
        contactId: 2,
        contactName: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
        side: 'person',
        hasMore: older.length > PAGE,
        messages: page,
      };
      return Promise.resolve(answer);
    },
    markRead: () => Promise.resolve(0),
    send(body) {
      sent.push(body);
      const failure = options.failWith?.();
      if (failure) return Promise.reject(failure);
      if (options.refuse?.())
        return Promise.reject(
          new ApiError(503, { messages: [{ text: 'Сервис временно недоступен', severity: 'error' }] }),
        );
      if (!stored.some((m) => m.clientKey === body.clientKey))
        stored.push({
          ...stored[stored.length - 1],
          id: stored.length + 1,
          mine: true,
          text: body.text,
          createdAt: new Date().toISOString(),
          readAt: null,
          clientKey: body.clientKey,
        });
      return Promise.resolve({ id: stored.length });
    },
  };
  return { api, loads, sent };
}

function renderConversation(api: ConversationApi) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {/* No layout here: the list is told the viewport's and a row's height (react-virtuoso's way for tests). */}
      <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
        <ConversationView api={api} />
      </VirtuosoMockContext.Provider>
    </SWRConfig>,
  );
}

// The rows in the DOM (the list keeps them hidden from the accessibility tree until it has scrolled into
// place, which needs a layout this DOM has not: they are counted as elements).
const rowsShown = () => [...screen.getByRole('log').querySelectorAll('li')];
const texts = () => rowsShown().map((li) => li.textContent ?? '');
/** The number of each message row in the DOM, in order. */
const rowNumbers = () => rowsShown().map((li) => Number(/№ (\d+)/.exec(li.querySelector('p')?.textContent ?? '')?.[1]));
const dayCaptions = () => [...screen.getByRole('log').querySelectorAll('h2')].map((h) => h.textContent);

afterEach(() => sessionStorage.clear());

describe('the conversation’s rows', () => {
  // A loaded part that starts in the middle of a day: messages 4945..4960 (day starts at 4941 and 4951).
  const part = storedConversation().slice(4944, 4960);
  const headed = (olderToCome: boolean) =>
    conversationRows(part, [], TODAY, olderToCome)
      .filter((row) => row.dayCaption !== undefined)
      .map((row) => (row.kind === 'message' ? row.message.id : 0));

  it('heads a day at its first message, not at the oldest loaded one while older messages are to come', () => {
    expect(headed(true)).toEqual([4951]);
  });

  it('heads the oldest message once nothing older is left to load', () => {
    expect(headed(false)).toEqual([4945, 4951]);
  });
});

describe('ConversationView', () => {
  it('opens a conversation of 5,000 messages on the newest page, rendering only the rows in sight', async () => {
    const { api, loads } = conversationServer();
    renderConversation(api);
    const log = await screen.findByRole('log', { name: 'Переписка: ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»' });
    await waitFor(() => expect(within(log).getByText('Сообщение № 5000')).toBeTruthy());
    // One request, for the newest page; of its 50 rows only those the 600 px viewport shows are in the DOM.
    expect(loads).toEqual([undefined]);
    expect(rowsShown().length).toBeGreaterThan(5);
    expect(rowsShown().length).toBeLessThanOrEqual(20);
    expect(texts().some((t) => t.includes('Сообщение № 4951'))).toBe(false);
    // The last row is the newest message; «Сегодня» heads the first of today's ten.
    expect(texts().at(-1)).toContain('Сообщение № 5000');
    expect(dayCaptions()).toEqual(['Сегодня']);
    expect(texts().find((t) => t.startsWith('Сегодня'))).toContain('Сообщение № 4991');
  });

  it('loads the next older page when the reader reaches the top, and again further up, keeping the days in order', async () => {
    const { api, loads } = conversationServer();
    renderConversation(api);
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getByText('Сообщение № 5000')).toBeTruthy());

    // Scrolled to the top of the newest page: its first message is in sight and the page before it is asked for.
    await act(async () => {
      log.scrollTop = 0;
      fireEvent.scroll(log);
    });
    await waitFor(() => expect(loads).toEqual([undefined, 4951]));
    await waitFor(() => expect(texts().some((t) => t.includes('Сообщение № 4950'))).toBe(true));
    // The older page went above: the rows shown stay few and in order, oldest first.
    const numbers = rowNumbers();
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(rowsShown().length).toBeLessThanOrEqual(20);

    // The button does the same for a keyboard.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать более ранние сообщения' }));
    await waitFor(() => expect(loads).toEqual([undefined, 4951, 4901]));
    // The reader stays where they were: the rows in sight are still the first of page 2, not the new ones above.
    expect(texts().some((t) => t.includes('Сообщение № 4950'))).toBe(true);
    expect(texts().some((t) => t.includes('Сообщение № 4900'))).toBe(false);

    // Up again: the top of page 3 is reached and page 4 is asked for.
    await act(async () => {
      log.scrollTop = 0;
      fireEvent.scroll(log);
    });
    await waitFor(() => expect(loads).toEqual([undefined, 4951, 4901, 4851]));
    // Day headings: a day's caption heads its first message, across the joins of the pages too.
    expect(texts().length).toBeGreaterThan(5);
    for (const li of rowsShown()) {
      const id = Number(/№ (\d+)/.exec(li.querySelector('p')?.textContent ?? '')?.[1]);
      expect(li.querySelector('h2') !== null, li.textContent ?? '').toBe(id % PER_DAY === 1);
    }
    expect(rowsShown().length).toBeLessThanOrEqual(20);
  });

  it('shows a sent message at once, marks it failed with a retry when the server refuses, and sends it once on retry', async () => {
    let refuse = true;
    const { api, sent } = conversationServer({ refuse: () => refuse });
    renderConversation(api);
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getByText('Сообщение № 5000')).toBeTruthy());
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Сообщение'), 'Спасибо, визит во вторник подходит.');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    // At once at the bottom of the list, then failed with the reason and a retry.
    await waitFor(() => expect(texts().at(-1)).toContain('Спасибо, визит во вторник подходит.'));
    const alert = await within(log).findByRole('alert');
    expect(alert.textContent).toContain('Не отправлено: Сервис временно недоступен');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Сообщение').value).toBe('');

    refuse = false;
    await user.click(within(log).getByRole('button', { name: 'Отправить ещё раз' }));
    await waitFor(() => expect(within(log).queryByRole('alert')).toBeNull());
    expect(within(log).queryByText('Отправляется…')).toBeNull();
    expect(texts().at(-1)).toContain('Спасибо, визит во вторник подходит.');
    // The same key both times: the server stores it once.
    expect(sent).toHaveLength(2);
    expect(sent[1].clientKey).toBe(sent[0].clientKey);
    expect(within(log).getAllByText('Спасибо, визит во вторник подходит.')).toHaveLength(1);
  });

  it('a session that ended meanwhile opens the sign-in dialog; the message waits, through a reload, to be sent once', async () => {
    let ended = true;
    const { api, sent } = conversationServer({
      failWith: () => (ended ? new ApiError(401, { messages: [] }) : undefined),
    });
    useSession.setState({ user: { userId: 1 } as never });
    useNotifications.setState({ sessionDialog: null });
    const first = renderConversation(api);
    const user = userEvent.setup();
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('Сообщение № 5000')).toBeTruthy());
    await user.type(screen.getByLabelText('Сообщение'), 'Буду дома после обеда.');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(useNotifications.getState().sessionDialog).toBe('outdated'));
    await within(screen.getByRole('log')).findByRole('button', { name: 'Отправить ещё раз' });

    // The page is opened again (the person signed in anew): the message is still waiting, and goes once.
    first.unmount();
    ended = false;
    renderConversation(api);
    await waitFor(() => expect(texts().at(-1)).toContain('Буду дома после обеда.'));
    const log = screen.getByRole('log');
    // (The rows of a list not yet scrolled into place are hidden from the accessibility tree in this DOM.)
    const retry = () => [...log.querySelectorAll('button')].find((b) => b.textContent === 'Отправить ещё раз');
    await user.click(retry()!);
    await waitFor(() => expect(retry()).toBeUndefined());
    expect(sent.map((m) => m.clientKey)).toEqual([sent[0].clientKey, sent[0].clientKey]);
    expect(within(log).getAllByText('Буду дома после обеда.')).toHaveLength(1);
    useSession.setState({ user: null });
  });
});
