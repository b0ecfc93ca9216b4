import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import type { HttpSession } from './api';
import { percentile } from './stats';

/**
 * The live messages' fan-out (`--fanout`): many people with the messages page open (a Server-Sent
 * Events stream each, GET /api/message/stream) spread over two server processes on one PostgreSQL
 * database; a social worker writes to one of them from either process, and the time from the
 * send's start to the event on that person's stream is measured. A message written on one process
 * reaches a stream on the other through NOTIFY / LISTEN (server/db/remote-changes.ts).
 */

/** The session cookie's name and how the server keeps its id (server/auth/session.ts: only the hash is stored). */
const SESSION_COOKIE = 'portal_sid';
const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface FanoutListener {
  personId: number;
  userId: number;
  /** The session cookie's value. */
  sid: string;
  /** The server process the stream is open on. */
  origin: string;
  /** When each `messages` event arrived (performance.now()). */
  events: number[];
  /** The stream ended before the run did. */
  lost: boolean;
}

/**
 * `count` people, each with an account, a live session and a place among the clients of the demo
 * social worker's institution (so that she may write to them: mayCorrespond in
 * server/repositories/messages.ts), written straight into the bench's schema: signing in a
 * thousand times through the identity provider would measure the sign-in and meet its budget.
 */
export async function prepareListeners(
  databaseUrl: string,
  count: number,
  staffLogin = 'worker',
): Promise<{ institutionId: number; people: { personId: number; userId: number; sid: string }[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const staff = await client.query<{ institutionId: number }>(
      `SELECT e.institution_id AS "institutionId" FROM employees e JOIN users u ON u.id = e.user_id
        WHERE u.login = $1 AND e.institution_role = 3 ORDER BY e.institution_id LIMIT 1`,
      [staffLogin],
    );
    const institutionId = staff.rows[0]?.institutionId;
    if (institutionId === undefined) throw new Error(`the demo ${staffLogin} has no social worker's role`);
    const sids = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    await client.query('BEGIN');
    const people = await client.query<{ personId: number; userId: number; n: number }>(
      `WITH p AS (
          INSERT INTO persons (last_name, first_name, middle_name, birth_date, gender)
          SELECT 'Слушателева', 'Анна', 'Номер ' || n, DATE '1960-01-01' + n, 2 FROM generate_series(1, $1::int) n
          RETURNING id),
        numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM p),
        u AS (
          INSERT INTO users (login, subject, person_id)
          SELECT 'fanout-' || n, 'fanout-' || n || '-' || $2::text, id FROM numbered
          RETURNING id, person_id),
        c AS (INSERT INTO institution_clients (institution_id, person_id) SELECT $3::int, person_id FROM u RETURNING 1)
       SELECT u.person_id AS "personId", u.id AS "userId", numbered.n::int AS n
         FROM u JOIN numbered ON numbered.id = u.person_id ORDER BY n`,
      [count, randomUUID(), institutionId],
    );
    await client.query(
      `INSERT INTO sessions (id_hash, user_id) SELECT h, uid FROM unnest($1::text[], $2::int[]) AS t(h, uid)`,
      [sids.map(hashId), people.rows.map((p) => p.userId)],
    );
    await client.query('COMMIT');
    return {
      institutionId,
      people: people.rows.map((p, i) => ({ personId: p.personId, userId: p.userId, sid: sids[i] })),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export interface OpenStreams {
  close: () => void;
}

/**
 * Opens a stream per listener (at most `parallel` connecting at once) and resolves once each has
 * said `ready`; fails when one is refused or not ready within `timeoutMs`.
 */
export async function openStreams(
  listeners: FanoutListener[],
  parallel: number,
  timeoutMs: number,
): Promise<OpenStreams> {
  // Keep-alive agents with a socket for every stream (the default agent's limit would queue them).
  const agent = new http.Agent({ keepAlive: true, maxSockets: listeners.length + 10 });
  const requests: http.ClientRequest[] = [];
  let closing = false;
  const close = () => {
    closing = true;
    for (const request of requests) request.destroy();
    agent.destroy();
  };
  const open = (listener: FanoutListener) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('a stream was not ready in time')), timeoutMs);
      const request = http.get(
        new URL('/api/message/stream', listener.origin),
        { agent, headers: { accept: 'text/event-stream', cookie: `${SESSION_COOKIE}=${listener.sid}` } },
        (response) => {
          if (response.statusCode !== 200) {
            clearTimeout(timer);
            response.resume();
            reject(new Error(`GET /api/message/stream: ${response.statusCode}`));
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const event = /^event: (\w+)$/m.exec(buffer.slice(0, end))?.[1];
              buffer = buffer.slice(end + 2);
              if (event === 'ready') {
                clearTimeout(timer);
                resolve();
              } else if (event === 'messages') listener.events.push(at);
            }
          });
          response.on('close', () => {
            if (!closing) listener.lost = true;
            clearTimeout(timer);
            reject(new Error('a stream ended before it was ready'));
          });
        },
      );
      request.on('error', (error) => {
        if (!closing) listener.lost = true;
        clearTimeout(timer);
        reject(error);
      });
      requests.push(request);
    });
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(parallel, listeners.length) }, async () => {
        while (next < listeners.length) await open(listeners[next++]);
      }),
    );
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}

