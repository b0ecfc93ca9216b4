import { useEffect, useSyncExternalStore } from 'react';

/**
 * The live stream of messages (GET /api/message/stream, Server-Sent Events): one EventSource per
 * tab, shared by whoever listens (the top bar's indicator, an open conversation, the contacts).
 * The server says «messages» when something was written or read on the signed-in side; listeners
 * then read again what they show (the catch-up is a read, so nothing comes twice). The browser
 * reconnects a lost stream by itself; while it is not open, `useLiveMessages` reports false and
 * the listeners poll instead.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
const stateListeners = new Set<Listener>();
let source: EventSource | null = null;
let open = false;

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of stateListeners) listener();
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/message/stream');
  source.addEventListener('ready', () => {
    setOpen(true);
    // After a reconnection something may have come meanwhile: every listener reads again.
    for (const listener of listeners) listener();
  });
  source.addEventListener('messages', () => {
    for (const listener of listeners) listener();
  });
  source.onerror = () => {
    setOpen(false);
    // A refusal (the session ended) closes the stream for good; the session dialog takes over.
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
      if (listeners.size) setTimeout(connect, 5_000);
    }
  };
}

function disconnect() {
  source?.close();
  source = null;
  setOpen(false);
}

/** The top bar's unread indicator reads this key; whoever reads or sends messages asks it again. */
export const UNREAD_KEY = '/patronage/is-unread-message-exist';

/**
 * Calls `onMessages` whenever a message is written or read on the signed-in side (and after a
 * reconnection). Returns whether the stream is open now: when it is not, poll.
 */
export function useLiveMessages(onMessages: Listener, enabled = true): boolean {
  useEffect(() => {
    if (!enabled) return undefined;
    listeners.add(onMessages);
    connect();
    return () => {
      listeners.delete(onMessages);
      if (!listeners.size) disconnect();
    };
  }, [onMessages, enabled]);
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
