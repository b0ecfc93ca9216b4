import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';
import { scenarioById, type FormScenario } from '../lib/scenarios';

/**
 * The in-page half of the form bench, shared by ours.html and stock.html. The runner
 * (bench/lib/forms.ts) drives it through `window.__bench`:
 *
 * - `mount()` renders the form once, synchronously (flushSync), and reports the JS time of that
 *   render + commit + effects, plus the render time of commits the mount itself triggers
 *   afterwards (until 150 ms pass without one), and the style/layout time the browser then needs.
 * - Every trusted `keydown` and `click` starts a sample: its event `timeStamp`, and when the first
 *   animation frame after it starts. Every React commit (a `<Profiler onRender>` around the whole
 *   form, including portals such as the row dialog) records its end: performance.now() in a
 *   microtask queued from onRender, i.e. after the commit's DOM changes, layout effects and the
 *   passive effects React flushes synchronously for a discrete event. The bundle is built with
 *   react-dom's profiling build (bench/vite.bench.config.ts), since production React never calls onRender.
 * - `samples()` returns the samples with the commit ends that followed each; the runner takes
 *   keydown -> end of the last commit before the next frame (bench/lib/stats.ts keyJsTime).
 */

export interface MountResult {
  /** firstCommitMs plus the render time (Profiler actualDuration) of the commits the mount triggered afterwards. */
  renderMs: number;
  /** From just before root.render to the end of the synchronous first render, commit and effects. */
  firstCommitMs: number;
  /** The forced style recalculation and layout right after the first commit. */
  layoutMs: number;
  /** Commits after the first one until 150 ms pass without a commit (effects setting state, timers). */
  followUpCommits: number;
  followUpRenderMs: number;
  /** DOM elements on the page (stock renders every field of every row; ours a table). */
  elements: number;
}

interface RawSample {
  kind: 'keydown' | 'click';
  key: string;
  t0: number;
  frame: number;
}

export interface PageSample extends RawSample {
  commitEnds: number[];
}

export interface BenchApi {
  engine: 'ours' | 'stock';
  scenario: FormScenario;
  rows: number;
  ready: boolean;
  error?: string;
  mount(): Promise<MountResult>;
  reset(): void;
  samples(): PageSample[];
}

declare global {
  interface Window {
    __bench?: BenchApi;
  }
}

const QUIET_MS = 150;
const MOUNT_LIMIT_MS = 20_000;

/** Reads ?scenario=&rows= and starts the page; `render` makes the form of the scenario with its data. */
export function startBench(
  engine: BenchApi['engine'],
  render: (scenario: FormScenario, rows: number) => Promise<ReactNode>,
): void {
  const params = new URLSearchParams(location.search);
  const scenario = scenarioById(params.get('scenario') ?? '');
  const rows = Number(params.get('rows') ?? scenario?.rows ?? 0);
  const commitEnds: number[] = [];
  let samples: RawSample[] = [];

  /** True while the mount renders synchronously: its end is taken right after flushSync instead. */
  let mounting = false;
  let followUps = { commits: 0, actualMs: 0 };
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    if (mounting) return;
    followUps = { commits: followUps.commits + 1, actualMs: followUps.actualMs + actualDuration };
    queueMicrotask(() => commitEnds.push(performance.now()));
  };
  const record = (kind: RawSample['kind']) => (event: Event) => {
    if (!event.isTrusted) return;
    const sample: RawSample = {
      kind,
      key: event instanceof KeyboardEvent ? event.key : '',
      t0: event.timeStamp,
      frame: 0,
    };
    samples.push(sample);
    requestAnimationFrame(() => {
      sample.frame = performance.now();
    });
  };
  window.addEventListener('keydown', record('keydown'), true);
  window.addEventListener('click', record('click'), true);

  const api: BenchApi = {
    engine,
    scenario: scenario!,
    rows,
    ready: false,
    async mount() {
      throw new Error('not ready');
    },
    reset() {
      samples = [];
    },
    samples() {
      return samples.map((sample, i) => {
        const until = samples[i + 1]?.t0 ?? Infinity;
        return { ...sample, commitEnds: commitEnds.filter((end) => end >= sample.t0 && end < until) };
      });
    },
  };
  window.__bench = api;
  if (!scenario) {
    api.error = `unknown scenario ${params.get('scenario')}`;
    return;
  }

  const container = document.getElementById('root')!;
  const root = createRoot(container);
  render(scenario, rows).then(
    (form) => {
      api.mount = async () => {
        const t0 = performance.now();
        mounting = true;
        try {
          flushSync(() =>
            root.render(
              <Profiler id={engine} onRender={onRender}>
                <ThemeProvider theme={theme}>
                  <CssBaseline />
                  <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>{form}</main>
                </ThemeProvider>
              </Profiler>,
            ),
          );
        } finally {
          mounting = false;
        }
        const first = performance.now();
        void document.body.getBoundingClientRect();
        const layoutMs = performance.now() - first;
        followUps = { commits: 0, actualMs: 0 };
        // Commits the mount itself triggers (effects setting state, timers): until 150 ms pass without one.
        let seen = -1;
        while (seen !== commitEnds.length && performance.now() - t0 < MOUNT_LIMIT_MS) {
          seen = commitEnds.length;
          await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        }
        return {
          renderMs: first - t0 + followUps.actualMs,
          firstCommitMs: first - t0,
          layoutMs,
          followUpCommits: followUps.commits,
          followUpRenderMs: followUps.actualMs,
          elements: document.body.getElementsByTagName('*').length,
        };
      };
      api.ready = true;
    },
    (error: unknown) => {
      api.error = String(error instanceof Error ? (error.stack ?? error.message) : error);
    },
  );
}
