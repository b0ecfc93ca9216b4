import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ChangeFeed, type Change, type ChangeListener } from './changes.ts';

/** NOTIFY payloads are limited to 8000 bytes; a longer list of references is sent as "everything". */
const MAX_PAYLOAD = 7000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Writes shared between the processes of the portal on one PostgreSQL database: each process
 * announces what it changed (the references its repositories name) with NOTIFY on a channel and
 * hears the others' on a connection of its own that LISTENs there. A NOTIFY sent inside a
 * transaction is delivered when it commits and never when it rolls back. While the listening
 * connection is down nothing is heard, so every loss and every reconnection is reported as 'all'
 * (a cache then drops everything it holds).
 */
export class RemoteChanges {
  /** Tells this process's own announcements apart from the others'. */
  private readonly origin = randomUUID();
  private readonly feed = new ChangeFeed();
  private client: pg.Client | undefined;
  private started = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_MIN_MS;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
  ) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error('Bad channel name');
  }

  /** Listener of the other processes' writes. */
  onChange(listener: ChangeListener): () => void {
    return this.feed.subscribe(listener);
  }

  /**
   * The statement that tells the other processes about a change, to run on the connection that
   * wrote (inside its transaction, so that they hear it on commit).
   */
  notification(change: Change): { sql: string; params: [string, string] } {
    const references = change === 'all' ? '*' : JSON.stringify(change);
    return {
      sql: 'SELECT pg_notify($1, $2)',
      params: [this.channel, `${this.origin} ${references.length > MAX_PAYLOAD ? '*' : references}`],
    };
  }

  /** Starts hearing the other processes (once; reconnects after a loss). */
  listen(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.connection);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      this.feed.emit('all');
      this.retry();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      const space = message.payload.indexOf(' ');
      if (message.payload.slice(0, space) === this.origin) return;
      const references = message.payload.slice(space + 1);
      this.feed.emit(references === '*' ? 'all' : parseReferences(references));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      onLost();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    // Whatever the others wrote before we listened is unknown.
    this.feed.emit('all');
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

/** The references of a notification; anything unreadable counts as "everything changed". */
function parseReferences(text: string): Change {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
  } catch {
    // Not ours or damaged: fall through.
  }
  return 'all';
}
