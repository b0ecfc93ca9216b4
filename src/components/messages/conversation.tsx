import { forwardRef, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  Virtuoso,
  type ContextProp,
  type ItemProps,
  type ListProps,
  type ScrollerProps,
  type VirtuosoHandle,
} from 'react-virtuoso';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/api-error';
import { UNREAD_KEY, useLiveMessages } from '@/api/live-messages';
import { storedFiles, type StoredFile } from '@/api/stored-files';
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, MESSAGE_MSG, NOTICE_CLASSES } from '@common/messages/messages';
import { ruDate, ruDayInWords, ruTime } from '@common/region-time';
import { addDays } from '@common/schedule/slots';
import { regionToday } from '@common/time-zone';
import { askToSignInAgain, type ApiAnswer } from '@/api/client';
import type { ReactNode } from 'react';

/** The field that uploads a message's files (the caller's: the forms' upload widget). */
export type FilesField = (props: {
  id: string;
  value: StoredFile[];
  max: number;
  onChange: (files: unknown) => void;
  /** Told whether files are still uploading: the message waits for them. */
  onUploadingChange: (uploading: boolean) => void;
}) => ReactNode;

/** A page of a conversation, newest first (GET /message/{contactId}, GET /patronage/{id}). */
export type Conversation = ApiAnswer<'/message/{contactId}', 'get'>;
export type Message = Conversation['messages'][number];

/**
 * The calls of one conversation: the messages' (a contact) or the patronage's (a record). The view
 * does not know which; its key names the cache entry, the draft and the lists to read again.
 */
export interface ConversationApi {
  /** The cache key of the newest page, unique for the conversation. */
  key: readonly [string, number];
  load(before?: number): Promise<Conversation>;
  markRead(): Promise<unknown>;
  send(body: { text: string; clientKey: string; fileIds: string[] }): Promise<unknown>;
  /** The list of conversations to read again after a send. */
  listKey?: string;
  /** Nobody answers (the portal's notices): the composer gives way to this notice. */
  readOnlyNotice?: string;
  /** The field to attach files with; none: text only. */
  filesField?: FilesField;
}

/** A message on its way: shown at once, marked failed with a retry when the server refuses or is not reached. */
export interface PendingMessage {
  clientKey: string;
  text: string;
  files: StoredFile[];
  state: 'sending' | 'failed';
  reason?: string;
}

interface Draft {
  text: string;
  files: StoredFile[];
  pending: PendingMessage[];
}

const EMPTY: Draft = { text: '', files: [], pending: [] };
const draftKey = (key: string) => `portal.message-draft.${key}`;

/** What was typed and not yet delivered, kept in the tab: it survives a reload and the session dialog. */
function readDraft(contactId: string): Draft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(contactId)) ?? 'null') as Draft | null;
    if (!saved || typeof saved.text !== 'string') return EMPTY;
    // A send cut short by the reload is offered again; its key makes sure it is stored once.
    const pending = (saved.pending ?? []).map((p) => ({ ...p, state: 'failed' as const, reason: undefined }));
    return { text: saved.text, files: storedFiles(saved.files), pending };
  } catch {
    return EMPTY;
  }
}

