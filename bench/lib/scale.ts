import type { Browser } from 'playwright-core';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed/index';
import { generateRegion, prng, REGION_SCALE, seedRegion } from '../../server/db/seed/region-scale';
import { loadGet, type LoadFigures } from './api';
import { pageJs, type JsFigures } from './js-size';
import type { Row } from './report';

/**
 * The scale mode of the bench (`npm run bench -- --scale`): a region's worth of public data
 * (server/db/seed/region-scale.ts) in a fresh database, then every public list and search under
 * 200 connections with varied queries (another search, filter or page on every request, and the
 * server's public cache off, so no answer is served from memory), and the JS each public page
 * loads beyond the home page. See bench/README.md, "Scale".
 */

/** The region's seed: the same rows on every run and on both databases. */
export const SCALE_SEED = 19;

export const SCALE_TARGETS = {
  /** p99 of every public list and search at 200 connections, ms: the open load (people at a rate), not the flat-out one. */
  p99Ms: { postgres: 50, pglite: 100 },
  /**
   * The open load's requests a second over the 200 connections, unless BENCH_SCALE_RATE says
   * otherwise: one request a second from each person who has the portal open, a list turned or a
   * search typed every second by all 200 at once, without a pause to read (see bench/README.md,
   * "Scale": a region's busiest hour is far below it).
   */
  rate: 200,
  /** JS of each public page beyond what the home page loads, KB gzip. */
  pageJsBeyondHomeKb: 100,
};

