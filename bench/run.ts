/**
 * `npm run bench` / `npm run bench:smoke`: builds the client and the bench pages, then measures
 * our wizard against stock @rjsf/mui in Chromium, the JS of the home page and of an act card,
 * the API under load (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set) and the start-up
 * time, prints a table and writes bench/results/latest.json (smoke: bench/results/smoke.json).
 * Exits 1 only when a measurement could not be taken, never because of a figure. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { ACTS } from '../common/acts/generated/acts';
import { createActs, loadGet, loadSave, READ_HEADERS, SAVE_ACT, signIn, signInWorker } from './lib/api';
import { seedServiceRecordsAtScale } from '../server/db/seed/service-records-scale';
import { addDays } from '../common/schedule/slots';
import { regionToday } from '../common/time-zone';
import { SystemRole } from '../common/roles';
import { recordAnswer, startBareServer } from './lib/bare-server';
import { measureCalendar } from './lib/calendar';
import { measureForms } from './lib/forms';
import { actCardJs, homeJs } from './lib/js-size';
import { formatTable, tableRows, type ApiFigures, type BenchResults, type Row } from './lib/report';
import { FORM_SCENARIOS } from './lib/scenarios';
import { startServer, stopAllServers } from './lib/server';
import { serveStatic } from './lib/static-server';
import {
  drained,
  loadVaried,
  measurePages,
  scaleRows,
  SCALE_MEASURES,
  SCALE_SEED,
  SCALE_TARGETS,
  seedScaleDatabase,
  type ScaleResults,
} from './lib/scale';
import { openLoad } from './lib/open-load';
import { CSP_NONCE_PLACEHOLDER } from '../common/csp-nonce';
import {
  latencySummary,
  openStreams,
  prepareListeners,
  sendPaced,
  shuffled,
  strayEvents,
  type FanoutListener,
  type LatencySummary,
} from './lib/fanout';
import { openPglite, openPostgres, type Db } from '../server/db/db';
import { prng, REGION_SCALE } from '../server/db/seed/region-scale';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH = path.join(ROOT, 'bench');
const APP_DIR = path.join(BENCH, 'dist', 'app');
const PAGES_DIR = path.join(BENCH, 'dist', 'pages');
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const smoke = process.argv.includes('--smoke');
/** `--scale`: a region's worth of data and every public list under load (bench/lib/scale.ts); results in scale.json. */
const scale = process.argv.includes('--scale');
/** `--calendar-scale`: the calendar's period read over a region's million service records on PostgreSQL; results in calendar-scale.json. */
const calendarScale = process.argv.includes('--calendar-scale');
/** `--fanout`: the live messages' streams, 1 000 listeners over two server processes on PostgreSQL; results in fanout.json. */
const fanout = process.argv.includes('--fanout');
/** `--only=forms,calendar,js,api`: run just these parts (for working on one figure); the results go to partial.json. */
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg
  ? new Set(
      onlyArg
        .slice('--only='.length)
        .split(',')
        .map((s) => s.trim()),
    )
  : undefined;
if (only && [...only].some((part) => !['forms', 'calendar', 'js', 'api'].includes(part))) {
  console.error(`--only takes forms, calendar, js and api, comma-separated; got ${onlyArg}`);
  process.exit(2);
}
const runs = (part: 'forms' | 'calendar' | 'js' | 'api') => !only || only.has(part);
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const settings: BenchResults['settings'] = {
  loads: envInt('BENCH_LOADS', smoke ? 1 : 5),
  keys: envInt('BENCH_KEYS', smoke ? 4 : 20),
  readConnections: 200,
  saveConnections: 20,
  loadSeconds: envInt('BENCH_SECONDS', smoke ? 2 : 10),
  warmupSeconds: smoke ? 0 : 3,
  logLevel: process.env.BENCH_LOG_LEVEL || 'info',
};
/** A safety net against a hang, not a timing check: far above a normal run. */
const WATCHDOG_MS = (smoke || fanout ? 10 : scale || calendarScale ? 30 : 40) * 60_000;
const STEP_TIMEOUT_MS = 120_000;

/** The search budget lifted for the load generator (one address): the figures are of the reads, not of refusals. */
const UNLIMITED_SEARCHES = { SEARCH_RATE_LIMIT_PER_MINUTE: '100000' };
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const errors: string[] = [];

/** Runs a step; a failure is recorded (the run goes on and exits 1 at the end). */
async function step<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  log(name);
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    errors.push(`${name}: ${message.split('\n').slice(0, 6).join('\n')}`);
    log(`FAILED ${name}: ${message.split('\n')[0]}`);
    return undefined;
  }
}

/** Runs a command from the repository root; rejects on a non-zero exit or after `timeoutMs`. */
function command(file: string, args: string[], timeoutMs: number): Promise<true> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(true);
      else
        reject(
          new Error(`${path.basename(file)} ${args.join(' ')} failed (${signal ?? code}):\n${output.slice(-3000)}`),
        );
    });
  });
}