function writeDraft(contactId: string, draft: Draft) {
  try {
    if (!draft.text && !draft.files.length && !draft.pending.length) sessionStorage.removeItem(draftKey(contactId));
    else sessionStorage.setItem(draftKey(contactId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the draft stays on screen.
  }
}

/** A new message's key, the same for every attempt to send it. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A day's heading in the conversation: «Сегодня», «Вчера», else «5 декабря 2026». */
export function dayCaption(moment: string, today = regionToday()): string {
  const day = ruDate(moment);
  if (day === ruDate(today)) return 'Сегодня';
  if (day === ruDate(addDays(today, -1))) return 'Вчера';
  return ruDayInWords(moment);
}

/** One message: the caller's on the right, the other side's on the left, with the time and read mark. */
export function MessageBubble({ message, showRead }: { message: Message; showRead: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start', mb: 1 }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: { xs: '88%', sm: '70%' },
          bgcolor: message.mine ? 'rgba(25, 118, 210, 0.08)' : 'background.paper',
          borderColor: message.mine ? 'primary.light' : 'divider',
        }}
      >
        {!message.mine && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
            {message.authorName}
            {message.noticeClass ? ` · ${NOTICE_CLASSES[message.noticeClass]}` : ''}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        {message.files.length > 0 && (
          <Box sx={{ mt: 0.5 }}>
            <Link href={`/api/files/get-message-file?messageId=${message.id}`} download>
              {message.files.length === 1
                ? `Файл: ${message.files[0].name}`
                : `Файлы (${message.files.length}): ${message.files.map((f) => f.name).join(', ')}`}
            </Link>
          </Box>
        )}
        <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: 'right' }}>
          {ruTime(message.createdAt)}
          {showRead && message.mine && message.readAt ? ' · прочитано' : ''}
        </Typography>
      </Paper>
    </Box>
  );
}

