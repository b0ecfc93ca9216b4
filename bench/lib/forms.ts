import type { Browser, Page } from 'playwright-core';
import type { BenchApi, MountResult, PageSample } from '../pages/harness';
import { keysFor, type FormScenario, type TypedField } from './scenarios';
import { keyJsTime, summarize, type Summary } from './stats';

/** The browser half of the form bench: loads a bench page, mounts the form, types, collects the samples. */

export interface FormOptions {
  loads: number;
  keys: number;
  /** Stops a measurement that takes longer (ms) than this. */
  timeoutMs: number;
  log: (line: string) => void;
}

export interface EngineFigures {
  render: Summary;
  renderLayout: Summary;
  /** Style and layout right after the first commit. */
  layout: Summary;
  /** Ours only: click on 'Изменить строку N' -> end of the commit that shows the dialog. */
  openRow?: Summary;
  lastRow?: Summary;
  top?: Summary;
  elements: number;
  /** Keys for which React committed nothing before the next frame (should be 0). */
  missedKeys: number;
  loads: number;
  raw: { mounts: MountResult[]; lastRow: number[]; top: number[]; openRow: number[] };
}

export interface ScenarioFigures {
  id: string;
  title: string;
  rows: number;
  ours: EngineFigures;
  stock: EngineFigures;
}

type BenchWindow = Window & { __bench: BenchApi };

/** Waits for the page to paint a frame after everything before it. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function typeKeys(page: Page, keys: string[]): Promise<{ times: number[]; missed: number }> {
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.reset());
  for (const key of keys) {
    await page.keyboard.press(key);
    await settle(page);
  }
  const samples: PageSample[] = await page.evaluate(() => (window as unknown as BenchWindow).__bench.samples());
  const keydowns = samples.filter((s) => s.kind === 'keydown');
  if (keydowns.length !== keys.length)
    throw new Error(`expected ${keys.length} keydown samples, got ${keydowns.length}`);
  const times = keydowns.map(keyJsTime);
  return { times: times.filter(Number.isFinite), missed: times.filter((t) => !Number.isFinite(t)).length };
}

/** Puts the caret at the end of the field (a click in a long text may land anywhere). */
async function focusEnd(page: Page, selector: string) {
  const field = page.locator(selector);
  await field.click();
  await page.keyboard.press('End');
  await settle(page);
}

const idOf = (
  engine: 'ours' | 'stock',
  scenario: FormScenario,
  typed: TypedField,
  where: 'top' | 'lastRow',
  rows: number,
) => {
  if (where === 'top') return `#root_${typed.field}`;
  // Ours: rjsf ids in the row dialog start with `${list}_row` (list-block.tsx idPrefix); stock: the array item inline.
  return engine === 'ours'
    ? `#${scenario.list}_row_${typed.field}`
    : `#root_${scenario.list}_${rows - 1}_${typed.field}`;
};

async function oneLoad(
  browser: Browser,
  base: string,
  engine: 'ours' | 'stock',
  scenario: FormScenario,
  options: FormOptions,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(options.timeoutMs);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/${engine}.html?scenario=${scenario.id}&rows=${scenario.rows}`);
    await page.waitForFunction(() => {
      const bench = (window as unknown as Partial<BenchWindow>).__bench;
      return !!bench && (bench.ready || !!bench.error);
    });
    const failed = await page.evaluate(() => (window as unknown as BenchWindow).__bench.error);
    if (failed) throw new Error(`${engine} page: ${failed}`);
    const mount: MountResult = await page.evaluate(() => (window as unknown as BenchWindow).__bench.mount());
    await settle(page);

    let top: Awaited<ReturnType<typeof typeKeys>> | undefined;
    if (scenario.top) {
      await focusEnd(page, idOf(engine, scenario, scenario.top, 'top', scenario.rows));
      top = await typeKeys(page, keysFor(scenario.top.kind, options.keys));
    }

    let lastRow: Awaited<ReturnType<typeof typeKeys>> | undefined;
    let openRow: number | undefined;
    if (scenario.lastRow) {
      if (engine === 'ours') {
        await page.evaluate(() => (window as unknown as BenchWindow).__bench.reset());
        await page.getByRole('button', { name: `Изменить строку ${scenario.rows}`, exact: true }).click();
        await page.locator(idOf(engine, scenario, scenario.lastRow, 'lastRow', scenario.rows)).waitFor();
        await settle(page);
        const clicks = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.samples())).filter(
          (s) => s.kind === 'click',
        );
        openRow = clicks.length ? keyJsTime(clicks[0]) : Number.NaN;
      }
      await focusEnd(page, idOf(engine, scenario, scenario.lastRow, 'lastRow', scenario.rows));
      lastRow = await typeKeys(page, keysFor(scenario.lastRow.kind, options.keys));
    }
    if (errors.length) throw new Error(`${engine} page error: ${errors[0]}`);
    return { mount, top, lastRow, openRow };
  } finally {
    await context.close();
  }
}

async function measureEngine(
  browser: Browser,
  base: string,
  engine: 'ours' | 'stock',
  scenario: FormScenario,
  options: FormOptions,
): Promise<EngineFigures> {
  const mounts: MountResult[] = [];
  const lastRow: number[] = [];
  const top: number[] = [];
  const openRow: number[] = [];
  let missedKeys = 0;
  for (let load = 0; load < options.loads; load += 1) {
    const started = Date.now();
    const result = await oneLoad(browser, base, engine, scenario, options);
    mounts.push(result.mount);
    if (result.top) {
      top.push(...result.top.times);
      missedKeys += result.top.missed;
    }
    if (result.lastRow) {
      lastRow.push(...result.lastRow.times);
      missedKeys += result.lastRow.missed;
    }
    if (result.openRow !== undefined && Number.isFinite(result.openRow)) openRow.push(result.openRow);
    options.log(
      `  ${scenario.id} ${engine} load ${load + 1}/${options.loads}: render ${result.mount.renderMs.toFixed(0)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return {
    render: summarize(mounts.map((m) => m.renderMs)),
    renderLayout: summarize(mounts.map((m) => m.renderMs + m.layoutMs)),
    layout: summarize(mounts.map((m) => m.layoutMs)),
    ...(engine === 'ours' && scenario.lastRow ? { openRow: summarize(openRow) } : {}),
    ...(scenario.lastRow ? { lastRow: summarize(lastRow) } : {}),
    ...(scenario.top ? { top: summarize(top) } : {}),
    elements: Math.max(...mounts.map((m) => m.elements)),
    missedKeys,
    loads: options.loads,
    raw: { mounts, lastRow, top, openRow },
  };
}

/** Every scenario on both engines; the bench pages are served at `base`. */
export async function measureForms(
  browser: Browser,
  base: string,
  scenarios: readonly FormScenario[],
  options: FormOptions,
): Promise<ScenarioFigures[]> {
  const out: ScenarioFigures[] = [];
  for (const scenario of scenarios) {
    const ours = await measureEngine(browser, base, 'ours', scenario, options);
    const stock = await measureEngine(browser, base, 'stock', scenario, options);
    out.push({ id: scenario.id, title: scenario.title, rows: scenario.rows, ours, stock });
  }
  return out;
}
