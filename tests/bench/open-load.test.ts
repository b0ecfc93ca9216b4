import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoad } from '../../bench/lib/open-load';
import { scaleRows } from '../../bench/lib/scale';
import { prng } from '../../server/db/seed/region-scale';

/** A server that answers each request after `delayMs`, at most `parallel` at a time (the rest wait their turn). */
async function slowServer(delayMs: number, parallel: number) {
  let busy = 0;
  const waiting: Array<() => void> = [];
  const paths: string[] = [];
  const sockets = new Set<string>();
  const server = http.createServer((request, response) => {
    if (request.url !== '/api/health') paths.push(request.url ?? '');
    sockets.add(`${request.socket.remotePort}`);
    const answer = () => {
      busy += 1;
      setTimeout(() => {
        response.end('{}');
        busy -= 1;
        waiting.shift()?.();
      }, delayMs);
    };
    if (busy < parallel) answer();
    else waiting.push(answer);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    sockets,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the open load of the scale bench', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('sends about rate x seconds requests over keep-alive connections, each to the next path, timed from when it was due', async () => {
    const server = await slowServer(10, 100);
    close = server.close;
    let n = 0;
    const figures = await openLoad({
      origin: server.origin,
      connections: 20,
      rate: 100,
      seconds: 1,
      path: () => `/api/list?page=${(n += 1)}`,
      random: prng(1),
    });
    expect(figures.requests).toBeGreaterThan(70);
    expect(figures.requests).toBeLessThan(130);
    expect(server.paths).toHaveLength(figures.requests);
    expect(new Set(server.paths).size).toBe(figures.requests);
    expect(figures.p50).toBeGreaterThanOrEqual(10);
    expect(figures.p99).toBeLessThan(200);
    expect(figures).toMatchObject({ connections: 20, errors: 0, non2xx: 0 });
    // The connections were opened before the clock started and reused: never more than 20.
    expect(server.sockets.size).toBeLessThanOrEqual(20);
  });

  it('charges a server that falls behind for the wait of every request due meanwhile (no coordinated omission)', async () => {
    // One answer at a time, 25 ms each: 40 a second at most, while 80 a second arrive.
    const server = await slowServer(25, 1);
    close = server.close;
    const figures = await openLoad({
      origin: server.origin,
      connections: 50,
      rate: 80,
      seconds: 1,
      path: () => '/api/list',
      random: prng(2),
    });
    // Half the requests wait behind the others: the last ones about a second and more.
    expect(figures.p99).toBeGreaterThan(700);
    expect(figures.p50).toBeGreaterThan(200);
  });

  it('puts the open load beside its target and the flat-out throughput beside it, and marks a miss', () => {
    const load = {
      connections: 200,
      durationS: 10,
      requests: 2000,
      rps: 200,
      p50: 4,
      p90: 8,
      p99: 30,
      max: 60,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      statuses: {},
    };
    const rows = scaleRows({
      pages: [],
      databases: [
        {
          database: 'postgres',
          lists: [
            {
              id: 'news',
              figure: 'news',
              load,
              single: { ...load, connections: 1, p50: 2 },
              flatOut: { ...load, rps: 1500, p99: 190 },
            },
            { id: 'slow', figure: 'slow', load: { ...load, p99: 51 } },
          ],
        },
      ],
    });
    expect(rows[0]).toMatchObject({
      figure: 'PostgreSQL: news, 200 connections at 200 req/s: p50 / p99 ms (alone p50 2; flat out 1500 req/s)',
      ours: '4 / 30',
      target: 'p99 < 50',
      met: 'yes',
    });
    expect(rows[1]).toMatchObject({ ours: '4 / 51', met: 'NO' });
  });
});