/** A fresh schema on BENCH_DATABASE_URL, so the bench never touches other schemas of that database. */
async function postgresSchema(
  url: string,
): Promise<{ url: string; schema: string; base: string; drop: () => Promise<void> }> {
  const schema = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = encodeURIComponent(os.userInfo().username);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: parsed.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(parsed);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  // The server's job queue keeps its tables in a schema of its own beside it (`<schema>_jobs`, server/jobs/queue.ts): both go.
  return {
    url: scoped.toString(),
    schema,
    base: parsed.toString(),
    drop: () => admin(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE; DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/** Start-up (empty data, then a restart), sign-in, the public read and the block save under load. */
async function measureApi(
  database: ApiFigures['database'],
  env: Record<string, string>,
  logDir: string,
  browserJs?: (origin: string) => Promise<void>,
): Promise<ApiFigures> {
  const figures: ApiFigures = { database };
  // The load generator is one address asking as fast as it can: the search budget would refuse it.
  const serverEnv = { CLIENT_DIR: APP_DIR, LOG_LEVEL: settings.logLevel, ...UNLIMITED_SEARCHES, ...env };
  const server = await step(`${database}: npm start on empty data`, () =>
    startServer(ROOT, serverEnv, path.join(logDir, `${database}-1.log`), STEP_TIMEOUT_MS),
  );
  if (!server) return figures;
  try {
    figures.startupColdMs = Math.round(server.startupMs);
    figures.rebuiltClient = server.rebuiltClient;
    log(
      `  up in ${figures.startupColdMs} ms${server.rebuiltClient ? ' (it rebuilt the client: sources changed after the bench built it)' : ''}`,
    );
    if (browserJs) await browserJs(server.url);
    const origin = server.url;
    if (!runs('api')) return figures;
    const readUrl = `${origin}/api/public/registry?tab=state&page=1&pageSize=20`;
    await step(
      `${database}: public read, ${settings.readConnections} connections, ${settings.loadSeconds} s`,
      async () => {
        const check = await fetch(readUrl);
        if (check.status !== 200) throw new Error(`GET ${readUrl}: ${check.status}`);
        if (settings.warmupSeconds) await loadGet(readUrl, settings.readConnections, settings.warmupSeconds);
        figures.publicRead = await loadGet(readUrl, settings.readConnections, settings.loadSeconds);
        const r = figures.publicRead;
        log(
          `  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (timeouts ${r.timeouts})`,
        );
        // Errors, timeouts and non-2xx answers under load are figures (shown in the table); no answer at all is a failed measurement.
        if (r.requests - r.non2xx <= 0)
          throw new Error(
            `public read: ${r.requests} requests, ${r.non2xx} non-2xx ${JSON.stringify(r.statuses)}, ${r.errors} errors`,
          );
      },
    );
    await step(
      `${database}: the same answer from a bare node:http server (the machine's ceiling), ${settings.loadSeconds} s`,
      async () => {
        const answer = await recordAnswer(readUrl, READ_HEADERS);
        if (answer.status !== 200) throw new Error(`GET ${readUrl}: ${answer.status}`);
        const bare = await startBareServer(answer);
        try {
          if (settings.warmupSeconds) await loadGet(bare.url, settings.readConnections, settings.warmupSeconds);
          figures.publicReadBare = await loadGet(bare.url, settings.readConnections, settings.loadSeconds);
        } finally {
          bare.stop();
        }
        const r = figures.publicReadBare;
        log(
          `  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${answer.body.length} bytes, ${answer.headers['content-encoding'] ?? 'not compressed'})`,
        );
        if (r.requests - r.non2xx <= 0)
          throw new Error(`bare server: ${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors`);
      },
    );
    await step(
      `${database}: act block save, ${settings.saveConnections} connections, ${settings.loadSeconds} s`,
      async () => {
        const worker = await signInWorker(origin);
        const acts = await createActs(worker, settings.saveConnections * 3);
        if (settings.warmupSeconds)
          await loadSave(origin, worker, acts, settings.saveConnections, settings.warmupSeconds);
        figures.actSave = await loadSave(origin, worker, acts, settings.saveConnections, settings.loadSeconds);
        const r = figures.actSave;
        log(
          `  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx} ${JSON.stringify(r.statuses)}, errors ${r.errors} (timeouts ${r.timeouts})`,
        );
        if (r.requests - r.non2xx <= 0)
          throw new Error(
            `act save: ${r.requests} requests, ${r.non2xx} non-2xx ${JSON.stringify(r.statuses)}, ${r.errors} errors`,
          );
      },
    );
  } finally {
    await server.stop();
  }
  const again = await step(`${database}: npm start again on the same data`, () =>
    startServer(ROOT, serverEnv, path.join(logDir, `${database}-2.log`), STEP_TIMEOUT_MS),
  );
  if (again) {
    figures.startupWarmMs = Math.round(again.startupMs);
    log(`  up in ${figures.startupWarmMs} ms`);
    await again.stop();
  }
  return figures;
}

/**
 * The scale mode: for PGlite, then PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL or
 * DATABASE_URL; always in a schema of its own, dropped at the end): the region seeded into a fresh
 * database, `npm start` on it with the public cache off, every measure of SCALE_MEASURES with
 * varied queries; the public pages' JS once (on PGlite). Writes bench/results/scale.json.
 */
async function scaleMain(): Promise<number> {
  const seconds = envInt('BENCH_SECONDS', 10);
  const warmup = 2;
  const flatOutSeconds = 5;
  const rate = envInt('BENCH_SCALE_RATE', SCALE_TARGETS.rate);
  const results: ScaleResults = {
    startedAt: new Date(started).toISOString(),
    durationS: 0,
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { start: os.loadavg(), end: [] } },
    settings: {
      connections: settings.readConnections,
      rate,
      loadSeconds: seconds,
      warmupSeconds: warmup,
      seed: SCALE_SEED,
      scale: { ...REGION_SCALE },
    },
    pages: [],
    databases: [],
    errors,
  };
  log(
    `scale run: ${SCALE_MEASURES.length} lists, ${settings.readConnections} connections at ${rate} req/s for ${seconds} s each (after ${warmup} s of warm-up), then flat out for ${flatOutSeconds} s; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const built = await step('build the client (vite build -> bench/dist/app)', () =>
    command(vite, ['build', '--outDir', APP_DIR, '--emptyOutDir', '--logLevel', 'warn'], 300_000),
  );
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-scale-'));
  let browser: Browser | undefined;
  const run = async (database: 'pglite' | 'postgres', env: Record<string, string>, open: () => Promise<Db>) => {
    const figures: ScaleResults['databases'][number] = { database, lists: [] };
    results.databases.push(figures);
    const seeded = await step(
      `${database}: seed the region (${REGION_SCALE.institutions} providers, ${REGION_SCALE.services} services, ${REGION_SCALE.suppliers} suppliers, ${REGION_SCALE.news} news)`,
      async () => {
        const db = await open();
        try {
          return await seedScaleDatabase(db);
        } finally {
          await db.close();
        }
      },
    );
    if (!seeded) return;
    figures.seedMs = seeded.seedMs;
    log(`  seeded in ${seeded.seedMs} ms`);
    const server = await step(`${database}: npm start on the region, public cache off`, () =>
      startServer(
        ROOT,
        { CLIENT_DIR: APP_DIR, LOG_LEVEL: settings.logLevel, PUBLIC_CACHE_SECONDS: '0', ...UNLIMITED_SEARCHES, ...env },
        path.join(tmp, `${database}-scale.log`),
        STEP_TIMEOUT_MS,
      ),
    );
    if (!server) return;
    try {
      if (database === 'pglite' && built) {
        browser = await step('start Chromium', () =>
          chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
        );
        if (browser) {
          const home = await step('JS of the anonymous home page', () => homeJs(browser!, server.url, STEP_TIMEOUT_MS));
          if (home) {
            results.home = home;
            const pages = await step('JS of the public pages beyond the home page', () =>
              measurePages(browser!, server.url, home, STEP_TIMEOUT_MS, log),
            );
            if (pages) results.pages = pages;
          }
          await browser.close();
          browser = undefined;
        }
      }
      for (const [index, measure] of SCALE_MEASURES.entries()) {
        await step(`${database}: ${measure.figure}`, async () => {
          if (!(await drained(server.url))) log('  the server was still busy with the last run after 3 min');
          // One request at a time first: what an answer costs without a queue in front of it.
          const single = await loadVaried(server.url, measure, 1, 3, SCALE_SEED + 2000 + index);
          // The figure with the target: 200 people with the portal open, requests arriving at the rate.
          const pathRandom = prng(SCALE_SEED + index);
          await openLoad({
            origin: server.url,
            connections: settings.readConnections,
            rate,
            seconds: warmup,
            path: () => measure.path(pathRandom),
            random: prng(SCALE_SEED + 3000 + index),
            headers: { ...READ_HEADERS },
          });
          await drained(server.url);
          const load = await openLoad({
            origin: server.url,
            connections: settings.readConnections,
            rate,
            seconds,
            path: () => measure.path(pathRandom),
            random: prng(SCALE_SEED + 4000 + index),
            headers: { ...READ_HEADERS },
          });
          // Then flat out: the most answers a second the machine gives for this list.
          await drained(server.url);
          const flatOut = await loadVaried(
            server.url,
            measure,
            settings.readConnections,
            flatOutSeconds,
            SCALE_SEED + 1000 + index,
          );
          figures.lists.push({ id: measure.id, figure: measure.figure, load, single, flatOut });
          log(
            `  ${rate} req/s at ${settings.readConnections} connections: p50 ${load.p50} ms, p99 ${load.p99} ms, non-2xx ${load.non2xx} ${JSON.stringify(load.statuses)}, errors ${load.errors}; alone: p50 ${single.p50} ms; flat out: ${flatOut.rps} req/s, p99 ${flatOut.p99} ms`,
          );
          if (load.requests - load.non2xx <= 0)
            throw new Error(`${measure.id}: no answer of ${load.requests} was a 2xx ${JSON.stringify(load.statuses)}`);
        });
      }
    } finally {
      await server.stop();
    }
  };
  try {
    const liteDir = path.join(tmp, 'pglite');
    await mkdir(path.join(liteDir, 'pglite'), { recursive: true });
    await run('pglite', { DATA_DIR: liteDir }, () => openPglite(path.join(liteDir, 'pglite')));
    const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    if (databaseUrl) {
      const schema = await step('PostgreSQL: a fresh schema', () => postgresSchema(databaseUrl));
      if (schema) {
        try {
          await run('postgres', { DATA_DIR: path.join(tmp, 'postgres'), DATABASE_URL: schema.url }, () =>
            openPostgres(schema.base, schema.schema),
          );
        } finally {
          await step('PostgreSQL: drop the schema', () => schema.drop());
        }
      }
    } else {
      log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL, e.g. postgres://127.0.0.1:5432/test)');
    }
  } finally {
    await stopAllServers();
    await browser?.close().catch(() => undefined);
    await rm(tmp, { recursive: true, force: true });
  }
  results.durationS = Math.round((Date.now() - started) / 1000);
  results.machine.loadAverage.end = os.loadavg();
  const table = formatTable(scaleRows(results));
  console.log(`\n${table}\n`);
  const out = path.join(BENCH, 'results', 'scale.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(`${out}.tmp`, `${JSON.stringify({ ...results, table }, null, 2)}\n`);
  await rename(`${out}.tmp`, out);
  log(
    `written ${path.relative(ROOT, out)} in ${results.durationS} s (load average at the end ${results.machine.loadAverage.end[0].toFixed(1)})`,
  );
  if (errors.length) {
    console.error(`\n${errors.length} measurement(s) could not be taken:\n${errors.map((e) => `- ${e}`).join('\n')}`);
    return 1;
  }
  return 0;
}

/** Service records of the region in the calendar-scale run; the institution measured gets CALENDAR_FOCUS_ROWS of them. */
const CALENDAR_ROWS = 1_000_000;
const CALENDAR_FOCUS_ROWS = 5000;
/** Over half a year around today: the institution measured has about 380 records in a 14-day window (60 clients). */
const CALENDAR_DAYS = 182;
const CALENDAR_P99_MS = 50;

/**
 * The calendar-scale mode: on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL or
 * DATABASE_URL; a schema of its own, dropped at the end) the region (bench/lib/scale.ts) with a
 * million service records over its institutions, `npm start` on it, the demo provider of
 * «Северная забота» signed in, then GET /api/reg-service/read-all-for-period/{from}/{to} of a
 * random 14-day window: alone, then 200 connections at 200 req/s, then flat out. Writes
 * bench/results/calendar-scale.json.
 */
async function calendarScaleMain(): Promise<number> {
  const seconds = envInt('BENCH_SECONDS', 10);
  const rate = envInt('BENCH_SCALE_RATE', SCALE_TARGETS.rate);
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('--calendar-scale needs PostgreSQL: set BENCH_DATABASE_URL, e.g. postgres://127.0.0.1:5432/test');
    return 2;
  }
  const results: Record<string, unknown> = {
    startedAt: new Date(started).toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { start: os.loadavg(), end: [] } },
    settings: {
      rows: CALENDAR_ROWS,
      focusRows: CALENDAR_FOCUS_ROWS,
      days: CALENDAR_DAYS,
      connections: 200,
      rate,
      seconds,
    },
    errors,
  };
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  await step('build the client (vite build -> bench/dist/app)', () =>
    command(vite, ['build', '--outDir', APP_DIR, '--emptyOutDir', '--logLevel', 'warn'], 300_000),
  );
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-calendar-'));
  const today = regionToday();
  const schema = await step('PostgreSQL: a fresh schema', () => postgresSchema(databaseUrl));
  const rows: Row[] = [];
  try {
    if (!schema) return 1;
    const seeded = await step(`PostgreSQL: the region and ${CALENDAR_ROWS} service records`, async () => {
      const db = await openPostgres(schema.base, schema.schema);
      try {
        await seedScaleDatabase(db);
        const [focus] = await db.query<{ id: number }>(
          `SELECT id FROM institutions WHERE short_caption LIKE '%Северная забота%' ORDER BY id LIMIT 1`,
        );
        if (!focus) throw new Error('the demo institution «Северная забота» is missing');
        const t0 = performance.now();
        const made = await seedServiceRecordsAtScale(db, {
          rows: CALENDAR_ROWS,
          days: CALENDAR_DAYS,
          today,
          focusId: focus.id,
          focusRows: CALENDAR_FOCUS_ROWS,
        });
        const [{ count }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM service_records');
        return { ...made, count, seedMs: Math.round(performance.now() - t0) };
      } finally {
        await db.close();
      }
    });
    if (!seeded) return 1;
    results.seed = seeded;
    log(`  ${seeded.count} service records over ${seeded.institutions} institutions in ${seeded.seedMs} ms`);
    const server = await step('PostgreSQL: npm start on the region', () =>
      startServer(
        ROOT,
        {
          CLIENT_DIR: APP_DIR,
          LOG_LEVEL: settings.logLevel,
          DATA_DIR: path.join(tmp, 'data'),
          DATABASE_URL: schema.url,
        },
        path.join(tmp, 'calendar-scale.log'),
        STEP_TIMEOUT_MS,
      ),
    );
    if (!server) return 1;
    try {
      await step('PostgreSQL: read-all-for-period of a 14-day window, as the provider', async () => {
        const session = await signIn(server.url, 'provider');
        const me = await session.json<{
          availableInstitutions: { institutionId: number; institutionRole: number; institutionSourceType: number }[];
        }>('GET', '/api/esia/current-user-info');
        const role = me.availableInstitutions.find((i) => i.institutionRole === SystemRole.ServiceProvider);
        if (!role) throw new Error('the demo provider has no provider role');
        await session.json(
          'GET',
          `/api/esia/set-user-institution-role?institutionSourceType=${role.institutionSourceType}&institutionId=${role.institutionId}&institutionRole=${role.institutionRole}`,
        );
        const headers = { ...READ_HEADERS, cookie: session.cookie() };
        const random = prng(SCALE_SEED + 77);
        const windowPath = () => {
          const from = addDays(today, Math.floor(random() * (CALENDAR_DAYS - 14)) - CALENDAR_DAYS / 2);
          return `/api/reg-service/read-all-for-period/${from}/${addDays(from, 13)}`;
        };
        const check = await fetch(`${server.url}${windowPath()}`, { headers });
        const body = (await check.json()) as { data?: unknown[] };
        if (check.status !== 200) throw new Error(`read-all-for-period: ${check.status}`);
        log(`  a window holds ${body.data?.length ?? 0} records of the institution`);
        const single = await loadGet(server.url, 1, 3, windowPath, headers);
        await openLoad({
          origin: server.url,
          connections: 200,
          rate,
          seconds: 2,
          path: windowPath,
          random: prng(5),
          headers,
        });
        const load = await openLoad({
          origin: server.url,
          connections: 200,
          rate,
          seconds,
          path: windowPath,
          random: prng(6),
          headers,
        });
        const flatOut = await loadGet(server.url, 200, 5, windowPath, headers);
        results.readAllForPeriod = { windowRecords: body.data?.length ?? 0, single, load, flatOut };
        log(
          `  ${rate} req/s at 200 connections: p50 ${load.p50} ms, p99 ${load.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}; alone p50 ${single.p50} ms; flat out ${flatOut.rps} req/s`,
        );
        rows.push({
          figure: `PostgreSQL: seeding ${seeded.count} service records over ${seeded.institutions} institutions, ms`,
          ours: String(seeded.seedMs),
          stock: '',
          ratio: '',
          target: '',
          met: '',
        });
        rows.push({
          figure: `PostgreSQL: read-all-for-period, 14 days (${body.data?.length ?? 0} records), 200 connections at ${load.rps} req/s: p50 / p99 ms (alone p50 ${single.p50}; flat out ${flatOut.rps} req/s)`,
          ours: `${load.p50} / ${load.p99}`,
          stock: '',
          ratio: '',
          target: `p99 < ${CALENDAR_P99_MS}`,
          met: load.p99 < CALENDAR_P99_MS && load.non2xx === 0 && load.errors === 0 ? 'yes' : 'NO',
        });
      });
    } finally {
      await server.stop();
    }
  } finally {
    await stopAllServers();
    if (schema) await step('PostgreSQL: drop the schema', () => schema.drop());
    await rm(tmp, { recursive: true, force: true });
  }
  const table = formatTable(rows);
  console.log(`\n${table}\n`);
  const out = path.join(BENCH, 'results', 'calendar-scale.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ ...results, durationS: Math.round((Date.now() - started) / 1000), table }, null, 2)}\n`,
  );
  log(`written ${path.relative(ROOT, out)}`);
  return errors.length ? 1 : 0;
}

/** The fan-out target: a message reaches the one listener it is for, p99 under this. */
const FANOUT_P99_MS = 200;

/**
 * The fan-out mode (bench/lib/fanout.ts): on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL
 * or DATABASE_URL; a schema of its own, dropped at the end) two `npm start` processes, BENCH_FANOUT_LISTENERS
 * (1 000) people with a session each and a messages stream open, half on each process, then
 * BENCH_FANOUT_MESSAGES (300) messages of the demo social worker, one every BENCH_FANOUT_INTERVAL_MS
 * (50), alternately from process A and B, each to another listener: from the send's start to the
 * event on that listener's stream. Writes bench/results/fanout.json.
 */
async function fanoutMain(): Promise<number> {
  const listenersCount = envInt('BENCH_FANOUT_LISTENERS', 1000);
  const messages = Math.min(envInt('BENCH_FANOUT_MESSAGES', 300), listenersCount - 20);
  const intervalMs = envInt('BENCH_FANOUT_INTERVAL_MS', 50);
  const warmupMessages = 20;
  const waitMs = 10_000;
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('--fanout needs PostgreSQL: set BENCH_DATABASE_URL, e.g. postgres://127.0.0.1:5432/test');
    return 2;
  }
  const results: Record<string, unknown> = {
    startedAt: new Date(started).toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { start: os.loadavg(), end: [] } },
    settings: { listeners: listenersCount, messages, intervalMs, warmupMessages, waitMs, logLevel: settings.logLevel },
    errors,
  };
  log(
    `fan-out run: ${listenersCount} listeners over two processes, ${messages} messages one every ${intervalMs} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-fanout-'));
  // The streams are the API's: the server serves a placeholder page instead of a client built for the run.
  const clientDir = path.join(tmp, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html lang="ru"><head><style nonce="${CSP_NONCE_PLACEHOLDER}"></style><title>bench</title></head></html>\n`,
  );
  const schema = await step('PostgreSQL: a fresh schema', () => postgresSchema(databaseUrl));
  const rows: Row[] = [];
  let streams: { close: () => void } | undefined;
  /** Returns early when a step failed (the step recorded why). */
  const measure = async (): Promise<void> => {
    if (!schema) return;
    const env = {
      CLIENT_DIR: clientDir,
      LOG_LEVEL: settings.logLevel,
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: schema.url,
    };
    // One after the other: the first migrates and seeds the schema, the second finds it ready.
    const a = await step('PostgreSQL: npm start, process A (migrations, demo data)', () =>
      startServer(ROOT, env, path.join(tmp, 'fanout-a.log'), STEP_TIMEOUT_MS),
    );
    const b = a
      ? await step('PostgreSQL: npm start, process B', () =>
          startServer(ROOT, env, path.join(tmp, 'fanout-b.log'), STEP_TIMEOUT_MS),
        )
      : undefined;
    if (!a || !b) return;
    const prepared = await step(
      `PostgreSQL: ${listenersCount} people with a session, clients of the worker's institution`,
      () => prepareListeners(schema.url, listenersCount),
    );
    if (!prepared) return;
    const listeners: FanoutListener[] = prepared.people.map((p, i) => ({
      ...p,
      origin: i % 2 === 0 ? a.url : b.url,
      events: [],
      lost: false,
    }));
    const opened = await step(`${listenersCount} streams, half on each process`, async () => {
      const t0 = performance.now();
      streams = await openStreams(listeners, 50, 60_000);
      return Math.round(performance.now() - t0);
    });
    if (opened === undefined) return;
    log(`  all ready in ${opened} ms`);
    const senders = await step('the social worker signed in on each process', async () => ({
      A: { origin: a.url, session: await signInWorker(a.url) },
      B: { origin: b.url, session: await signInWorker(b.url) },
    }));
    if (!senders) return;
    await step(`${messages} messages, one every ${intervalMs} ms, each to another listener`, async () => {
      const order = shuffled(listenersCount, prng(SCALE_SEED + 101));
      // Warm-up (not in the figures): other listeners than the measured ones.
      await sendPaced(listeners, senders, order.slice(messages, messages + warmupMessages), intervalMs, 5_000);
      const since = performance.now();
      const sent = await sendPaced(listeners, senders, order.slice(0, messages), intervalMs, waitMs);
      const stray = strayEvents(listeners, sent, since);
      const failedSends = sent.filter((s) => s.status !== 200);
      const arrived = sent.filter((s) => s.status === 200 && s.eventMs !== undefined);
      const missed = sent.length - failedSends.length - arrived.length;
      const all = latencySummary(arrived.map((s) => s.eventMs!));
      const same = latencySummary(arrived.filter((s) => s.sameProcess).map((s) => s.eventMs!));
      const other = latencySummary(arrived.filter((s) => !s.sameProcess).map((s) => s.eventMs!));
      const answer = latencySummary(sent.filter((s) => s.answerMs !== undefined).map((s) => s.answerMs!));
      const lostStreams = listeners.filter((l) => l.lost).length;
      results.figures = {
        streamsReadyMs: opened,
        delivery: all,
        sameProcess: same,
        otherProcess: other,
        sendAnswer: answer,
        failedSends: failedSends.length,
        failedStatuses: failedSends.map((s) => s.status),
        missedEvents: missed,
        strayEvents: stray,
        lostStreams,
      };
      results.samples = sent.map((s) => ({
        via: s.via,
        sameProcess: s.sameProcess,
        status: s.status,
        answerMs: s.answerMs === undefined ? null : Math.round(s.answerMs * 10) / 10,
        eventMs: s.eventMs === undefined ? null : Math.round(s.eventMs * 10) / 10,
      }));
      log(
        `  send -> event p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms, max ${all.max} ms (same process p99 ${same.p99}, other process p99 ${other.p99}); failed sends ${failedSends.length}, no event ${missed}, stray events ${stray}, streams lost ${lostStreams}`,
      );
      const f = (s: LatencySummary) => `${s.p50} / ${s.p95} / ${s.p99}`;
      const head = `PostgreSQL, two processes, ${listenersCount} listeners`;
      const pace = `${messages} messages at ${Math.round(1000 / intervalMs)}/s`;
      rows.push(
        {
          figure: `${head}: all streams open and ready, ms`,
          ours: String(opened),
          stock: '',
          ratio: '',
          target: '',
          met: '',
        },
        {
          figure: `${head}: a message to one of them, send -> event p50 / p95 / p99 ms (${pace}; failed ${failedSends.length}, no event ${missed}, stray ${stray})`,
          ours: f(all),
          stock: '',
          ratio: '',
          target: `p99 < ${FANOUT_P99_MS}`,
          met: all.p99 < FANOUT_P99_MS && failedSends.length === 0 && missed === 0 && lostStreams === 0 ? 'yes' : 'NO',
        },
        {
          figure: `${head}: the same, stream on the sender's process (${same.n}), p50 / p95 / p99 ms`,
          ours: f(same),
          stock: '',
          ratio: '',
          target: '',
          met: '',
        },
        {
          figure: `${head}: the same, stream on the other process through NOTIFY (${other.n}), p50 / p95 / p99 ms`,
          ours: f(other),
          stock: '',
          ratio: '',
          target: '',
          met: '',
        },
        {
          figure: `${head}: the send's own answer, p50 / p95 / p99 ms`,
          ours: f(answer),
          stock: '',
          ratio: '',
          target: '',
          met: '',
        },
      );
      if (failedSends.length || missed || lostStreams)
        throw new Error(
          `failed sends ${failedSends.length} ${JSON.stringify([...new Set(failedSends.map((s) => s.status))])}, messages without an event ${missed}, streams lost ${lostStreams}`,
        );
    });
  };
  try {
    await measure();
  } finally {
    streams?.close();
    await stopAllServers();
    if (schema) await step('PostgreSQL: drop the schema', () => schema.drop());
    await rm(tmp, { recursive: true, force: true });
  }
  (results.machine as { loadAverage: { end: number[] } }).loadAverage.end = os.loadavg();
  const table = formatTable(rows);
  console.log(`\n${table}\n`);
  const out = path.join(BENCH, 'results', 'fanout.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    `${out}.tmp`,
    `${JSON.stringify({ ...results, durationS: Math.round((Date.now() - started) / 1000), table }, null, 2)}\n`,
  );
  await rename(`${out}.tmp`, out);
  log(
    `written ${path.relative(ROOT, out)} (load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  if (errors.length) {
    console.error(`\n${errors.length} measurement(s) could not be taken:\n${errors.map((e) => `- ${e}`).join('\n')}`);
    return 1;
  }
  return 0;
}

async function main(): Promise<number> {
  if (fanout) return fanoutMain();
  if (calendarScale) return calendarScaleMain();
  if (scale) return scaleMain();
  const results: BenchResults = {
    kind: smoke ? 'smoke' : 'full',
    startedAt: new Date(started).toISOString(),
    durationS: 0,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: '',
      loadAverage: { start: os.loadavg(), end: [] },
    },
    settings,
    forms: [],
    js: {},
    api: [],
    errors,
  };
  log(
    `${smoke ? 'smoke' : 'full'} run: ${settings.loads} load(s) x ${settings.keys} keys per field, load tests ${settings.loadSeconds} s; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
  );

  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const builtApp =
    !runs('js') && !runs('api')
      ? undefined
      : await step('build the client (vite build -> bench/dist/app)', () =>
          command(vite, ['build', '--outDir', APP_DIR, '--emptyOutDir', '--logLevel', 'warn'], 300_000),
        );
  const builtPages =
    !runs('forms') && !runs('calendar')
      ? undefined
      : await step('build the bench pages (bench/vite.bench.config.ts -> bench/dist/pages)', () =>
          command(vite, ['build', '--config', path.join(BENCH, 'vite.bench.config.ts')], 300_000),
        );

  let browser: Browser | undefined;
  const pages = builtPages ? await serveStatic(PAGES_DIR) : undefined;
  let tmp: string | undefined;
  try {
    browser = await step('start Chromium', () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }));
    if (browser) results.machine.chromium = browser.version();

    if (browser && pages && runs('forms')) {
      const forms = await step('forms: ours (BlockForm) and stock @rjsf/mui', () =>
        measureForms(browser!, pages.url, FORM_SCENARIOS, {
          loads: settings.loads,
          keys: settings.keys,
          timeoutMs: STEP_TIMEOUT_MS,
          log,
        }),
      );
      if (forms) results.forms = forms;
      // A figure without a single value could not be measured (a few keys without a commit only show in missedKeys).
      for (const s of results.forms) {
        for (const [engine, f] of [
          ['ours', s.ours],
          ['stock', s.stock],
        ] as const) {
          for (const [name, summary] of Object.entries({
            render: f.render,
            lastRow: f.lastRow,
            top: f.top,
            openRow: f.openRow,
          })) {
            if (summary && summary.n === 0) errors.push(`${s.id} ${engine} ${name}: no value could be measured`);
          }
        }
      }
    }

    if (browser && pages && runs('calendar')) {
      const calendar = await step('calendar: ours (EmployeeGrid) and stock MUI Table, 60 clients x 14 days', () =>
        measureCalendar(browser!, pages.url, {
          loads: settings.loads,
          edits: settings.keys,
          timeoutMs: STEP_TIMEOUT_MS,
          log,
        }),
      );
      if (calendar) results.calendar = calendar;
    }

    if (builtApp) {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
      const act = ACTS[SAVE_ACT];
      const browserJs = async (origin: string) => {
        if (!browser || !runs('js')) return;
        const home = await step('JS of the anonymous home page', () => homeJs(browser!, origin, STEP_TIMEOUT_MS));
        if (home) {
          results.js.home = home;
          log(`  ${(home.gzip / 1024).toFixed(1)} KB gzip in ${home.files.length} files`);
          const card = await step('JS of an act card (signed in as the social worker)', () =>
            actCardJs(browser!, origin, act.id, act.definition.apiPrefix, home, STEP_TIMEOUT_MS),
          );
          if (card) {
            results.js.actCard = card;
            log(
              `  ${(card.gzip / 1024).toFixed(1)} KB gzip in ${card.files.length} files (${(card.beyondHome.gzip / 1024).toFixed(1)} KB beyond the home page)`,
            );
          }
        }
      };
      results.api.push(await measureApi('pglite', { DATA_DIR: path.join(tmp, 'pglite') }, tmp, browserJs));

      const databaseUrl = process.env.BENCH_DATABASE_URL;
      if (databaseUrl && runs('api')) {
        const schema = await step('PostgreSQL: a fresh schema', () => postgresSchema(databaseUrl));
        if (schema) {
          try {
            results.api.push(
              await measureApi('postgres', { DATA_DIR: path.join(tmp, 'postgres'), DATABASE_URL: schema.url }, tmp),
            );
          } finally {
            await step('PostgreSQL: drop the schema', () => schema.drop());
          }
        }
      } else {
        log('PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://127.0.0.1:5432/test)');
      }
    }
  } finally {
    await stopAllServers();
    await browser?.close().catch(() => undefined);
    await pages?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }

  results.durationS = Math.round((Date.now() - started) / 1000);
  results.machine.loadAverage.end = os.loadavg();
  const table = formatTable(tableRows(results));
  console.log(`\n${table}\n`);
  const out = path.join(BENCH, 'results', only ? 'partial.json' : smoke ? 'smoke.json' : 'latest.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(`${out}.tmp`, `${JSON.stringify({ ...results, table }, null, 2)}\n`);
  await rename(`${out}.tmp`, out);
  log(
    `written ${path.relative(ROOT, out)} in ${results.durationS} s (load average at the end ${results.machine.loadAverage.end[0].toFixed(1)})`,
  );
  if (errors.length) {
    console.error(`\n${errors.length} measurement(s) could not be taken:\n${errors.map((e) => `- ${e}`).join('\n')}`);
    return 1;
  }
  return 0;
}

const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${WATCHDOG_MS / 60_000} min, stopping`);
  void stopAllServers().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAllServers().finally(() => process.exit(1));
  });
}

main().then(
  (code) => {
    clearTimeout(watchdog);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    void stopAllServers().finally(() => process.exit(1));
  },
);
