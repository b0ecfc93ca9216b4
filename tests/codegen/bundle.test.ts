import { describe, expect, it } from 'vitest';
import { bundleSchema, bundleUi, BundleError, type ReadJson } from '../../codegen/bundle';
import { readFromDisk, testActSource } from './test-act-fixture';

/** Files served from memory by repository path. */
function memory(files: Record<string, unknown>): ReadJson {
  return (file) => {
    if (!Object.hasOwn(files, file)) throw new Error(`ENOENT: ${file}`);
    return structuredClone(files[file]);
  };
}

const refs = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);

describe('bundleSchema', () => {
  it('inlines the common definitions of the test act and leaves only local refs', () => {
    const source = testActSource();
    const { schema, origins } = bundleSchema(source.schema, 'schemas/acts/test-act/schema.json', readFromDisk);
    expect(refs(schema).every((ref) => ref.startsWith('#/definitions/'))).toBe(true);
    expect(schema.properties.person).toEqual({ $ref: '#/definitions/person', title: 'Сведения о гражданине' });
    expect(Object.keys(schema.definitions ?? {})).toEqual([
      'scorePoints',
      'birthDate',
      'firstName',
      'gender',
      'lastName',
      'middleName',
      'money',
      'person',
      'phone',
      'signature',
      'signatureImage',
      'snils',
    ]);
    expect(schema.definitions?.snils).toEqual({ type: 'string', title: 'СНИЛС', snils: true });
    expect(origins.person).toEqual({ file: 'schemas/common/person.json', pointer: '/definitions/person' });
  });

  it('follows refs inside shared files, relative to that file, once per definition', () => {
    const read = memory({
      'schemas/common/a.json': {
        definitions: {
          a: { type: 'object', properties: { b: { $ref: './b.json#/definitions/b' }, c: { $ref: '#/definitions/c' } } },
          c: { type: 'string' },
        },
      },
      'schemas/common/b.json': { definitions: { b: { type: 'integer' } } },
    });
    const act = {
      type: 'object',
      properties: {
        x: { $ref: '../../common/a.json#/definitions/a' },
        y: { $ref: '../../common/b.json#/definitions/b' },
      },
    };
    const { schema } = bundleSchema(act, 'schemas/acts/x/schema.json', read);
    expect(schema.definitions).toEqual({
      a: { type: 'object', properties: { b: { $ref: '#/definitions/b' }, c: { $ref: '#/definitions/c' } } },
      b: { type: 'integer' },
      c: { type: 'string' },
    });
    expect(schema.properties.y).toEqual({ $ref: '#/definitions/b' });
  });

  it('renames a shared definition that clashes with one of the act', () => {
    const read = memory({ 'schemas/common/person.json': { definitions: { person: { type: 'object' } } } });
    const act = {
      type: 'object',
      properties: { p: { $ref: '../../common/person.json#/definitions/person' } },
      definitions: { person: { type: 'string' } },
    };
    const { schema, origins } = bundleSchema(act, 'schemas/acts/x/schema.json', read);
    expect(schema.properties.p).toEqual({ $ref: '#/definitions/person-person' });
    expect(Object.keys(schema.definitions ?? {})).toEqual(['person', 'person-person']);
    expect(origins['person-person'].file).toBe('schemas/common/person.json');
  });

  it('does not change the input and does not treat data or property names as refs', () => {
    const act = {
      type: 'object',
      properties: { $ref: { type: 'string', title: 'Ссылка', default: { $ref: 'x.json' } } },
    };
    const copy = structuredClone(act);
    const { schema } = bundleSchema(act, 'schemas/acts/x/schema.json', memory({}));
    expect(act).toEqual(copy);
    expect(schema).toEqual(copy);
  });

  it('names the file and pointer of a ref to a missing file or to nothing', () => {
    const act = { type: 'object', properties: { p: { $ref: '../../common/nope.json#/definitions/x' } } };
    expect(() => bundleSchema(act, 'schemas/acts/x/schema.json', memory({}))).toThrow(BundleError);
    try {
      bundleSchema(act, 'schemas/acts/x/schema.json', memory({}));
    } catch (error) {
      expect(error).toMatchObject({ file: 'schemas/acts/x/schema.json', pointer: '/properties/p/$ref' });
    }
    const read = memory({ 'schemas/common/nope.json': { definitions: {} } });
    expect(() => bundleSchema(act, 'schemas/acts/x/schema.json', read)).toThrow(
      '$ref ведёт в никуда: в schemas/common/nope.json нет #/definitions/x — исправьте путь',
    );
  });
});

describe('bundleUi: shared ui fragments', () => {
  const UI = 'schemas/acts/x/ui.json';

  it('puts a fragment in place of its "$ref", the act’s own keys laid over it, and follows a fragment’s own fragments', () => {
    const read = memory({
      'schemas/common/ui/member.json': { 'ui:order': ['fio', 'signature'], signature: { $ref: 'sign.json' } },
      'schemas/common/ui/sign.json': { image: { 'ui:widget': 'signaturePad' }, signedAt: { 'ui:widget': 'ruDate' } },
    });
    const ui = bundleUi(
      {
        members: {
          items: {
            $ref: '../../common/ui/member.json',
            signature: { signedAt: { 'ui:options': { maxDate: 'today' } } },
          },
        },
      },
      UI,
      read,
    );
    expect(ui).toEqual({
      members: {
        items: {
          'ui:order': ['fio', 'signature'],
          signature: {
            image: { 'ui:widget': 'signaturePad' },
            signedAt: { 'ui:widget': 'ruDate', 'ui:options': { maxDate: 'today' } },
          },
        },
      },
    });
  });

  it('gives the acts the same ui as the copies they held: the person block of three acts is one file', () => {
    const acts = ['individual-needs-assessment-act', 'living-conditions-act', 'material-household-act'];
    const person = readFromDisk('schemas/common/ui/person.json');
    for (const id of acts) {
      const raw = readFromDisk(`schemas/acts/${id}/ui.json`) as Record<string, unknown>;
      expect(raw.person).toEqual({ $ref: '../../common/ui/person.json' });
      expect((bundleUi(raw, `schemas/acts/${id}/ui.json`, readFromDisk) as Record<string, unknown>).person).toEqual(
        person,
      );
    }
  });

  it('names a missing fragment, the ui.json that asks for it and where', () => {
    const call = () => bundleUi({ person: { $ref: '../../common/ui/persn.json' } }, UI, memory({}));
    expect(call).toThrow(BundleError);
    expect(call).toThrow('фрагмент ui «../../common/ui/persn.json» не найден: файла schemas/common/ui/persn.json нет');
    try {
      call();
    } catch (error) {
      expect(error).toMatchObject({ file: UI, pointer: '/person' });
    }
  });

  it('refuses a fragment that refers back to itself', () => {
    const read = memory({ 'schemas/common/ui/a.json': { $ref: 'a.json' } });
    expect(() => bundleUi({ person: { $ref: '../../common/ui/a.json' } }, UI, read)).toThrow(
      'фрагмент ui «a.json» ссылается сам на себя (schemas/acts/x/ui.json -> schemas/common/ui/a.json -> schemas/common/ui/a.json): уберите ссылку по кругу',
    );
  });
});
