import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActSchema, UiSchemaObject } from '../../../common/acts/act-schema';
import { resolveNode, showValue, shownText, type DisplayContext } from '../../../common/acts/display/show-value';
import { ACT_IDS, ACTS, type GeneratedAct } from '../../../common/acts/generated/acts';
import { sampleActData } from '../../../codegen/sample-data';
import { actCaptions } from '../../../server/acts/place-names';
import { ActDisplay } from '@/forms/display/act-display';
import { createTestApp, FRESH_DB_TEST_TIMEOUT_MS, type TestApp } from '../test-app';

/**
 * The review of every demo act and of every act's sample data, rendered as the browser renders it
 * with the captions the server sends, reads as a person reads: no ISO dates, no UUIDs, no
 * '[object Object]', no runs of bare numbers, and no choice or lookup shown by its code.
 */

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
// «10, 10, 0, 5» or «7, 14, 1, 1, 104»: an object or a list printed value by value.
const BARE_NUMBERS = /(?:^|[^\d.,])\d+, \d+, \d+/;
// Keys whose numbers are ids of the server's lookups (server/acts/place-names.ts).
const LOOKUP_KEYS = new Set(['regionId', 'cityId', 'streetId', 'wardId']);

function pageText(html: string): string {
  return (
    html
      // Emotion writes the styles of server-rendered MUI into <style> elements: not text a person reads.
      .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
  );
}

/** Every choice or lookup value in the data, with how the display layer shows it. */
function codedValues(
  ctx: DisplayContext,
  node: unknown,
  ui: UiSchemaObject | undefined,
  value: unknown,
  pointer: string,
  key: string,
  found: Array<{ pointer: string; raw: string; shown: string }>,
): void {
  const resolved = resolveNode(ctx.schema, node);
  const childUi = (k: string) => (ui && typeof ui[k] === 'object' ? (ui[k] as UiSchemaObject) : undefined);
  if (Array.isArray(value)) {
    value.forEach((item, i) => codedValues(ctx, resolved?.items, childUi('items'), item, `${pointer}/${i}`, '', found));
    return;
  }
  if (value && typeof value === 'object') {
    const props = (resolved?.properties ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) codedValues(ctx, props[k], childUi(k), v, `${pointer}/${k}`, k, found);
    return;
  }
  if (typeof value !== 'number' && typeof value !== 'string') return;
  if (Array.isArray(resolved?.oneOf) || Array.isArray(resolved?.enum) || LOOKUP_KEYS.has(key)) {
    found.push({ pointer, raw: String(value), shown: shownText(showValue(ctx, node, ui, value, pointer)) });
  }
}

function expectReadable(
  act: GeneratedAct,
  data: Record<string, unknown>,
  captions: Record<string, string>,
  what: string,
) {
  const schema = act.schema as ActSchema;
  const html = renderToStaticMarkup(
    <ActDisplay
      schema={schema}
      uiSchema={act.uiSchema}
      blocks={act.definition.blocks}
      data={data}
      captions={captions}
    />,
  );
  const text = pageText(html);
  expect(text, `${what}: an ISO date`).not.toMatch(ISO_DATE);
  expect(text, `${what}: a UUID`).not.toMatch(UUID);
  expect(text, `${what}: [object Object]`).not.toContain('[object Object]');
  expect(text, `${what}: bare numbers in a row`).not.toMatch(BARE_NUMBERS);
  expect(text, `${what}: an image as text`).not.toContain('data:image');
  // Every block is there, every drawn signature is an image.
  for (const block of act.definition.blocks) expect(text).toContain(`${block.number}. ${block.title}`);
  const drawn = (JSON.stringify(data).match(/data:image\/png;base64,/g) ?? []).length;
  expect((html.match(/<img [^>]*src="data:image\/png;base64,/g) ?? []).length, `${what}: signature images`).toBe(drawn);

  const coded: Parameters<typeof codedValues>[6] = [];
  const ctx = { schema, uiSchema: act.uiSchema, captions };
  for (const [field, value] of Object.entries(data))
    codedValues(
      ctx,
      schema.properties[field],
      act.uiSchema[field] as UiSchemaObject | undefined,
      value,
      `/${field}`,
      field,
      coded,
    );
  const bare = coded.filter((c) => c.shown === c.raw);
  expect(bare, `${what}: codes shown as they are stored`).toEqual([]);
}

describe('the review of an act reads as a person reads it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 3 * FRESH_DB_TEST_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('for every demo act', async () => {
    const rows = await t.db.query<{ id: number; actType: string; data: Record<string, unknown> }>(
      'SELECT id, act_type AS "actType", data FROM acts ORDER BY id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      const act = ACTS[row.actType as keyof typeof ACTS] as GeneratedAct;
      expectReadable(act, row.data, await actCaptions(t.db, row.data), `demo act ${row.id} (${row.actType})`);
    }
  });

  it.each(ACT_IDS)('for the sample data of %s', async (id) => {
    const act = ACTS[id] as GeneratedAct;
    const data = sampleActData(act.schema, act.definition) as Record<string, unknown>;
    expectReadable(act, data, await actCaptions(t.db, data), `sample data of ${id}`);
  });
});
