import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BAD_VALUES, probesOf, sweep, type OpenApiDocument, type Probe } from './bad-input-sweep.ts';

/**
 * The outside probe's sweep, kept in the suite: every operation of the OpenAPI document, every
 * input, each kind of bad value the probe used (non-finite and huge numbers, fractions, deep
 * nesting, NUL and lone surrogates, 1 MB strings, wrong types, unknown enum values, traversal in
 * names), as an anonymous visitor and as a signed-in administrator (who passes the role checks, so
 * the values reach the handlers). No answer may be a 5xx; a refusal is in the envelope in Russian;
 * what the input checks refuse (NUL, non-finite and huge numbers, nesting) is their 400. On PGlite,
 * the embedded default; bounded in count, and in time by the test's limit.
 */
const MAX_PROBES = 12_000;
let t: TestApp;
let probes: Probe[];

beforeAll(async () => {
  t = await createTestApp('pglite');
  probes = probesOf((await t.app.inject('/api/docs/json')).json() as OpenApiDocument);
});
afterAll(() => t?.close());

it('builds a probe of every kind and stays within its bound', () => {
  expect(probes.length).toBeGreaterThan(2000);
  expect(probes.length).toBeLessThanOrEqual(MAX_PROBES);
  for (const kind of BAD_VALUES)
    expect(
      probes.some((probe) => probe.what.endsWith(`= ${kind.name}`)),
      kind.name,
    ).toBe(true);
  expect(probes.filter((probe) => probe.what.endsWith('nested 3 500 deep')).length).toBeGreaterThan(50);
});

it('answers no bad value of a signed-in user with a 5xx, and refuses what the input checks refuse with 400', async () => {
  const admin = await t.signIn('admin');
  expect(await sweep(t.app, probes, admin)).toEqual([]);
  // About 20 s alone on a 2-core machine; the limit leaves room for a busy run beside other files.
}, 120_000);

it('answers no bad value of an anonymous visitor with a 5xx', async () => {
  expect(await sweep(t.app, probes, {}, false)).toEqual([]);
}, 120_000);
