import http from 'node:http';
import type { LoadFigures } from './api';
import { percentile } from './stats';

/**
 * An open load: requests arrive on their own schedule, as people's clicks do, whether or not the
 * earlier answers have come. `connections` keep-alive connections stay open (the people who have
 * the portal open at once), and requests arrive at random moments (a Poisson process, exponential
 * gaps from a seeded PRNG) at `rate` per second over all of them. A request is timed from the
 * moment it was due, not from when a free connection or the event loop let it go: a slow server
 * that delays the next requests is charged for that wait (no coordinated omission). When all
 * connections are busy a request waits for one, and that wait is in its time too.
 *
 * A closed load (autocannon's: every connection sends the next request the moment an answer
 * comes) measures something else: how many answers a second the machine gives at most. Its
 * latency is the queue it builds itself, connections / throughput (Little's law), whatever the
 * server does. The scale bench reports both (bench/README.md, "Scale").
 */
export interface OpenLoadOptions {
  origin: string;
  connections: number;
  /** Requests a second over all connections. */
  rate: number;
  seconds: number;
  /** The path of the next request. */
  path: () => string;
  /** A number in [0, 1) for the arrival gaps. */
  random: () => number;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function openLoad(options: OpenLoadOptions): Promise<LoadFigures> {
  const { origin, connections, rate, seconds, path, random } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const url = new URL(origin);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  // The schedule, drawn before the run: due times in ms from the start.
  const due: number[] = [];
  for (
    let t = -Math.log(1 - random()) * (1000 / rate);
    t < seconds * 1000;
    t += -Math.log(1 - random()) * (1000 / rate)
  )
    due.push(t);

  const send = (dueAt: number, requestPath: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path: requestPath, agent, headers: options.headers, timeout: timeoutMs },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) {
              non2xx += 1;
              statuses[status] = (statuses[status] ?? 0) + 1;
            }
            resolve();
          });
          response.on('error', () => {
            latencies.push(performance.now() - dueAt);
            errors += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        // A failed request counts at the time it failed (a timeout at its limit), and as an error.
        latencies.push(performance.now() - dueAt);
        errors += 1;
        resolve();
      });
    });

  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  // Open as many connections as the load will use before the clock starts (people who have the
  // page open are connected already): a handshake is not part of an answer.
  await Promise.all(Array.from({ length: connections }, () => send(performance.now(), '/api/health')));
  latencies.length = 0;
  const t0 = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - t0;
      while (next < due.length && due[next] <= now) {
        inFlight.push(send(t0 + due[next], path()));
        next += 1;
      }
      if (next >= due.length) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, due[next] - now)));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  const round = (value: number) => Math.round(value);
  return {
    connections,
    durationS: Math.round((performance.now() - started) / 100) / 10,
    requests: due.length,
    rps: Math.round(due.length / seconds),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(Math.max(...latencies)),
    non2xx,
    // Timeouts are among the errors (a timed-out request is destroyed with one).
    errors,
    timeouts,
    statuses,
  };
}
