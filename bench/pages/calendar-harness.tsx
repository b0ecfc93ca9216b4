import { Profiler, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';
import { DAY_SLOTS } from '@common/schedule/slots';
import type { ScheduleClient, ServiceRecord } from '@/features/soc-services/api';
import { clients, records, WINDOW } from '@/features/soc-services/calendar-fixtures';

/**
 * The in-page half of the calendar bench, shared by calendar-ours.html and calendar-stock.html.
 * The grid of an employee with CLIENTS clients over the 14 days of the window (the stories'
 * fixtures: two or three services a week per client), driven by bench/lib/calendar.ts through
 * `window.__calendar`:
 *
 * - `mount()`: renders the grid synchronously (flushSync) and reports the JS time of that render,
 *   commit and effects, and the style/layout the browser then needs.
 * - `edit(i, reread)`: the records after one card was saved: a new array in which the i-th record
 *   moved one slot later (a new object, version + 1). With `reread` every other record is a new
 *   object with the same content too, as after the page re-reads the period (SWR gives the parsed
 *   answer whenever it differs); without it the others are the same objects. Reports the JS time
 *   of that render and commit (flushSync) and the commits React made.
 */

export const CLIENTS = 60;

export interface CalendarMount {
  renderMs: number;
  layoutMs: number;
  elements: number;
}

export interface CalendarBenchApi {
  engine: 'ours' | 'stock';
  clients: number;
  records: number;
  ready: boolean;
  mount(): CalendarMount;
  edit(index: number, reread: boolean): { ms: number; commits: number };
}

declare global {
  interface Window {
    __calendar?: CalendarBenchApi;
  }
}

/** What the grid is drawn from; `setRecords` is the one change the bench makes. */
export interface GridProps {
  clients: readonly ScheduleClient[];
  records: readonly ServiceRecord[];
}

/** The i-th record one slot later (the next slot of the day, or the one before at the day's end). */
function moved(record: ServiceRecord): ServiceRecord {
  const first = record.slotIndexes[0];
  const next = first + 1 < DAY_SLOTS.length ? first + 1 : first - 1;
  const slot = DAY_SLOTS[next];
  return {
    ...record,
    startTime: slot.start,
    endTime: slot.end,
    slotIndexes: [slot.index],
    version: record.version + 1,
  };
}

export function startCalendarBench(engine: CalendarBenchApi['engine'], Grid: (props: GridProps) => ReactNode) {
  const people = clients(CLIENTS);
  let current = records(people);
  let setRecords: ((next: readonly ServiceRecord[]) => void) | undefined;
  let commits = 0;
  const onRender: ProfilerOnRenderCallback = () => {
    commits += 1;
  };
  function Host() {
    const [list, set] = useState<readonly ServiceRecord[]>(current);
    setRecords = set;
    return <Grid clients={people} records={list} />;
  }
  const root = createRoot(document.getElementById('root')!);
  window.__calendar = {
    engine,
    clients: people.length,
    records: current.length,
    ready: true,
    mount() {
      const t0 = performance.now();
      flushSync(() =>
        root.render(
          <Profiler id={engine} onRender={onRender}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <main style={{ maxWidth: 1366, margin: '0 auto', padding: 16 }}>
                <Host />
              </main>
            </ThemeProvider>
          </Profiler>,
        ),
      );
      const first = performance.now();
      void document.body.getBoundingClientRect();
      return {
        renderMs: first - t0,
        layoutMs: performance.now() - first,
        elements: document.body.getElementsByTagName('*').length,
      };
    },
    edit(index, reread) {
      const i = index % current.length;
      const next = current.map((r, j) => (j === i ? moved(r) : reread ? { ...r } : r));
      current = next;
      commits = 0;
      const t0 = performance.now();
      flushSync(() => setRecords!(next));
      return { ms: performance.now() - t0, commits };
    },
  };
}

export { WINDOW };
