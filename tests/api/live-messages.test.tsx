// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveMessages } from '@/api/live-messages';

/**
 * The browser's EventSource as the stream's client sees it: events by name, an error that leaves the
 * source reconnecting (CONNECTING) or given up (CLOSED). The browser itself is not here (no server
 * stream in this DOM); the walks (e2e/messages*.spec.ts) run the real one.
 */
class BrowserEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: BrowserEventSource[] = [];
  readyState = BrowserEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  closed = false;
  private handlers = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    BrowserEventSource.made.push(this);
  }
  addEventListener(name: string, handler: () => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {
    this.closed = true;
    this.readyState = BrowserEventSource.CLOSED;
  }
  emit(name: string) {
    if (name === 'ready') this.readyState = BrowserEventSource.OPEN;
    for (const handler of this.handlers.get(name) ?? []) handler();
  }
  fail(state: number) {
    this.readyState = state;
    this.onerror?.();
  }
}

function Listening({ onMessages, onOpen }: { onMessages: () => void; onOpen: (open: boolean) => void }) {
  onOpen(useLiveMessages(onMessages));
  return null;
}

describe('the live messages stream', () => {
  beforeEach(() => {
    BrowserEventSource.made = [];
    vi.stubGlobal('EventSource', BrowserEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream, reads again on its first event and on every «messages», and polls while it is down', () => {
    const onMessages = vi.fn();
    const states: boolean[] = [];
    const view = render(<Listening onMessages={onMessages} onOpen={(open) => states.push(open)} />);
    expect(BrowserEventSource.made).toHaveLength(1);
    const [stream] = BrowserEventSource.made;
    expect(stream.url).toBe('/api/message/stream');
    expect(states.at(-1)).toBe(false);

    act(() => stream.emit('ready'));
    expect(onMessages).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe(true);
    act(() => stream.emit('messages'));
    expect(onMessages).toHaveBeenCalledTimes(2);

    // A dropped connection the browser reconnects by itself: polled meanwhile, caught up when it is back.
    act(() => stream.fail(BrowserEventSource.CONNECTING));
    expect(states.at(-1)).toBe(false);
    act(() => stream.emit('ready'));
    expect(states.at(-1)).toBe(true);
    expect(onMessages).toHaveBeenCalledTimes(3);
    expect(BrowserEventSource.made).toHaveLength(1);
    view.unmount();
    expect(stream.closed).toBe(true);
  });

  it('opens a new stream a while after the browser gave one up, and catches up on its first event', () => {
    const onMessages = vi.fn();
    const view = render(<Listening onMessages={onMessages} onOpen={() => undefined} />);
    const [first] = BrowserEventSource.made;
    act(() => first.emit('ready'));
    act(() => first.fail(BrowserEventSource.CLOSED));
    expect(BrowserEventSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(BrowserEventSource.made).toHaveLength(2);
    const second = BrowserEventSource.made[1];
    act(() => second.emit('ready'));
    expect(onMessages).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(second.closed).toBe(true);
  });
});
