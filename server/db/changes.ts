import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a committed write changed: the names of the tables written (lower case, without schema),
 * or 'all' when a statement's effect is not known (scripts, DDL, anything unrecognised).
 */
export type TableChange = ReadonlySet<string> | 'all';

/** A listener of committed writes. */
export type ChangeListener = (change: TableChange) => void;

/** Drops comments and the contents of string literals, so that words inside them do not count. */
function stripLiterals(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, "''")
    .replace(/'(?:[^']|'')*'/g, "''");
}

const READ_START = /^(select|with|values|table|show|explain)\b/;
/** Statements that change no table data (transaction control, session settings, notifications). */
const NO_CHANGE_START = /^(begin|start|commit|end|rollback|abort|savepoint|release|set|reset|listen|unlisten|notify|discard|deallocate|prepare transaction)\b/;
const DML_START = /^(insert|update|delete|merge)\b/;
/** The table a data-changing clause names: `INSERT INTO t`, `UPDATE ONLY t`, `DELETE FROM t`, `MERGE INTO t`. */
const DML_TARGET = /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?((?:"[^"]+"|[a-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[a-z_][\w$]*))?)/gi;

function tableName(qualified: string): string {
  const last = qualified.split('.').pop()!.trim();
  return last.startsWith('"') ? last.slice(1, -1).toLowerCase() : last.toLowerCase();
}

/**
 * The tables one SQL statement may write, read from its text: undefined for a statement that
 * writes nothing, 'all' when it cannot be told (DDL, COPY, DO, CALL, several statements...).
 * Errs on the side of more: `SELECT ... FOR UPDATE` or `ON CONFLICT DO UPDATE SET` name words
 * that are no table, which only costs a needless invalidation. A function or trigger that writes
 * other tables is not seen; the schema has none.
 */
export function writtenTables(sql: string): TableChange | undefined {
  const text = stripLiterals(sql).trim().replace(/^\(+\s*/, '').toLowerCase();
  if (/;\s*\S/.test(text)) return 'all';
  if (NO_CHANGE_START.test(text)) return undefined;
  const read = READ_START.test(text);
  if (!read && !DML_START.test(text)) return 'all';
  const tables = new Set<string>();
  for (const match of text.matchAll(DML_TARGET)) tables.add(tableName(match[1]));
  if (tables.size) return tables;
  return read ? undefined : 'all';
}

/**
 * Every word of a statement that could name a table it reads. A cached answer depends on all of
 * them: over-counting (column names, keywords) costs nothing, and no table the text names is missed.
 */
export function statementWords(sql: string): string[] {
  return stripLiterals(sql).toLowerCase().match(/[a-z_][\w$]*/g) ?? [];
}

/** The words of the statements run for the read being recorded, if any. */
const reading = new AsyncLocalStorage<Set<string>>();
/** Reads being recorded now (see recordReads). */
let recording = 0;

/** Number of reads being recorded now (for tests). */
export function readsBeingRecorded(): number {
  return recording;
}

function readOver(): void {
  recording -= 1;
  // On Node 20 an enabled AsyncLocalStorage runs async hooks for every promise, tick and callback
  // of the whole process, a few percent of a kept public answer's time: it is on only while a
  // read is being recorded (run() turns it on again).
  if (recording === 0) reading.disable();
}

/**
 * Runs fn (and everything it starts) with its statements recorded: the words of each statement
 * the database runs for it are added to `words` (what a cached answer was read from). The read is
 * over when fn's promise settles (an async route handler's promise settles once its answer is
 * made, or once its reply is sent when it returns the reply); when fn returns anything else, when
 * the read ends cannot be told and recording stays on for good.
 */
export function recordReads<T>(words: Set<string>, fn: () => T): T {
  recording += 1;
  let result: T;
  try {
    result = reading.run(words, fn);
  } catch (error) {
    readOver();
    throw error;
  }
  if (result instanceof Promise) return result.finally(readOver) as T;
  return result;
}

/** Called by the database for every statement it runs. */
export function noteStatement(sql: string): void {
  const words = reading.getStore();
  if (words) for (const word of statementWords(sql)) words.add(word);
}

/** Merges two changes. */
export function mergeChanges(a: TableChange | undefined, b: TableChange | undefined): TableChange | undefined {
  if (a === 'all' || b === 'all') return 'all';
  if (!a) return b;
  if (!b) return a;
  return new Set([...a, ...b]);
}

/** Listeners of committed writes of one database. */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  emit(change: TableChange | undefined): void {
    if (!change) return;
    for (const listener of this.listeners) listener(change);
  }
}
