import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLintError } from '../../codegen/lint';
import type { ActSource } from '../../codegen/load';
import { lintSource, readFromDisk, ROOT } from './test-act-fixture';

/** Every definition of every file in schemas/common, as 'file#/definitions/name' refs from an act folder. */
function commonRefs(): { field: string; ref: string }[] {
  return readdirSync(join(ROOT, 'schemas/common'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const { definitions } = readFromDisk(`schemas/common/${file}`) as { definitions: Record<string, unknown> };
      return Object.keys(definitions).map((name) => ({
        field: `${file.replace('.json', '')}_${name}`,
        ref: `../../common/${file}#/definitions/${name}`,
      }));
    });
}

describe('schemas/common', () => {
  it('every shared definition bundles and passes the lint (Russian titles, known keywords)', () => {
    const refs = commonRefs();
    expect(refs.length).toBeGreaterThanOrEqual(7);
    const source: ActSource = {
      id: 'common-check',
      dir: 'schemas/acts/common-check',
      schema: {
        type: 'object',
        properties: Object.fromEntries(refs.map(({ field, ref }) => [field, { $ref: ref, title: 'Поле' }])),
      },
      ui: {},
      act: {
        id: 'common-check',
        title: 'Проверка общих определений',
        schemaVersion: 1,
        apiPrefix: '/common-check',
        blocks: [{ number: 1, title: 'Все поля', fields: refs.map(({ field }) => field), save: 'edit' }],
        listColumns: [],
        computed: [],
        readOnlyWhenSigned: [],
      },
    };
    expect(lintSource(source).map(formatLintError)).toEqual([]);
  });
});
