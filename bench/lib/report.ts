import type { LoadFigures } from './api';
import type { CalendarFigures } from './calendar';
import type { ScenarioFigures } from './forms';
import type { ActCardFigures, JsFigures } from './js-size';
import { ratio } from './stats';

/** The figures of one run, as written to bench/results/*.json, and the table printed from them. */

export interface ApiFigures {
  database: 'pglite' | 'postgres';
  /** `npm start` -> first 200 of /api/health, on an empty DATA_DIR / database schema (migrations and demo seed). */
  startupColdMs?: number;
  /** The same on the data the cold start left (a restart). */
  startupWarmMs?: number;
  rebuiltClient?: boolean;
  publicRead?: LoadFigures;
  /** The same answer replayed by a bare node:http server under the same load (bench/lib/bare-server.ts): the public read's "stock". */
  publicReadBare?: LoadFigures;
  actSave?: LoadFigures;
}

export interface BenchResults {
  kind: 'full' | 'smoke';
  startedAt: string;
  durationS: number;
  /** loadAverage: os.loadavg() at the start and at the end (other work on the machine skews every figure). */
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    chromium: string;
    loadAverage: { start: number[]; end: number[] };
  };
  settings: {
    loads: number;
    keys: number;
    readConnections: number;
    saveConnections: number;
    loadSeconds: number;
    warmupSeconds: number;
    logLevel: string;
  };
  forms: ScenarioFigures[];
  /** The employee's calendar grid, ours against stock MUI Table markup (bench/lib/calendar.ts). */
  calendar?: CalendarFigures;
  js: { home?: JsFigures; actCard?: ActCardFigures };
  api: ApiFigures[];
  /** Measurements that could not be taken (the run exits 1 when there is any). */
  errors: string[];
}

/** One line of the table: a figure, ours, stock, ours/stock, the target and whether it is met. */
export interface Row {
  figure: string;
  ours: string;
  stock: string;
  ratio: string;
  target: string;
  met: string;
}

export const TARGETS = {
  keyLastRowMedianMs: 8,
  keyLastRowP95Ms: 16,
  /** ours / stock for the last-row keystroke median: 4x better. */
  keyLastRowRatio: 0.25,
  /** ours / stock for the render: a third. */
  renderRatio: 1 / 3,
  homeJsKb: 150,
  actCardJsKb: 300,
  publicReadP99Ms: 50,
  /** The employee's calendar, 60 clients over 14 days: first render JS and one slot edit, ms. */
  calendarRenderMs: 150,
  calendarEditMs: 16,
};

const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const x = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');
/** ', 12 errors, 3 x 409' when a load run had failures (errors include timeouts). */
const failures = (r: LoadFigures) =>
  [r.errors ? `${r.errors} errors` : '', ...Object.entries(r.statuses).map(([status, count]) => `${count} x ${status}`)]
    .filter(Boolean)
    .map((t) => `, ${t}`)
    .join('');
const yes = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'yes' : 'NO');

