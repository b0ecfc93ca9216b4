import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { JobState, type JobStateId, type ReportJobType } from '../../common/report-jobs.ts';
import { JOB_MSG } from './messages.ts';

/**
 * The report job queue: pg-boss 10 on the portal's own database, through pg-boss's `db` option
 * (an executeSql adapter over the Db the server already has), so the same queue runs on embedded
 * PGlite and on PostgreSQL, survives a restart, and several processes share it (each job is taken
 * by one worker: pg-boss fetches with FOR UPDATE SKIP LOCKED).
 *
 * pg-boss's own states map to the spec's (platform.md section 4): created/retry -> New,
 * active -> Running, cancelled -> Canceled, failed -> Failed (the worker vanished: a restart, and
 * no retry was left). A handler never throws: it finishes the pg-boss job as completed with an
 * outcome (completed, failed, terminated), so a report that fails for a reason of its own or
 * runs out of time is not retried (it would fail again); only a job whose worker disappeared
 * runs again, which is safe since a report only reads data and writes a new file.
 */

const QUEUE = 'report-jobs';
/** One more run for a job whose worker disappeared mid-run (a crash or restart). */
const RETRY_LIMIT = 1;
/** pg-boss's own expiry comes this long after the portal's limit, which thus always fires first. */
const EXPIRY_GRACE_SECONDS = 2;

/** What a job carries: its type, the checked parameters and who started it. */
export interface ReportJobData {
  typeId: number;
  type: ReportJobType;
  params: Record<string, number | string>;
  /** The user who started the job: only they (or an admin) read it. */
  userId: number;
  /**
   * The institution they acted for then (null: as a person): they read the job only while acting
   * for it again. Absent in jobs queued before it was recorded, which read as made as a person.
   */
  institutionId?: number | null;
}

/** The file reference of a finished job. */
export interface ReportJobFile {
  id: string;
  originalFileName: string;
  size: number;
  /** An editable version (DOCX) exists: GET /files/get/docx-odt?preloadId=id. */
  editable: boolean;
}

/** How a handler ended: what pg-boss stores as the job's output. */
interface ReportJobOutput {
  outcome: 'completed' | 'failed' | 'terminated';
  message: string | null;
  file?: ReportJobFile;
}

/** A job as the API shows it. */
export interface ReportJobView {
  id: string;
  data: ReportJobData;
  stateId: JobStateId;
  message: string | null;
  file: ReportJobFile | null;
}

/** A report's own refusal (data missing, wrong state): ends the job Failed with this text. */
export class ReportError extends Error {}

/**
 * Runs one job's report: returns the stored file, throws ReportError with a person's text. Before
 * it stores anything it asks `mayStore()`: false once the time limit has passed (the job is then
 * Terminated and nothing may be stored); true hands the job the rest of the run, which the time
 * limit no longer cuts short, so a job never ends Terminated with a file stored for it.
 */
export type ReportRunner = (
  data: ReportJobData,
  signal: AbortSignal,
  mayStore: () => boolean,
) => Promise<{ file: ReportJobFile; message?: string }>;

export interface ReportQueueOptions {
  db: Db;
  workers: number;
  timeLimitMs: number;
  log: FastifyBaseLogger;
  run: ReportRunner;
  /**
   * Tells the job's account of a report that took `announceAfterMs` or longer (the person may have
   * left the page); a failure here is logged and changes nothing of the job, whose file is stored.
   */
  announce?: (data: ReportJobData, file: ReportJobFile) => Promise<void>;
  announceAfterMs?: number;
}

/** A statement script (pg-boss's schema and migrations) rather than one statement. */
const isScript = (text: string) => text.trim().replace(/;\s*$/, '').includes(';');

/**
 * pg-boss's executeSql over the portal's Db. One statement goes through query (with or without
 * parameters); a script (only when pg-boss creates or migrates its schema) through exec on PGlite,
 * whose query takes one statement, and a failed script leaves no transaction open behind it.
 */
export function bossAdapter(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length || !isScript(text) || db.kind === 'postgres')
        return { rows: (await db.query(text, values?.length ? values : undefined)) ?? [] };
      try {
        await db.exec(text);
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
      return { rows: [] };
    },
  };
}

/** pg-boss's schema: its own beside the portal's (a test's schema on PostgreSQL gets its own too). */
async function bossSchema(db: Db): Promise<string> {
  if (db.kind === 'pglite') return 'pgboss';
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return !row?.schema || row.schema === 'public' ? 'pgboss' : `${row.schema}_jobs`;
}

