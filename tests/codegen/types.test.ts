import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../codegen/bundle';
import { generateTypes, typingSchema } from '../../codegen/types';
import { BANNER } from '../../codegen/names';
import { readFromDisk, ROOT, testActSource } from './test-act-fixture';

async function testActTypes(): Promise<string> {
  const { schema } = bundleSchema(testActSource().schema, 'schemas/acts/test-act/schema.json', readFromDisk);
  return generateTypes('test-act', schema);
}

describe('generateTypes (json-schema-to-typescript)', () => {
  it('names the act interface after the act and each shared definition after its name', async () => {
    const code = await testActTypes();
    expect(code.startsWith(BANNER)).toBe(true);
    expect(code).toContain('export interface TestAct {');
    expect(code).toContain('export interface Person {');
    expect(code).toContain('export interface Signature {');
    expect(code).toContain('export type ScorePoints = 0 | 1 | 2;');
    expect(code).toContain('export type Gender = 1 | 2;');
    expect(code).toMatch(/person: Person;/);
    expect(code).toMatch(/items: \{[^}]*name: string;[^}]*amount: Money;\s*\}\[\];/s);
    expect(code).toMatch(/totalPoints\?: number;/);
  });

  it('turns Russian titles into doc comments, never into type names', async () => {
    const code = await testActTypes();
    expect(code).toContain('* Сведения о гражданине');
    expect(code).not.toMatch(/(interface|type) [^ ]*[А-Яа-яЁё]/);
  });

  it('keeps the name of a referenced type when the ref has a title beside it', () => {
    expect(typingSchema({ $ref: '#/definitions/person', title: 'Гражданин' })).toEqual({
      allOf: [{ $ref: '#/definitions/person' }],
      description: 'Гражданин',
    });
  });

  it('compiles with the project TypeScript in strict mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'codegen-types-'));
    try {
      writeFileSync(join(dir, 'test-act.ts'), await testActTypes());
      writeFileSync(
        join(dir, 'use.ts'),
        [
          "import type { TestAct } from './test-act';",
          "const act: TestAct = { person: { lastName: 'Иванов', firstName: 'Иван', birthDate: '2000-01-01', snils: '112-233-445 95' },",
          "  phone: '+79161234567', scale: { mobility: 2, selfCare: 1, communication: 0 }, items: [{ name: 'Стул', amount: 10 }],",
          "  signature: { image: 'data:image/png;base64,' } };",
          '// @ts-expect-error 3 is not a level of the scale',
          "export const badLevel: TestAct['scale']['mobility'] = 3;",
          'export default act;',
        ].join('\n'),
      );
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const args = [
        tsc,
        '--strict',
        '--noEmit',
        '--target',
        'ES2022',
        '--module',
        'ESNext',
        '--moduleResolution',
        'Bundler',
        'use.ts',
      ];
      // Run in the temp folder so the repository's tsconfig.json is not in the way.
      const run = (): string => execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      expect(run).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