export function PendingBubble({
  item,
  onRetry,
  onDrop,
}: {
  item: PendingMessage;
  onRetry: () => void;
  onDrop: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: { xs: '88%', sm: '70%' },
          borderStyle: 'dashed',
          borderColor: item.state === 'failed' ? 'error.main' : 'primary.light',
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Typography>
        {item.files.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Файлы: {item.files.map((f) => f.originalFileName).join(', ')}
          </Typography>
        )}
        {item.state === 'sending' ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: 'right' }}>
            Отправляется…
          </Typography>
        ) : (
          <Box role="alert">
            <Typography variant="caption" color="error" component="div">
              Не отправлено{item.reason ? `: ${item.reason}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button size="small" onClick={onRetry}>
                Отправить ещё раз
              </Button>
              <Button size="small" color="inherit" onClick={onDrop}>
                Удалить
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** The messages oldest first, each once (a later copy, with a fresher read mark, wins). */
function oldestFirst(messages: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const m of messages) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A row of the list: a stored message or one on its way, with the day's heading above the first of a day. */
export type Row =
  | { kind: 'message'; message: Message; dayCaption?: string }
  | { kind: 'pending'; item: PendingMessage; dayCaption?: string };

/**
 * The rows of the list: the stored messages by day, then those on their way (today's). While older
 * messages are still to come (`olderToCome`), the oldest loaded one gets no day heading: its day may
 * begin on the page above, and a heading there would stand in the middle of the day.
 */
export function conversationRows(
  messages: readonly Message[],
  pending: readonly PendingMessage[],
  today: string,
  olderToCome: boolean,
): Row[] {
  const rows: Row[] = [];
  let lastDay: string | undefined = olderToCome && messages.length > 0 ? ruDate(messages[0].createdAt) : undefined;
  for (const message of messages) {
    const day = ruDate(message.createdAt);
    rows.push({
      kind: 'message',
      message,
      dayCaption: day === lastDay ? undefined : dayCaption(message.createdAt, today),
    });
    lastDay = day;
  }
  pending.forEach((item, i) =>
    rows.push({ kind: 'pending', item, dayCaption: i === 0 && lastDay !== ruDate(today) ? 'Сегодня' : undefined }),
  );
  return rows;
}

/**
 * The index the virtual list gives the first loaded row: far from zero, lowered by every older
 * page put above, so that the rows already shown keep their indices and the reader their place.
 */
const FIRST_ROW_INDEX = 1_000_000;

/** The list's height when it has more than fits: most of the screen, the composer stays below. */
const LIST_MAX_HEIGHT = '65vh';

/** Short conversations take their own height; an empty one none; a long one scrolls. */
function listHeightCss(rowCount: number, measured: number): string | number {
  if (rowCount === 0) return 0;
  return measured ? `min(${measured}px, ${LIST_MAX_HEIGHT})` : LIST_MAX_HEIGHT;
}

interface ListContext {
  label: string;
}

/**
 * The scrolled box: the conversation's log, reachable by keyboard to scroll it with the arrows and
 * Page Up (the list's own style takes the focus outline off; it is given back here).
 */
const LogScroller = forwardRef<HTMLDivElement, ScrollerProps & ContextProp<ListContext>>(function LogScroller(
  { context, style, ...props },
  ref,
) {
  const { outline: _outline, ...listStyle } = style ?? {};
  return (
    <Box
      {...props}
      ref={ref}
      style={listStyle}
      role="log"
      aria-label={context.label}
      aria-live="polite"
      tabIndex={0}
      sx={SCROLLER_SX}
    />
  );
});

const SCROLLER_SX = {
  outline: 'none',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const RowList = forwardRef<HTMLUListElement, ListProps<HTMLUListElement> & ContextProp<ListContext>>(function RowList(
  { context: _context, children, ...props },
  ref,
) {
  // The list's own spacing is off in its class; the room it keeps for the rows not rendered comes in its style.
  return (
    <Box component="ul" {...props} ref={ref} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
});

/** A row: its own block, so that the margins inside are measured with it. */
function RowItem({
  context: _context,
  item: _item,
  style,
  children,
  ...props
}: ItemProps<Row> & ContextProp<ListContext>) {
  return (
    <li {...props} style={{ ...style, display: 'flow-root' }}>
      {children}
    </li>
  );
}

const LIST_COMPONENTS = { Scroller: LogScroller, List: RowList, Item: RowItem };

function DayCaption({ caption }: { caption: string }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="h2"
      sx={{ display: 'block', textAlign: 'center', my: 1, fontWeight: 600 }}
    >
      {caption}
    </Typography>
  );
}

/**
 * A conversation with a contact: the newest page, older pages as the reader scrolls up (only the
 * rows in sight are rendered, so a conversation of thousands of messages opens as fast as a short
 * one), read marks, new messages at once from the live stream, and the composer whose text, files
 * and unsent messages survive a reload; a message is sent once whatever happens (its key), shown at
 * once and marked failed with a retry when it does not go.
 */
export function ConversationView({ api, initial }: { api: ConversationApi; initial?: Conversation }) {
  const { mutate: mutateKey } = useSWRConfig();
  // The draft of a contact keeps its old name; another kind's is prefixed by its list.
  const contactId = api.key[0] === '/message/{contactId}' ? String(api.key[1]) : `${api.key[0]}:${api.key[1]}`;
  const { data, error, isLoading, mutate } = useSWR(
    api.key,
    () => api.load(),
    initial ? { fallbackData: initial } : undefined,
  );
  // Everything loaded that is not on the newest page now: the older pages, and what left that page as new messages came.
  const [older, setOlder] = useState<Message[]>([]);
  const [newestPage, setNewestPage] = useState(data);
  const [olderMore, setOlderMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [draft, setDraftState] = useState<Draft>(() => readDraft(contactId));
  const [textError, setTextError] = useState<string | undefined>();
  // The oldest message of the first page shown: rows older than it were put above, the others below.
  const [anchorId, setAnchorId] = useState<number | null>(null);
  const [listHeight, setListHeight] = useState(0);
  const ids = useId();
  const list = useRef<VirtuosoHandle>(null);
  const loading = useRef(false);
  // The caller has just sent a message: the list goes down to it wherever the reader was.
  const followOwn = useRef(false);
  // The conversation opens on its newest message. The list's height follows its rows (up to a limit),
  // and a height that changes after the first paint can leave the list where it started, at the top
  // of the page: until the newest message has been in sight once, each change goes back down to it.
  const openedAtNewest = useRef(false);
  const heightChanged = (height: number) => {
    setListHeight(height);
    if (!openedAtNewest.current) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  };

  if (data !== newestPage) {
    // A message the newest page no longer holds (newer ones came) stays where it was.
    const kept = new Set(data?.messages.map((m) => m.id));
    const oldestKept = Math.min(...kept);
    const left = (newestPage?.messages ?? []).filter((m) => !kept.has(m.id) && m.id < oldestKept);
    if (left.length) setOlder((list) => [...list, ...left]);
    setNewestPage(data);
  }

  const setDraft = useCallback(
    (update: (d: Draft) => Draft) =>
      setDraftState((current) => {
        const next = update(current);
        writeDraft(contactId, next);
        return next;
      }),
    [contactId],
  );

  const onMessages = useCallback(() => void mutate(), [mutate]);
  useLiveMessages(onMessages);

  const messages = useMemo(() => oldestFirst([...older, ...(data?.messages ?? [])]), [older, data]);
  const unreadFromThem = data?.messages.some((m) => !m.mine && m.readAt === null) ?? false;

  if (anchorId === null && messages.length > 0) setAnchorId(messages[0].id);

  useEffect(() => {
    if (!unreadFromThem) return;
    void api
      .markRead()
      .then(() => Promise.all([mutateKey(UNREAD_KEY), mutate()]))
      .catch(() => undefined);
  }, [unreadFromThem, api, mutate, mutateKey]);

  // A pending message the server already has (its key came back in a read) is shown as stored.
  const pending = useMemo(() => {
    const stored = new Set(messages.map((m) => m.clientKey).filter(Boolean));
    return draft.pending.filter((p) => !stored.has(p.clientKey));
  }, [messages, draft.pending]);

  const hasMore = olderMore ?? data?.hasMore ?? false;
  const rows = useMemo(() => conversationRows(messages, pending, regionToday(), hasMore), [messages, pending, hasMore]);
  const aboveAnchor = anchorId === null ? 0 : messages.findIndex((m) => m.id >= anchorId);
  const firstItemIndex = FIRST_ROW_INDEX - (aboveAnchor < 0 ? messages.length : aboveAnchor);

  const loadOlder = async () => {
    const oldest = messages[0]?.id;
    if (oldest === undefined || loading.current) return;
    loading.current = true;
    setLoadingOlder(true);
    try {
      const page = await api.load(oldest);
      setOlder((list) => [...page.messages, ...list]);
      setOlderMore(page.hasMore);
      setOlderFailed(false);
    } catch {
      setOlderFailed(true);
    } finally {
      loading.current = false;
      setLoadingOlder(false);
    }
  };

  const deliver = async (item: PendingMessage) => {
    setDraft((d) => ({
      ...d,
      pending: d.pending.map((p) =>
        p.clientKey === item.clientKey ? { ...item, state: 'sending', reason: undefined } : p,
      ),
    }));
    try {
      await api.send({ text: item.text, clientKey: item.clientKey, fileIds: item.files.map((f) => f.id) });
      await Promise.all([mutate(), mutateKey((key) => Array.isArray(key) && key[0] === api.listKey)]);
      setDraft((d) => ({ ...d, pending: d.pending.filter((p) => p.clientKey !== item.clientKey) }));
    } catch (e) {
      // A session that ended meanwhile: the dialog offers to sign in again; the message waits to be sent again.
      askToSignInAgain(e);
      const reason = refusalTexts(e)[0];
      setDraft((d) => ({
        ...d,
        pending: d.pending.map((p) => (p.clientKey === item.clientKey ? { ...p, state: 'failed', reason } : p)),
      }));
    }
  };

  // A message sent while its file is still uploading would go without it.
  const [uploading, setUploading] = useState(false);
  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    if (uploading) return;
    const text = draft.text.trim();
    if (!text) return setTextError(MESSAGE_MSG.empty);
    if (text.length > MAX_MESSAGE_LENGTH) return setTextError(MESSAGE_MSG.tooLong);
    setTextError(undefined);
    const item: PendingMessage = { clientKey: newKey(), text, files: draft.files, state: 'sending' };
    followOwn.current = true;
    setDraft((d) => ({ text: '', files: [], pending: [...d.pending, item] }));
    void deliver(item);
  };

  // «прочитано» under the caller's newest message only.
  const lastMineRead = messages.reduce<number | undefined>(
    (last, m) => (m.mine && (last === undefined || m.id > last) ? m.id : last),
    undefined,
  );

  return (
    <Box>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить переписку. Обновите страницу.</Alert>}
      {data && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2, bgcolor: 'grey.50' }}>
          {hasMore && (
            <Box sx={{ textAlign: 'center', mb: 1 }}>
              <Button onClick={() => void loadOlder()} disabled={loadingOlder}>
                {loadingOlder ? 'Загрузка…' : 'Показать более ранние сообщения'}
              </Button>
            </Box>
          )}
          {olderFailed && (
            <Alert severity="error" sx={{ mb: 1 }}>
              Не удалось загрузить более ранние сообщения. Попробуйте ещё раз.
            </Alert>
          )}
          {rows.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
              Сообщений пока нет. Напишите первым.
            </Typography>
          )}
          <Virtuoso<Row, ListContext>
            ref={list}
            style={{ height: listHeightCss(rows.length, listHeight) }}
            context={{ label: `Переписка: ${data.contactName}` }}
            components={LIST_COMPONENTS}
            data={rows}
            firstItemIndex={firstItemIndex}
            initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
            computeItemKey={(_index, row) => (row.kind === 'message' ? row.message.id : row.item.clientKey)}
            totalListHeightChanged={heightChanged}
            atBottomStateChange={(atBottom) => {
              if (atBottom) openedAtNewest.current = true;
            }}
            startReached={() => {
              if (hasMore && !olderFailed) void loadOlder();
            }}
            followOutput={(atBottom) => {
              const follow = atBottom || followOwn.current;
              followOwn.current = false;
              return follow ? 'auto' : false;
            }}
            itemContent={(_index, row) => (
              <>
                {row.dayCaption && <DayCaption caption={row.dayCaption} />}
                {row.kind === 'message' ? (
                  <MessageBubble message={row.message} showRead={row.message.id === lastMineRead} />
                ) : (
                  <PendingBubble
                    item={row.item}
                    onRetry={() => void deliver(row.item)}
                    onDrop={() =>
                      setDraft((d) => ({ ...d, pending: d.pending.filter((p) => p.clientKey !== row.item.clientKey) }))
                    }
                  />
                )}
              </>
            )}
          />
        </Paper>
      )}
      {data && api.readOnlyNotice && <Alert severity="info">{api.readOnlyNotice}</Alert>}
      {data && !api.readOnlyNotice && (
        <Box component="form" onSubmit={submit} noValidate aria-label="Новое сообщение">
          <TextField
            id={`${ids}-text`}
            label="Сообщение"
            multiline
            minRows={3}
            maxRows={10}
            fullWidth
            value={draft.text}
            error={!!textError}
            helperText={
              textError ?? `Не больше ${MAX_MESSAGE_LENGTH} символов. Черновик сохраняется, пока открыта вкладка.`
            }
            onChange={(event) => {
              const text = event.target.value;
              setDraft((d) => ({ ...d, text }));
              if (textError && text.trim()) setTextError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
            sx={{ mb: 1 }}
          />
          {api.filesField?.({
            id: `${ids}-files`,
            value: draft.files,
            max: MAX_MESSAGE_FILES,
            onChange: (files) => setDraft((d) => ({ ...d, files: storedFiles(files) })),
            onUploadingChange: setUploading,
          })}
          <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }} disabled={uploading}>
            {uploading ? 'Дождитесь загрузки файлов' : 'Отправить'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
