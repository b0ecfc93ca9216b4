import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderGraph, layerViolation, mayRunSql, pathBetween } from '../../eslint-rules/layers.js';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration, the TypeScript parser and the import graph: seconds on a
// loaded machine, so it runs once before the tests, with room.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'server/warm-up.ts' }), 120_000);

/** The messages of one portal rule for `code` as if it were the file at `filePath`. */
async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('the lint enforces the server layers', () => {
  it('refuses a route plugin importing a repository or the database layer', async () => {
    expect(
      await ruleErrors(
        'portal/layers',
        'server/routes/example.ts',
        "import { listNews } from '../repositories/news.ts';\nexport const l = listNews;\n",
      ),
    ).toEqual([expect.stringContaining('маршруты не обращаются к репозиториям и базе')]);
    expect(
      await ruleErrors(
        'portal/layers',
        'server/routes/example.ts',
        "import type { Db } from '../db/db.ts';\nexport type D = Db;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a route plugin import its service, its schemas and the HTTP infrastructure', async () => {
    expect(
      await ruleErrors(
        'portal/layers',
        'server/routes/example.ts',
        "import { listNews } from '../news/news.ts';\nimport { idParam } from '../schemas/shared.ts';\nimport { ok } from '../http/envelope.ts';\nexport const r = [listNews, idParam, ok];\n",
      ),
    ).toEqual([]);
  });

  it('refuses server/http importing a route module', async () => {
    expect(
      await ruleErrors(
        'portal/layers',
        'server/http/example.ts',
        "import { record } from '../routes/answers.ts';\nexport const r = record;\n",
      ),
    ).toEqual([expect.stringContaining('server/http — инфраструктура')]);
    expect(layerViolation('server/http/contract.ts', '../schemas/answers.ts')).toBeNull();
  });

  it('refuses server/db importing a service, and lets seeds use repositories and the kernel', () => {
    expect(layerViolation('server/db/seed/acts.ts', '../../acts/engine.ts')).toContain('server/db — нижний слой');
    expect(layerViolation('server/db/open.ts', '../system/settings.ts')).toContain('server/db — нижний слой');
    expect(layerViolation('server/db/seed/acts.ts', '../../repositories/act-content-hash.ts')).toBeNull();
    expect(layerViolation('server/db/seed/acts.ts', '../../../common/acts/consents.ts')).toBeNull();
    expect(layerViolation('server/db/open.ts', '../config.ts')).toBeNull();
  });

  it('refuses a repository importing a service or a route, and services importing routes', () => {
    expect(layerViolation('server/repositories/news.ts', '../system/settings.ts')).toContain('репозитории импортируют');
    expect(layerViolation('server/repositories/news.ts', '../routes/public.ts')).not.toBeNull();
    expect(layerViolation('server/repositories/news.ts', './paging.ts')).toBeNull();
    expect(layerViolation('server/news/news.ts', '../routes/public.ts')).toContain('сервисы не импортируют маршруты');
    expect(layerViolation('server/app.ts', './routes/index.ts')).toBeNull();
  });

  it('keeps route schemas as data: no routes, repositories or database in server/schemas', () => {
    expect(layerViolation('server/schemas/news.ts', '../repositories/news.ts')).toContain('схемы маршрутов');
    expect(layerViolation('server/schemas/news.ts', '../routes/public.ts')).not.toBeNull();
    expect(layerViolation('server/schemas/news.ts', './shared.ts')).toBeNull();
  });
});

describe('the lint keeps SQL in the repositories', () => {
  const sqlErrors = (filePath: string, code: string) => ruleErrors('portal/sql-in-repositories', filePath, code);

  it('refuses db.query, a literal exec and a sql template outside the repositories', async () => {
    expect(
      await sqlErrors(
        'server/system/example.ts',
        "import type { Db } from '../db/db.ts';\nexport const f = (db: Db) => db.query('SELECT 1');\n",
      ),
    ).toEqual([expect.stringContaining('SQL выполняется только в server/repositories')]);
    expect(
      await sqlErrors(
        'server/routes/example.ts',
        'export const f = (db: { exec(s: string): void }) => db.exec(`VACUUM`);\n',
      ),
    ).toHaveLength(1);
    expect(
      await sqlErrors(
        'server/acts/example.ts',
        'const sql = (s: TemplateStringsArray) => s.join();\nexport const q = sql`SELECT 1`;\n',
      ),
    ).toHaveLength(1);
  });

  it('lets the repositories and the database layer run SQL, and a RegExp exec anywhere', async () => {
    const query = "import type { Db } from '../db/db.ts';\nexport const f = (db: Db) => db.query('SELECT 1');\n";
    expect(await sqlErrors('server/repositories/example.ts', query)).toEqual([]);
    expect(
      await sqlErrors(
        'server/db/example.ts',
        "export const f = (db: { query(s: string): void }) => db.query('SELECT 1');\n",
      ),
    ).toEqual([]);
    expect(await sqlErrors('server/acts/example.ts', 'export const m = (s: string) => /^a(.+)$/.exec(s);\n')).toEqual(
      [],
    );
    expect(mayRunSql('server/jobs/queue.ts')).toBe(true);
    expect(mayRunSql('server/jobs/authorize.ts')).toBe(false);
  });
});

describe('the lint keeps route schemas in server/schemas', () => {
  const schemaErrors = (filePath: string, code: string) => ruleErrors('portal/route-schemas', filePath, code);

  it('refuses an object schema written in a route plugin: inline, nested in an answer, or built by record()', async () => {
    const inline = [
      "import { envelope } from '../http/contract.ts';",
      "import { record } from '../schemas/answers.ts';",
      'export const options = {',
      '  schema: {',
      "    querystring: { type: 'object', properties: { page: { type: 'integer' } } },",
      "    body: record({ id: { type: 'integer' } }),",
      "    response: { 200: envelope({ type: 'array', items: { type: ['object', 'null'], additionalProperties: true } }) },",
      '  },',
      '};',
      '',
    ].join('\n');
    expect(await schemaErrors('server/routes/example.ts', inline)).toEqual([
      expect.stringContaining('пишется в server/schemas'),
      expect.stringContaining('пишется в server/schemas'),
      expect.stringContaining('пишется в server/schemas'),
    ]);
    // A schema of properties only, without `type`, is one too.
    expect(
      await schemaErrors('server/routes/example.ts', "export const q = { properties: { id: { type: 'integer' } } };\n"),
    ).toHaveLength(1);
  });

  it('lets a route plugin name its schemas and wrap them, and lets server/schemas write them', async () => {
    const named = [
      "import { envelope, binaryAnswer } from '../http/contract.ts';",
      "import * as S from '../schemas/example.ts';",
      'export const options = {',
      "  schema: { summary: 'Пример', querystring: S.listQuery, body: S.saveBody, response: { 200: envelope(S.card) } },",
      '};',
      "export const list = { 200: envelope({ type: 'array', items: S.row }) };",
      "export const pdf = { 200: binaryAnswer('PDF', 'application/pdf') };",
      '',
    ].join('\n');
    expect(await schemaErrors('server/routes/example.ts', named)).toEqual([]);
    expect(
      await schemaErrors(
        'server/schemas/example.ts',
        "export const listQuery = { type: 'object', properties: {} } as const;\n",
      ),
    ).toEqual([]);
  });

  it('finds no object schema in the route plugins of server/routes', async () => {
    const results = await eslint.lintFiles(['server/routes']);
    expect(results.length).toBeGreaterThan(10);
    const found = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'portal/route-schemas')
        .map((m) => `${r.filePath.slice(process.cwd().length + 1)}:${m.line}`),
    );
    expect(found).toEqual([]);
  }, 60_000);
});

