import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAjv,
  esmStandaloneModule,
  keywordCheckers,
  STANDALONE_IMPORTS,
  standaloneImports,
} from '../../../common/ajv';
import { allKeywordsSchema, fieldOf, KEYWORD_CASES } from './keyword-cases';

interface GeneratedValidate {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; message?: string }[] | null;
}

// Every custom keyword plus standard keywords whose code ajv emits as require(...) in esm mode.
const keywordsSchema = allKeywordsSchema();
const schema = {
  ...keywordsSchema,
  required: ['name'],
  properties: {
    ...(keywordsSchema.properties as object),
    name: { type: 'string', maxLength: 5 },
    kind: { enum: ['a', 'b'] },
    tags: { type: 'array', uniqueItems: true },
    born: { type: 'string', format: 'date' },
  },
};

const moduleFile = fileURLToPath(new URL(`./.standalone-${randomUUID()}.generated.mjs`, import.meta.url));
let code = '';
let validate: GeneratedValidate;

beforeAll(async () => {
  const ajv = createAjv();
  code = esmStandaloneModule(standaloneCode(ajv, ajv.compile(schema)));
  // Inside the repository so Vitest resolves the '@common/validation' import like the app does.
  await writeFile(moduleFile, code);
  const generated = (await import(/* @vite-ignore */ moduleFile)) as { default: GeneratedValidate };
  validate = generated.default;
});

afterAll(async () => {
  await rm(moduleFile, { force: true });
});

describe('standalone validators generated from createAjv', () => {
  it('import the checkers by name instead of embedding them, and use no require', () => {
    expect(code.startsWith(standaloneImports('@common/validation', code))).toBe(true);
    for (const name of Object.keys(keywordCheckers)) expect(code).toMatch(new RegExp(`= ${name};`));
    expect(code).not.toMatch(/require\(/);
    // The schema reads only `date`: the portal's own format table comes with the checkers, not ajv-formats' whole one.
    expect(code).not.toContain('ajv-formats');
    expect(code.split('\n')[0]).toMatch(/^import \{ .*\bschemaFormats \} from "@common\/validation";$/);
  });

  it.each(KEYWORD_CASES.map((c, i) => [`${c.keyword}: ${JSON.stringify(c.schemaValue)}`, c, i] as const))(
    '%s yields the same Russian message as its function',
    (_name, c, index) => {
      for (const sample of c.samples) {
        validate({ name: 'x', [fieldOf(index)]: sample });
        const expected = c.check(sample);
        const messages = (validate.errors ?? []).map((e) => e.message);
        expect(messages).toEqual(expected === undefined ? [] : [expected]);
      }
    },
  );

  it('run the standard keywords that need ajv runtime helpers', () => {
    expect(validate({ name: '😀😀😀😀😀' })).toBe(true);
    expect(validate({ name: 'шесть!', kind: 'c', tags: [1, 1], born: '2024-02-30' })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['maxLength', 'enum', 'uniqueItems', 'format']);
  });

  it('report a missing required field', () => {
    validate({});
    expect(validate.errors?.map((e) => e.keyword)).toEqual(['required']);
  });

  it('accept a fully valid object', () => {
    expect(validate({ name: 'Иван', [fieldOf(0)]: '112-233-445 95', born: '2024-02-29' })).toBe(true);
  });
});

describe('standaloneImports', () => {
  it('imports only the checkers and formats the code uses', () => {
    expect(standaloneImports('../validation/index', 'const func1 = checkKpp;')).toBe(
      'import { checkKpp } from "../validation/index";',
    );
    expect(standaloneImports('x', 'const formats0 = schemaFormats.date;')).toBe('import { schemaFormats } from "x";');
    expect(standaloneImports('x', 'const func1 = checkKpp; const formats0 = schemaFormats.date;')).toBe(
      'import { checkKpp, schemaFormats } from "x";',
    );
  });

  it("imports ajv-formats' whole table when the code reads a format the portal has not got", () => {
    expect(
      standaloneImports('x', 'const formats0 = schemaFormats.date; const formats2 = schemaFormats["date-time"];'),
    ).toBe('import { fullFormats as schemaFormats } from "ajv-formats/dist/formats.js";');
    expect(standaloneImports('x', 'const formats0 = schemaFormats.email;')).toBe(
      'import { fullFormats as schemaFormats } from "ajv-formats/dist/formats.js";',
    );
  });

  it('lists every checker by default', () => {
    for (const name of Object.keys(keywordCheckers)) expect(STANDALONE_IMPORTS).toContain(name);
  });
});
