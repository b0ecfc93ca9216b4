import type { Browser, Page } from 'playwright-core';
import type { CalendarBenchApi, CalendarMount } from '../pages/calendar-harness';
import { summarize, type Summary } from './stats';

/**
 * The browser half of the calendar bench (issue 29): the employee's grid with 60 clients over the
 * 14 days of the window, ours (EmployeeGrid) against the same grid in stock MUI Table markup
 * (bench/pages/calendar-*.tsx). Per load a fresh context: mount, then `edits` saved cards one
 * after another (each a new records array with one record moved a slot), then as many again
 * after a re-read of the period (every record a new object).
 */

export interface CalendarEngineFigures {
  render: Summary;
  renderLayout: Summary;
  /** One record changed, the other records the same objects. */
  edit: Summary;
  /** One record changed, every record a new object (the period read again). */
  editReread: Summary;
  elements: number;
  records: number;
  clients: number;
  raw: { mounts: CalendarMount[]; edit: number[]; editReread: number[] };
}

export interface CalendarFigures {
  ours: CalendarEngineFigures;
  stock: CalendarEngineFigures;
}

export interface CalendarOptions {
  loads: number;
  edits: number;
  timeoutMs: number;
  log: (line: string) => void;
}

type CalendarWindow = Window & { __calendar: CalendarBenchApi };

const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function measureEngine(
  browser: Browser,
  base: string,
  engine: 'ours' | 'stock',
  options: CalendarOptions,
): Promise<CalendarEngineFigures> {
  const mounts: CalendarMount[] = [];
  const edit: number[] = [];
  const editReread: number[] = [];
  let shape = { clients: 0, records: 0 };
  for (let load = 0; load < options.loads; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(options.timeoutMs);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${base}/calendar-${engine}.html`);
      await page.waitForFunction(() => !!(window as unknown as Partial<CalendarWindow>).__calendar?.ready);
      shape = await page.evaluate(() => {
        const bench = (window as unknown as CalendarWindow).__calendar;
        return { clients: bench.clients, records: bench.records };
      });
      const mount = await page.evaluate(() => (window as unknown as CalendarWindow).__calendar.mount());
      mounts.push(mount);
      await settle(page);
      for (const reread of [false, true]) {
        for (let i = 0; i < options.edits; i += 1) {
          // Records spread over the grid: the first, the middle, the last rows' ones in turn.
          const index = Math.floor(((i * 7919) % 1000) * (shape.records / 1000));
          const result = await page.evaluate(
            ([index, reread]) => (window as unknown as CalendarWindow).__calendar.edit(index, reread),
            [index, reread] as const,
          );
          if (result.commits === 0) throw new Error(`${engine}: an edit committed nothing`);
          (reread ? editReread : edit).push(result.ms);
          await settle(page);
        }
      }
      if (errors.length) throw new Error(`calendar ${engine} page error: ${errors[0]}`);
      options.log(
        `  calendar ${engine} load ${load + 1}/${options.loads}: render ${mount.renderMs.toFixed(0)} ms, edit median ${summarize(edit).median} ms`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    render: summarize(mounts.map((m) => m.renderMs)),
    renderLayout: summarize(mounts.map((m) => m.renderMs + m.layoutMs)),
    edit: summarize(edit),
    editReread: summarize(editReread),
    elements: Math.max(...mounts.map((m) => m.elements)),
    ...shape,
    raw: { mounts, edit, editReread },
  };
}

/** Ours and stock, the pages served at `base`. */
export async function measureCalendar(
  browser: Browser,
  base: string,
  options: CalendarOptions,
): Promise<CalendarFigures> {
  const ours = await measureEngine(browser, base, 'ours', options);
  const stock = await measureEngine(browser, base, 'stock', options);
  return { ours, stock };
}