/** The rows of the table (pure: tests/bench/report.test.ts). */
export function tableRows(
  results: Pick<BenchResults, 'forms' | 'js' | 'api'> & Pick<Partial<BenchResults>, 'calendar'>,
): Row[] {
  const rows: Row[] = [];
  for (const s of results.forms) {
    const head = `${s.id} (${s.rows} rows)`;
    const renderRatio = ratio(s.ours.render.median, s.stock.render.median);
    rows.push({
      figure: `${head}: render JS, median ms`,
      ours: ms(s.ours.render.median),
      stock: ms(s.stock.render.median),
      ratio: x(renderRatio),
      target: '≤ 1/3 of stock',
      met: yes(Number.isFinite(renderRatio) ? renderRatio <= TARGETS.renderRatio : undefined),
    });
    rows.push({
      figure: `${head}: render JS + style/layout, median ms`,
      ours: ms(s.ours.renderLayout.median),
      stock: ms(s.stock.renderLayout.median),
      ratio: x(ratio(s.ours.renderLayout.median, s.stock.renderLayout.median)),
      target: '',
      met: '',
    });
    if (s.ours.lastRow && s.stock.lastRow) {
      const medianRatio = ratio(s.ours.lastRow.median, s.stock.lastRow.median);
      rows.push({
        figure: `${head}: key in last row, median ms`,
        ours: ms(s.ours.lastRow.median),
        stock: ms(s.stock.lastRow.median),
        ratio: x(medianRatio),
        target: `≤ ${TARGETS.keyLastRowMedianMs} and ≤ 1/4 of stock`,
        met: yes(s.ours.lastRow.median <= TARGETS.keyLastRowMedianMs && medianRatio <= TARGETS.keyLastRowRatio),
      });
      rows.push({
        figure: `${head}: key in last row, p95 ms`,
        ours: ms(s.ours.lastRow.p95),
        stock: ms(s.stock.lastRow.p95),
        ratio: x(ratio(s.ours.lastRow.p95, s.stock.lastRow.p95)),
        target: `≤ ${TARGETS.keyLastRowP95Ms}`,
        met: yes(s.ours.lastRow.p95 <= TARGETS.keyLastRowP95Ms),
      });
    }
    if (s.ours.top && s.stock.top) {
      rows.push({
        figure: `${head}: key in top-level field, median ms`,
        ours: ms(s.ours.top.median),
        stock: ms(s.stock.top.median),
        ratio: x(ratio(s.ours.top.median, s.stock.top.median)),
        target: '',
        met: '',
      });
      rows.push({
        figure: `${head}: key in top-level field, p95 ms`,
        ours: ms(s.ours.top.p95),
        stock: ms(s.stock.top.p95),
        ratio: x(ratio(s.ours.top.p95, s.stock.top.p95)),
        target: '',
        met: '',
      });
    }
    if (s.ours.openRow) {
      rows.push({
        figure: `${head}: open last row's dialog, median ms`,
        ours: ms(s.ours.openRow.median),
        stock: 'inline',
        ratio: '',
        target: '',
        met: '',
      });
    }
  }
  if (results.calendar) rows.push(...calendarRows(results.calendar));
  const { home, actCard } = results.js;
  if (home) {
    rows.push({
      figure: 'home page JS, KB gzip',
      ours: kb(home.gzip),
      stock: '',
      ratio: '',
      target: `≤ ${TARGETS.homeJsKb}`,
      met: yes(home.gzip / 1024 <= TARGETS.homeJsKb),
    });
  }
  if (actCard) {
    rows.push({
      figure: 'act card JS (whole page), KB gzip',
      ours: kb(actCard.gzip),
      stock: '',
      ratio: '',
      target: `≤ ${TARGETS.actCardJsKb}`,
      met: yes(actCard.gzip / 1024 <= TARGETS.actCardJsKb),
    });
    rows.push({
      figure: 'act card JS beyond the home page, KB gzip',
      ours: kb(actCard.beyondHome.gzip),
      stock: '',
      ratio: '',
      target: '',
      met: '',
    });
  }
  for (const api of results.api) {
    const db = api.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    if (api.publicRead) {
      const r = api.publicRead;
      const bare = api.publicReadBare;
      rows.push({
        figure: `${db}: public read, req/s (${r.connections} conns)${failures(r)}`,
        ours: String(r.rps),
        stock: bare ? String(bare.rps) : '',
        ratio: bare ? x(ratio(r.rps, bare.rps)) : '',
        target: '',
        met: '',
      });
      rows.push({
        figure: `${db}: public read, p50 / p99 ms`,
        ours: `${r.p50} / ${r.p99}`,
        stock: bare ? `${bare.p50} / ${bare.p99}` : '',
        ratio: '',
        target: api.database === 'pglite' ? `p99 < ${TARGETS.publicReadP99Ms}` : '',
        met: api.database === 'pglite' ? yes(r.p99 < TARGETS.publicReadP99Ms && r.non2xx === 0 && r.errors === 0) : '',
      });
    }
    if (api.actSave) {
      const r = api.actSave;
      rows.push({
        figure: `${db}: act block save, req/s (${r.connections} conns)${failures(r)}`,
        ours: String(r.rps),
        stock: '',
        ratio: '',
        target: '',
        met: '',
      });
      rows.push({
        figure: `${db}: act block save, p50 / p99 ms`,
        ours: `${r.p50} / ${r.p99}`,
        stock: '',
        ratio: '',
        target: '',
        met: '',
      });
    }
    if (api.startupColdMs !== undefined)
      rows.push({
        figure: `${db}: npm start -> /api/health, empty data, ms`,
        ours: ms(api.startupColdMs),
        stock: '',
        ratio: '',
        target: '',
        met: '',
      });
    if (api.startupWarmMs !== undefined)
      rows.push({
        figure: `${db}: npm start -> /api/health, restart, ms`,
        ours: ms(api.startupWarmMs),
        stock: '',
        ratio: '',
        target: '',
        met: '',
      });
  }
  return rows;
}

/** The calendar's rows: render and slot edit beside stock MUI Table markup and the targets. */
function calendarRows(c: CalendarFigures): Row[] {
  const head = `calendar (${c.ours.clients} clients x 14 days, ${c.ours.records} records)`;
  const pair = (figure: string, pick: (f: CalendarFigures['ours']) => number, target?: number): Row => ({
    figure: `${head}: ${figure}`,
    ours: ms(pick(c.ours)),
    stock: ms(pick(c.stock)),
    ratio: x(ratio(pick(c.ours), pick(c.stock))),
    target: target === undefined ? '' : `< ${target}`,
    met: target === undefined ? '' : yes(Number.isFinite(pick(c.ours)) ? pick(c.ours) < target : undefined),
  });
  return [
    pair('render JS, median ms', (f) => f.render.median, TARGETS.calendarRenderMs),
    pair('render JS + style/layout, median ms', (f) => f.renderLayout.median),
    pair('slot edit JS, median ms', (f) => f.edit.median, TARGETS.calendarEditMs),
    pair('slot edit JS, p95 ms', (f) => f.edit.p95),
    pair('slot edit after the period is re-read, median ms', (f) => f.editReread.median, TARGETS.calendarEditMs),
    pair('slot edit after the period is re-read, p95 ms', (f) => f.editReread.p95),
  ];
}

/** The rows as a Markdown table (printed, and pasted into bench/README.md). */
export function formatTable(rows: readonly Row[]): string {
  const header: Row = {
    figure: 'Figure',
    ours: 'Ours',
    stock: 'Stock',
    ratio: 'Ours/Stock',
    target: 'Target',
    met: 'Met',
  };
  const all = [header, ...rows];
  const keys = Object.keys(header) as (keyof Row)[];
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...all.map((r) => [...r[k]].length))])) as Record<
    keyof Row,
    number
  >;
  const line = (r: Row) => `| ${keys.map((k) => r[k] + ' '.repeat(width[k] - [...r[k]].length)).join(' | ')} |`;
  const rule = `| ${keys.map((k) => '-'.repeat(width[k])).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