/** What the queue holds now, read from its own tables (the self-check of /admin/test). */
export async function queueStatus(db: Db): Promise<{ exists: boolean; waiting: number; running: number }> {
  const schema = await bossSchema(db);
  const [table] = await db.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [`${schema}.queue`]);
  if (!table?.found) return { exists: false, waiting: 0, running: 0 };
  const [queue] = await db.query<{ name: string }>(`SELECT name FROM ${schema}.queue WHERE name = $1`, [QUEUE]);
  if (!queue) return { exists: false, waiting: 0, running: 0 };
  const [counts] = await db.query<{ waiting: number; running: number }>(
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting, count(*) FILTER (WHERE state = 'active')::int AS running FROM ${schema}.job WHERE name = $1`,
    [QUEUE],
  );
  return { exists: true, waiting: counts?.waiting ?? 0, running: counts?.running ?? 0 };
}

/** The spec's state of a pg-boss job. */
export function stateOf(job: Pick<PgBoss.JobWithMetadata, 'state' | 'output'>): JobStateId {
  switch (job.state) {
    case 'created':
    case 'retry':
      return JobState.New;
    case 'active':
      return JobState.Running;
    case 'cancelled':
      return JobState.Canceled;
    case 'failed':
      return JobState.Failed;
    case 'completed': {
      const outcome = (job.output as Partial<ReportJobOutput> | null)?.outcome;
      if (outcome === 'completed') return JobState.Completed;
      return outcome === 'terminated' ? JobState.Terminated : JobState.Failed;
    }
  }
}

/** The message the spec's result carries: JSON text for failures, as the button unwraps it. */
const failure = (text: string) => JSON.stringify({ message: text });

/** The report job queue of one process: sends jobs, runs `workers` of them at once, reads them. */
export class ReportQueue {
  private boss: PgBoss | undefined;

  constructor(private readonly options: ReportQueueOptions) {}

  private get expireInSeconds(): number {
    return Math.ceil(this.options.timeLimitMs / 1000) + EXPIRY_GRACE_SECONDS;
  }

  /** Creates (or migrates) the queue's tables and starts this process's workers. */
  async start(): Promise<void> {
    const { db, log, workers } = this.options;
    const boss = new PgBoss({
      db: bossAdapter(db),
      schema: await bossSchema(db),
      // Expired jobs (their worker vanished) are found this often; kept short so none stays Running long.
      maintenanceIntervalSeconds: Math.min(60, Math.max(1, this.expireInSeconds)),
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 30,
    });
    boss.on('error', (error) => log.error({ err: error }, 'report job queue error'));
    await boss.start();
    if (!(await boss.getQueue(QUEUE)))
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: RETRY_LIMIT, expireInSeconds: this.expireInSeconds });
    for (let i = 0; i < workers; i += 1) {
      await boss.work<ReportJobData>(QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, ([job]) =>
        this.handle(job.data),
      );
    }
    this.boss = boss;
  }

  /** Stops taking jobs and lets the running ones finish for a while; the database stays open. */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
  }

  private get started(): PgBoss {
    if (!this.boss) throw new Error('The report job queue is not started');
    return this.boss;
  }

  /** Queues a job; answers its id. */
  async add(data: ReportJobData): Promise<string> {
    const id = await this.started.send(QUEUE, data, { retryLimit: RETRY_LIMIT, expireInSeconds: this.expireInSeconds });
    if (!id) throw new Error('The job was not queued');
    return id;
  }

  /** A job by id (also long finished ones), or undefined. */
  async get(id: string): Promise<ReportJobView | undefined> {
    const job = await this.started.getJobById<ReportJobData>(QUEUE, id, { includeArchive: true });
    if (!job) return undefined;
    const output = (job.output ?? null) as Partial<ReportJobOutput> | null;
    const stateId = stateOf(job);
    const vanished = job.state === 'failed' && !output?.outcome;
    return {
      id: job.id,
      data: job.data,
      stateId,
      message: vanished ? failure(JOB_MSG.workerVanished) : (output?.message ?? null),
      file: stateId === JobState.Completed ? (output?.file ?? null) : null,
    };
  }

  /** The notice of a long report, when the queue has one; never throws. */
  private async announce(data: ReportJobData, file: ReportJobFile, tookMs: number): Promise<void> {
    const { announce, announceAfterMs = 0, log } = this.options;
    if (!announce || tookMs < announceAfterMs) return;
    await announce(data, file).catch((error: unknown) =>
      log.error({ err: error, type: data.type }, 'the notice of a finished report was not written'),
    );
  }

  /** One run: the report within the time limit; never throws (see the class comment). */
  private async handle(data: ReportJobData): Promise<ReportJobOutput> {
    const { timeLimitMs, log, run } = this.options;
    const started = Date.now();
    const controller = new AbortController();
    // One decision between the time limit and storing: whichever comes first wins, the other finds it made.
    const attempt: { phase: 'building' | 'storing' | 'terminated' } = { phase: 'building' };
    const terminate = () => {
      attempt.phase = 'terminated';
      controller.abort();
    };
    const mayStore = () => {
      if (attempt.phase === 'building') {
        if (Date.now() - started > timeLimitMs) terminate();
        else attempt.phase = 'storing';
      }
      return attempt.phase === 'storing';
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        if (attempt.phase === 'building') terminate();
        if (attempt.phase === 'terminated') resolve('timeout');
      }, timeLimitMs);
    });
    const terminated: ReportJobOutput = { outcome: 'terminated', message: failure(JOB_MSG.timeLimit) };
    try {
      const result = await Promise.race([run(data, controller.signal, mayStore), timeout]);
      if (result === 'timeout' || attempt.phase === 'terminated') {
        terminate();
        return terminated;
      }
      await this.announce(data, result.file, Date.now() - started);
      return { outcome: 'completed', message: result.message ?? null, file: result.file };
    } catch (error) {
      // The run stopped because the time limit passed (mayStore said no, or the signal was aborted).
      if (attempt.phase === 'terminated') return terminated;
      if (error instanceof ReportError) return { outcome: 'failed', message: failure(error.message) };
      log.error({ err: error, type: data.type }, 'report job failed');
      return { outcome: 'failed', message: failure(JOB_MSG.reportFailed) };
    } finally {
      clearTimeout(timer);
    }
  }
}
