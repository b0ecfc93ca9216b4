import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { attribute, openStreams, strayEvents, type FanoutListener, type Sent } from '../../bench/lib/fanout';

/** A stand-in for GET /api/message/stream: `ready` at once, then whatever the test writes to a session's stream. */
async function streamServer() {
  const streams = new Map<string, http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const sid = /portal_sid=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    if (request.url !== '/api/message/stream' || !String(request.headers.accept).includes('text/event-stream')) {
      response.writeHead(406).end();
      return;
    }
    if (sid === 'refused') {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    // The event split over two writes, as a socket may deliver it.
    response.write('retry: 2000\nevent: re');
    response.write('ady\ndata: {}\n\n');
    streams.set(sid, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    send: (sid: string, block: string) => streams.get(sid)?.write(block),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const listener = (origin: string, sid: string): FanoutListener => ({
  personId: 1,
  userId: 1,
  sid,
  origin,
  events: [],
  lost: false,
});

const sent = (listenerIndex: number, at: number): Sent => ({
  listener: listenerIndex,
  via: 'A',
  sameProcess: true,
  at,
});

describe('the fan-out bench', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('opens every stream, waits for ready, and records each messages event on its own listener only', async () => {
    const server = await streamServer();
    stop = server.close;
    const listeners = ['s1', 's2', 's3'].map((sid) => listener(server.origin, sid));
    const streams = await openStreams(listeners, 2, 5000);
    try {
      const before = performance.now();
      server.send('s2', ': alive\n\n');
      server.send('s2', 'event: messages\ndata: {}\n\n');
      await expect.poll(() => listeners[1].events.length).toBe(1);
      expect(listeners[1].events[0]).toBeGreaterThanOrEqual(before);
      expect(listeners[0].events).toEqual([]);
      expect(listeners[2].events).toEqual([]);
    } finally {
      streams.close();
    }
    expect(listeners.some((l) => l.lost)).toBe(false);
  });

  it('fails when a stream is refused', async () => {
    const server = await streamServer();
    stop = server.close;
    await expect(openStreams([listener(server.origin, 'refused')], 1, 5000)).rejects.toThrow('401');
  });

  it('gives each send the first event on its listener at or after its start, and counts the rest as stray', () => {
    const listeners = [{ events: [5, 120, 130] }, { events: [] }, { events: [101] }];
    const sends = attribute(listeners, [sent(0, 100), sent(1, 100)]);
    expect(sends.map((s) => s.eventMs)).toEqual([20, undefined]);
    // Listener 0: one more event than its send; listener 2: an event nobody sent; the one before the run is not counted.
    expect(strayEvents(listeners, sends, 100)).toBe(2);
  });
});