export interface Sent {
  /** The listener written to (index into the listeners). */
  listener: number;
  /** The process the sender wrote on. */
  via: 'A' | 'B';
  /** Whether the listener's stream is on the same process. */
  sameProcess: boolean;
  /** performance.now() just before the request. */
  at: number;
  /** The send's answer: status and time, when it came. */
  status?: number;
  answerMs?: number;
  /** From `at` to the first event on the listener's stream at or after it; undefined when none came. */
  eventMs?: number;
}

/**
 * Sends `targets.length` messages, one every `intervalMs` whatever the earlier ones are doing (an
 * open load: a slow answer does not delay the next message), the i-th to listener targets[i] from
 * the sender on process A for even i and B for odd; then waits up to `waitMs` for the events.
 */
export async function sendPaced(
  listeners: FanoutListener[],
  senders: { A: { origin: string; session: HttpSession }; B: { origin: string; session: HttpSession } },
  targets: number[],
  intervalMs: number,
  waitMs: number,
): Promise<Sent[]> {
  const sent: Sent[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < targets.length; i += 1) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const listener = listeners[targets[i]];
    const via = i % 2 === 0 ? 'A' : 'B';
    const sender = senders[via];
    const record: Sent = {
      listener: targets[i],
      via,
      sameProcess: listener.origin === sender.origin,
      at: performance.now(),
    };
    sent.push(record);
    answers.push(
      sender.session
        .request('POST', `/api/message/create/${listener.personId}`, {
          json: { text: `Проверка доставки, сообщение ${i + 1}`, clientKey: randomUUID() },
        })
        .then(
          async (response) => {
            await response.arrayBuffer();
            record.status = response.status;
            record.answerMs = performance.now() - record.at;
          },
          () => {
            record.status = 0;
          },
        ),
    );
  }
  await Promise.all(answers);
  const deadline = performance.now() + waitMs;
  while (performance.now() < deadline && !attribute(listeners, sent).every((s) => s.eventMs !== undefined))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return attribute(listeners, sent);
}

/**
 * Each send's latency: the first `messages` event on its listener's stream at or after the send
 * started. A listener is written to at most once a run, so an event is never counted for two sends.
 */
export function attribute(listeners: readonly Pick<FanoutListener, 'events'>[], sent: Sent[]): Sent[] {
  for (const s of sent) {
    const first = listeners[s.listener].events.find((at) => at >= s.at);
    s.eventMs = first === undefined ? undefined : first - s.at;
  }
  return sent;
}

/** Events that no send explains: on a stream nobody wrote to, or a second one on a stream written to once. */
export function strayEvents(
  listeners: readonly Pick<FanoutListener, 'events'>[],
  sent: readonly Sent[],
  since: number,
) {
  const written = new Set(sent.map((s) => s.listener));
  let stray = 0;
  listeners.forEach((l, i) => {
    const after = l.events.filter((at) => at >= since).length;
    stray += written.has(i) ? Math.max(0, after - 1) : after;
  });
  return stray;
}

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function latencySummary(values: readonly number[]): LatencySummary {
  return {
    n: values.length,
    p50: round1(percentile(values, 50)),
    p95: round1(percentile(values, 95)),
    p99: round1(percentile(values, 99)),
    max: round1(values.length ? Math.max(...values) : Number.NaN),
  };
}

/** A random order of 0..n-1 from a seeded generator (Fisher-Yates). */
export function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