describe('the lint refuses import cycles', () => {
  it('refuses an import that closes a circle of files, type-only imports included', async () => {
    // news-files.ts imports files.ts; a files.ts importing news-files.ts back closes the circle.
    const errors = await ruleErrors(
      'portal/no-cycle',
      'server/repositories/files.ts',
      "import type { NewsKind } from './news-files.ts';\nexport type K = NewsKind;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'server/repositories/files.ts -> server/repositories/news-files.ts -> server/repositories/files.ts',
      ),
    ]);
  });

  it('refuses an import that closes a circle of shared client folders', async () => {
    // src/api imports src/stores (the session, the notifications queue); the stores must not import the API.
    const errors = await ruleErrors(
      'portal/no-cycle',
      'src/stores/example.ts',
      "import { ApiError } from '@/api/api-error';\nexport const e = ApiError;\n",
    );
    expect(errors).toEqual([expect.stringContaining('замыкает круг папок: src/stores -> src/api -> src/stores')]);
  });

  it('lets imports that go one way through', async () => {
    expect(
      await ruleErrors(
        'portal/no-cycle',
        'server/routes/example.ts',
        "import { listNews } from '../news/news.ts';\nexport const l = listNews;\n",
      ),
    ).toEqual([]);
  });

  it('finds the path back and the folder graph it judges by', () => {
    const graph = new Map([
      ['src/api/a.ts', new Set(['src/stores/s.ts'])],
      ['src/stores/s.ts', new Set(['src/api/b.ts'])],
      ['src/api/b.ts', new Set<string>()],
    ]);
    expect(pathBetween(graph, 'src/stores/s.ts', 'src/api/a.ts')).toBeNull();
    expect(folderGraph(graph)).toEqual(
      new Map([
        ['src/api', new Set(['src/stores'])],
        ['src/stores', new Set(['src/api'])],
      ]),
    );
    expect(pathBetween(folderGraph(graph), 'src/stores', 'src/api')).toEqual(['src/stores', 'src/api']);
  });
});
