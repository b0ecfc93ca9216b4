import { describe, expect, it } from 'vitest';
import { formatTable, tableRows } from '../../bench/lib/report';
import type { EngineFigures } from '../../bench/lib/forms';
import type { LoadFigures } from '../../bench/lib/api';

const summary = (median: number, p95 = median) => ({ median, p95, min: median, max: p95, n: 20 });
const engine = (render: number, lastRow: number, lastP95: number): EngineFigures => ({
  render: summary(render),
  renderLayout: summary(render + 10),
  layout: summary(10),
  lastRow: summary(lastRow, lastP95),
  elements: 100,
  missedKeys: 0,
  loads: 5,
  raw: { mounts: [], lastRow: [], top: [], openRow: [] },
});
const load = (p99: number): LoadFigures => ({
  connections: 200,
  durationS: 10,
  requests: 5000,
  rps: 500,
  p50: 20,
  p90: 30,
  p99,
  max: 80,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statuses: {},
});

describe('bench table', () => {
  it('puts each figure beside stock with the ratio and checks the targets', () => {
    const rows = tableRows({
      forms: [{ id: 'list', title: 'list', rows: 200, ours: engine(100, 6, 12), stock: engine(600, 40, 90) }],
      js: { home: { files: [], bytes: 400_000, gzip: 140 * 1024 } },
      api: [{ database: 'pglite', publicRead: load(45), startupWarmMs: 900 }],
    });
    const row = (start: string) => rows.find((r) => r.figure.startsWith(start))!;
    expect(row('list (200 rows): render JS,')).toMatchObject({ ours: '100', stock: '600', ratio: '0.17', met: 'yes' });
    expect(row('list (200 rows): key in last row, median')).toMatchObject({
      ours: '6.0',
      stock: '40',
      ratio: '0.15',
      met: 'yes',
    });
    expect(row('list (200 rows): key in last row, p95')).toMatchObject({ ours: '12', met: 'yes' });
    expect(row('home page JS')).toMatchObject({ ours: '140.0', met: 'yes' });
    expect(row('PGlite: public read, p50 / p99')).toMatchObject({ ours: '20 / 45', met: 'yes' });
    expect(row('PGlite: npm start -> /api/health, restart')).toMatchObject({ ours: '900' });
  });

  it('marks a missed target and a slower-than-stock keystroke', () => {
    const rows = tableRows({
      forms: [{ id: 'list', title: 'list', rows: 200, ours: engine(300, 9, 20), stock: engine(600, 30, 40) }],
      js: {},
      api: [{ database: 'pglite', publicRead: load(60) }],
    });
    const failed = tableRows({
      forms: [],
      js: {},
      api: [{ database: 'pglite', publicRead: { ...load(20), errors: 3, non2xx: 2, statuses: { 503: 2 } } }],
    });
    expect(failed[0].figure).toBe('PGlite: public read, req/s (200 conns), 3 errors, 2 x 503');
    expect(failed[1].met).toBe('NO');
    expect(rows.filter((r) => r.met === 'NO').map((r) => r.figure)).toEqual([
      'list (200 rows): render JS, median ms',
      'list (200 rows): key in last row, median ms',
      'list (200 rows): key in last row, p95 ms',
      'PGlite: public read, p50 / p99 ms',
    ]);
  });

  it("shows the bare node:http server with the same answer as the public read's stock", () => {
    const rows = tableRows({
      forms: [],
      js: {},
      api: [
        {
          database: 'pglite',
          publicRead: { ...load(45), rps: 900 },
          publicReadBare: { ...load(30), rps: 1000, p50: 12 },
        },
      ],
    });
    expect(rows[0]).toMatchObject({
      figure: 'PGlite: public read, req/s (200 conns)',
      ours: '900',
      stock: '1000',
      ratio: '0.90',
    });
    expect(rows[1]).toMatchObject({ ours: '20 / 45', stock: '12 / 30', met: 'yes' });
  });

  it('formats a Markdown table with aligned columns', () => {
    const table = formatTable([{ figure: 'a', ours: '1', stock: '2', ratio: '0.50', target: '', met: '' }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| Figure \| Ours \| Stock \| Ours\/Stock \| Target \| Met \|$/);
    expect(new Set(table.map((l) => l.length)).size).toBe(1);
  });
});