/** One measured public list or search: how to make the next request's path from the run's PRNG. */
export interface ScaleMeasure {
  id: string;
  figure: string;
  path(random: () => number): string;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const upTo = (random: () => number, n: number) => 1 + Math.floor(random() * n);
/** Words people search for: names of providers, surnames, services; some find nothing. */
const NAME_WORDS = [
  'забота',
  'Доверие',
  'надежд',
  'северное',
  'Полярная',
  'радуга',
  'семья',
  'оберег',
  'родник',
  'Ямал',
  'долголетие',
  'Худякова',
  'Салиндер',
  'Рочева',
  'реабилитационный',
  'интернат',
  'ранней помощи',
  'Лекотека',
  'сиделок',
  'нет такого',
];
const SERVICE_WORDS = [
  'сиделки',
  'такси',
  'массаж',
  'няни',
  'жестового',
  'бэбиситтинг',
  'скандинавская',
  'уборке',
  'продуктов',
  'театра',
  'трудоустройстве',
  'компьютерной',
  'койко-места',
  'психологическое',
  'питание',
];
const TOUR_WORDS = ['', '', 'Урал', 'стойбище', 'сияние', 'Оби', 'Салехарду', 'Собь'];
const TABS = ['state', 'non-state', 'individual', 'soc-cert', 'early-help'];
const AREAS = ['social', 'education', 'sport', 'medical', 'work', 'culture'];
const SECTIONS = [
  'main',
  'soc-taxi',
  'nurse',
  'babysitting',
  'foster-family',
  'interpreter',
  'sport',
  'culture',
  'nanny',
  'tourism',
];
const q = (value: string) => encodeURIComponent(value);
/** A person's point somewhere in the okrug, to 4 decimals (about 10 m): no two alike. */
const point = (random: () => number) => `lat=${(63 + random() * 10).toFixed(4)}&lon=${(63 + random() * 21).toFixed(4)}`;

/** A random filter of the registry: none, a city, a district or a service area. */
function registryFilter(random: () => number): string {
  const r = random();
  if (r < 0.25) return `&cityId=${upTo(random, 12)}`;
  if (r < 0.5) return `&districtId=${upTo(random, 13)}`;
  if (r < 0.7) return `&area=${pick(random, AREAS)}`;
  return '';
}

/**
 * Every public list and search of the registry, the catalogue, the contests and the news.
 * The list grows with the public areas: a new measure is one more entry here.
 */
export const SCALE_MEASURES: ScaleMeasure[] = [
  {
    id: 'registry-tab',
    figure: 'registry tab with filters, pages 1-20',
    path: (r) => `/api/public/registry?tab=${pick(r, TABS)}&page=${upTo(r, 20)}&pageSize=10${registryFilter(r)}`,
  },
  {
    id: 'registry-name',
    figure: 'registry search by name',
    path: (r) =>
      `/api/public/registry?tab=${pick(r, TABS)}&search=${q(pick(r, NAME_WORDS))}&page=${upTo(r, 3)}&pageSize=10`,
  },
  {
    id: 'registry-inn',
    figure: 'registry search by INN / OGRN prefix',
    path: (r) =>
      `/api/public/registry?search=${pick(r, ['89', '890', '1018900', '3048900'])}${Math.floor(r() * 1000)}&pageSize=10`,
  },
  {
    id: 'registry-service',
    figure: 'registry search by service',
    path: (r) =>
      `/api/public/registry?tab=${pick(r, TABS)}&search=${q(pick(r, SERVICE_WORDS))}&page=${upTo(r, 5)}&pageSize=10${registryFilter(r)}`,
  },
  {
    id: 'registry-catalog',
    figure: 'catalogue providers',
    path: (r) => `/api/public/registry/catalog?page=${upTo(r, 20)}&pageSize=10${registryFilter(r)}`,
  },
  { id: 'registry-rating', figure: 'registry rating', path: () => '/api/public/registry/rating' },
  {
    id: 'tour-operators',
    figure: 'tour operators',
    path: (r) =>
      `/api/public/registry/tour-operator?page=${upTo(r, 10)}&pageSize=10${r() < 0.3 ? `&search=${q(pick(r, ['агентство', 'туроператор', 'ямал', 'сияние']))}` : ''}`,
  },
  {
    id: 'available-tours',
    figure: 'tours with places',
    path: (r) =>
      `/api/public/registry/tour/available-services?page=${upTo(r, 20)}&pageSize=10&search=${q(pick(r, TOUR_WORDS))}`,
  },
  {
    id: 'catalogue-section',
    figure: 'service catalogue section, pages 1-50',
    path: (r) => `/api/public/service/catalog?section=${pick(r, SECTIONS)}&page=${upTo(r, 50)}&pageSize=10`,
  },
  {
    id: 'catalogue-search',
    figure: 'service catalogue search',
    path: (r) =>
      `/api/public/service/catalog?section=${pick(r, SECTIONS.slice(0, 9))}&search=${q(pick(r, [...SERVICE_WORDS, ...NAME_WORDS.slice(0, 8)]))}&page=${upTo(r, 3)}&pageSize=10`,
  },
  {
    id: 'subsidy-contests',
    figure: 'subsidy contests',
    path: (r) => `/api/public/subsidy-contests?page=${upTo(r, 10)}&pageSize=10`,
  },
  { id: 'news', figure: 'news', path: (r) => `/api/public/news?page=${upTo(r, 170)}&pageSize=10` },
  {
    id: 'every-mother',
    figure: 'every-mother news',
    path: (r) => `/api/public/every-mother-news?page=${upTo(r, 20)}&pageSize=10`,
  },
  // The navigator: the nearest 20 of 10 000 suppliers from a point anywhere in the okrug (its
  // bounding box, lat 63-73, lon 63-84), of all and only the nearby ones.
  {
    id: 'navigator-nearest',
    figure: 'navigator: nearest 20 suppliers',
    path: (r) => `/api/public/navigator/soc-suppliers?${point(r)}&pageSize=20`,
  },
  {
    id: 'navigator-nearby',
    figure: 'navigator: nearby only, pages 1-3',
    path: (r) => `/api/public/navigator/soc-suppliers?${point(r)}&nearby=true&page=${upTo(r, 3)}&pageSize=20`,
  },
];

/** The public pages whose JS beyond the home page is measured, and how each knows it has shown. */
export interface ScalePage {
  path: string;
  figure: string;
}

/** Public pages with their paths; cards take an id of the demo data the server finds at run time. */
export async function scalePages(origin: string): Promise<ScalePage[]> {
  const data = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${origin}/api${path}`)).json()) as { data: T }).data;
  const provider = (await data<{ items: Array<{ id: number }> }>('/public/registry?tab=state&pageSize=1')).items[0];
  const service = (
    await data<{ items: Array<{ id: number; institutionId: number }> }>('/public/service/catalog?pageSize=1')
  ).items[0];
  const contest = (await data<{ items: Array<{ id: number }> }>('/public/subsidy-contests?pageSize=1')).items[0];
  const pages: ScalePage[] = [
    { path: '/registry', figure: 'registry' },
    { path: '/registry/catalog', figure: 'catalogue providers' },
    { path: '/registry/early-help', figure: 'early help' },
    { path: '/tour-operator', figure: 'tour operators' },
    { path: `/registry/${provider.id}?tab=services`, figure: 'provider card, services tab' },
    { path: '/services/catalog', figure: 'service catalogue' },
    {
      path: `/services/catalog/card/${service.institutionId}/services/${service.id}`,
      figure: 'catalogue service card',
    },
    { path: '/services/catalog/subsidy-contests', figure: 'subsidy contests' },
    { path: `/services/catalog/subsidy-contests/${contest.id}`, figure: 'subsidy contest card' },
    { path: '/news', figure: 'news' },
    { path: '/subsidy-calculator', figure: 'subsidy calculator' },
    { path: '/navigator', figure: 'social navigator' },
    { path: '/for-parents', figure: 'for parents' },
    { path: '/for-parents/every-mother', figure: 'every mother' },
  ];
  return pages;
}

/** The region written into a migrated database with the demo data, as a fresh start leaves it. */
export async function seedScaleDatabase(db: Db): Promise<{ seedMs: number }> {
  await migrate(db);
  await db.transaction((tx) => seedDemoData(tx));
  const started = performance.now();
  await seedRegion(db, generateRegion(SCALE_SEED, REGION_SCALE));
  return { seedMs: Math.round(performance.now() - started) };
}

/**
 * Waits until the server has answered what a run left queued (a load run stops sending, but the
 * server still works through the requests it had accepted, PGlite one statement at a time): a
 * read that goes to the database (the public cache is off) answers within 300 ms twice in a row,
 * or `timeoutMs` has passed. So one measure does not pay for the last one's backlog.
 */
export async function drained(origin: string, timeoutMs = 180_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let quick = 0;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/public/registry/districts?regionId=1`, {
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - started < 300 ? quick + 1 : 0;
      if (quick >= 2) return true;
    } catch {
      quick = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** GETs of one measure flat out with `connections` connections for `seconds`, each request another path. */
export function loadVaried(
  origin: string,
  measure: ScaleMeasure,
  connections: number,
  seconds: number,
  seed: number,
): Promise<LoadFigures> {
  const random = prng(seed);
  return loadGet(origin, connections, seconds, () => measure.path(random));
}

export interface ScaleResults {
  startedAt: string;
  durationS: number;
  machine: { cpus: number; node: string; loadAverage: { start: number[]; end: number[] } };
  settings: {
    connections: number;
    rate: number;
    loadSeconds: number;
    warmupSeconds: number;
    seed: number;
    scale: typeof REGION_SCALE;
  };
  pages: Array<{ path: string; figure: string; js: JsFigures; beyondHome: JsFigures }>;
  home?: JsFigures;
  databases: Array<{
    database: 'pglite' | 'postgres';
    seedMs?: number;
    /**
     * Per list: the open load at the rate (`load`, the figure with the target), one request at a
     * time (`single`: what one answer costs without a queue) and the closed load flat out
     * (`flatOut`: the most answers a second, its latency being the queue it builds itself).
     */
    lists: Array<{ id: string; figure: string; load: LoadFigures; single?: LoadFigures; flatOut?: LoadFigures }>;
  }>;
  errors: string[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table of a scale run: every list's p99 beside its target, every page's JS beyond home. */
export function scaleRows(results: Pick<ScaleResults, 'pages' | 'databases'>): Row[] {
  const rows: Row[] = [];
  for (const db of results.databases) {
    const name = db.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const target = SCALE_TARGETS.p99Ms[db.database];
    if (db.seedMs !== undefined)
      rows.push({
        figure: `${name}: seeding the region, ms`,
        ours: String(db.seedMs),
        stock: '',
        ratio: '',
        target: '',
        met: '',
      });
    for (const list of db.lists) {
      const r = list.load;
      const failures = [
        r.errors ? `${r.errors} errors` : '',
        ...Object.entries(r.statuses).map(([status, count]) => `${count} x ${status}`),
      ]
        .filter(Boolean)
        .join(', ');
      const extra = [
        list.single ? `alone p50 ${list.single.p50}` : '',
        list.flatOut ? `flat out ${list.flatOut.rps} req/s` : '',
      ]
        .filter(Boolean)
        .join('; ');
      rows.push({
        figure: `${name}: ${list.figure}, ${r.connections} connections at ${r.rps} req/s: p50 / p99 ms${extra ? ` (${extra})` : ''}${failures ? ` (${failures})` : ''}`,
        ours: `${r.p50} / ${r.p99}`,
        stock: '',
        ratio: '',
        target: `p99 < ${target}`,
        met: r.p99 < target && r.non2xx === 0 && r.errors === 0 ? 'yes' : 'NO',
      });
    }
  }
  for (const page of results.pages) {
    const ok = page.beyondHome.gzip / 1024 < SCALE_TARGETS.pageJsBeyondHomeKb;
    rows.push({
      figure: `${page.path}: JS beyond the home page, KB gzip`,
      ours: kb(page.beyondHome.gzip),
      stock: '',
      ratio: '',
      target: `< ${SCALE_TARGETS.pageJsBeyondHomeKb}`,
      met: ok ? 'yes' : 'NO',
    });
  }
  return rows;
}

/** The JS of each public page beyond the home page's. */
export async function measurePages(
  browser: Browser,
  origin: string,
  home: JsFigures,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<ScaleResults['pages']> {
  const homePaths = new Set(home.files.map((f) => f.path));
  const out: ScaleResults['pages'] = [];
  for (const page of await scalePages(origin)) {
    const js = await pageJs(browser, origin, page.path, timeoutMs);
    const extra = js.files.filter((f) => !homePaths.has(f.path));
    const beyondHome = {
      files: extra,
      bytes: extra.reduce((s, f) => s + f.bytes, 0),
      gzip: extra.reduce((s, f) => s + f.gzip, 0),
    };
    log(`  ${page.path}: ${kb(js.gzip)} KB gzip, ${kb(beyondHome.gzip)} KB beyond the home page`);
    out.push({ ...page, js, beyondHome });
  }
  return out;
}
