import { describe, expect, it } from 'vitest';
import { ROUTE_SETS } from '../../common/acts/act-definition';
import { CUSTOM_KEYWORDS } from '../../common/ajv';
import { formatLintError, MAX_BLOCK_FIELDS, type LintError } from '../../codegen/lint';
import { brokenTestAct, lintSource, readWith, testActSource } from './test-act-fixture';

const ACT_DIR = 'schemas/acts/test-act';
const SCHEMA = `${ACT_DIR}/schema.json`;
const UI = `${ACT_DIR}/ui.json`;
const ACT = `${ACT_DIR}/act.json`;
const SAME_ROW =
  '"*" связывает поле строки списка с полем той же строки: поставьте по одному "*" в target и в from, под одним и тем же списком';

/** The one error the lint gives for a broken copy (fails loudly on more or fewer). */
function onlyError(errors: LintError[]): LintError {
  expect(errors.map(formatLintError)).toHaveLength(1);
  return errors[0];
}

describe('lintAct on the test act', () => {
  it('finds nothing wrong in the committed test act', () => {
    expect(lintSource(testActSource())).toEqual([]);
  });
});

describe('lintAct: ui.json', () => {
  it('reports a top-level key that names no property', () => {
    const error = onlyError(lintSource(brokenTestAct(({ ui }) => (ui.phoen = { 'ui:widget': 'text' }))));
    expect(error).toMatchObject({ file: UI, pointer: '/phoen' });
    expect(error.message).toBe('ключ «phoen» не называет ни одного поля schema.json на этом месте: исправьте имя поля');
  });

  it('reports a nested key that names no property of a referenced definition', () => {
    const error = onlyError(lintSource(brokenTestAct(({ ui }) => (ui.person.birthDay = { 'ui:widget': 'ruDate' }))));
    expect(error).toMatchObject({ file: UI, pointer: '/person/birthDay' });
  });

  it('reports a key inside array items that names no item property', () => {
    const error = onlyError(lintSource(brokenTestAct(({ ui }) => (ui.items.items.sum = { 'ui:widget': 'currency' }))));
    expect(error).toMatchObject({ file: UI, pointer: '/items/items/sum' });
  });

  it('reads "items" on an object as a property and on an array as its items', () => {
    const errors = lintSource(brokenTestAct(({ ui }) => (ui.scale.items = {})));
    expect(onlyError(errors)).toMatchObject({ file: UI, pointer: '/scale/items' });
  });

  it('reports ui:order entries that name no property, and unknown widgets and fields', () => {
    const errors = lintSource(
      brokenTestAct(({ ui }) => {
        ui['ui:order'].push('nothing');
        ui.phone['ui:widget'] = 'phoneWidget';
        ui.person['ui:field'] = 'person';
      }),
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual(['/person/ui:field', '/phone/ui:widget', '/ui:order/6']);
    expect(errors.every((e) => e.file === UI)).toBe(true);
  });
});

describe('lintAct: pointers in act.json', () => {
  it('reports a block field that is not a property', () => {
    const errors = lintSource(brokenTestAct(({ act }) => act.blocks[0].fields.push('email')));
    expect(onlyError(errors)).toMatchObject({ file: ACT, pointer: '/blocks/0/fields/2' });
    expect(errors[0].message).toBe(
      'в блоке 1 указано поле «email», а в schema.json такого поля нет: исправьте имя или добавьте поле в schema.json',
    );
  });

  it('reports a list field that is not an array of the block, and unknown list columns', () => {
    const errors = lintSource(
      brokenTestAct(({ act }) => {
        act.blocks[2].list.columns.push('price');
        act.blocks[0].list = { field: 'phone', columns: ['x'] };
      }),
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual(['/blocks/0/list/field', '/blocks/2/list/columns/2']);
  });

  it('reports row lookups whose source or target is not an item property, or whose call lacks {id}', () => {
    const errors = lintSource(
      brokenTestAct(({ act }) => {
        act.blocks[2].list.lookups = [
          { source: 'name', call: 'norms/{id}', target: 'price', value: 'minutes' },
          { source: 'colour', call: 'norms', target: 'name', value: 'minutes' },
        ];
      }),
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual([
      '/blocks/2/list/lookups/0/target',
      '/blocks/2/list/lookups/1/call',
      '/blocks/2/list/lookups/1/source',
    ]);
    expect(errors.find((e) => e.pointer.endsWith('/0/target'))!.message).toBe(
      'поля «price» (target) нет среди полей строки списка «items»: исправьте имя',
    );
  });

  it('reports a list field outside the block', () => {
    const errors = lintSource(brokenTestAct(({ act }) => (act.blocks[0].list = { field: 'items', columns: ['name'] })));
    expect(onlyError(errors)).toMatchObject({ pointer: '/blocks/0/list/field' });
  });

  it('reports computed sources and targets that point at nothing, and a wildcard target', () => {
    const errors = lintSource(
      brokenTestAct(({ act }) => {
        act.computed[0].sources.push('/scale/hearing');
        act.computed[1].sources = ['/items/*/price'];
        act.computed.push({ target: '/scale/total', op: 'sum', sources: ['/scale/mobility'] });
        act.computed.push({ target: '/items/*/amount', op: 'sum', sources: ['/scale/mobility'] });
      }),
    );
    expect(errors.map((e) => e.pointer)).toEqual([
      '/computed/0/sources/3',
      '/computed/1/sources/0',
      '/computed/2/target',
      '/computed/3/target',
    ]);
    expect(errors[0].message).toBe(
      'источник вычисления (sources): путь «/scale/hearing» не ведёт ни к одному полю schema.json — исправьте путь',
    );
  });

  it('reports a computed target that is not a number field', () => {
    const error = onlyError(lintSource(brokenTestAct(({ act }) => (act.computed[0].target = '/person/lastName'))));
    expect(error).toMatchObject({ file: ACT, pointer: '/computed/0/target' });
    expect(error.message).toBe(
      'вычисляемое поле (target) «/person/lastName» должно быть числом: в schema.json у него "type": "number" или "integer"',
    );
  });

  it('reports a list column pointer that points at nothing', () => {
    const error = onlyError(
      lintSource(brokenTestAct(({ act }) => act.listColumns.push({ pointer: '/person/inn', title: 'ИНН' }))),
    );
    expect(error).toMatchObject({ file: ACT, pointer: '/listColumns/2/pointer' });
  });

  it('names a route set the server does not have', () => {
    const error = onlyError(lintSource(brokenTestAct(({ act }) => (act.routes = ['survey', 'relatives-601']))));
    expect(error).toMatchObject({ file: ACT, pointer: '/routes/1' });
    expect(error.message).toBe(`неизвестный набор маршрутов «relatives-601»: допустимы ${ROUTE_SETS.join(', ')}`);
  });

  it('reports a signing line that is not a signature, and an electronic mark that is not a top-level boolean', () => {
    const line = onlyError(lintSource(brokenTestAct(({ act }) => (act.signing = { line: '/phone' }))));
    expect(line).toMatchObject({ file: ACT, pointer: '/signing/line' });
    expect(line.message).toBe(
      'строка подписи «/phone» (signing.line) — не подпись: укажите поле-подпись из schemas/common/signature.json',
    );
    const nowhere = onlyError(lintSource(brokenTestAct(({ act }) => (act.signing = { line: '/nobody' }))));
    expect(nowhere.message).toBe(
      'строка подписи (signing.line): путь «/nobody» не ведёт ни к одному полю schema.json — исправьте путь',
    );
    const mark = onlyError(
      lintSource(brokenTestAct(({ act }) => (act.signing = { line: '/signature', electronicMark: '/phone' }))),
    );
    expect(mark).toMatchObject({ file: ACT, pointer: '/signing/electronicMark' });
  });

  it('reports a readOnlyWhenSigned entry that is not a property', () => {
    const error = onlyError(lintSource(brokenTestAct(({ act }) => (act.readOnlyWhenSigned = ['signatures']))));
    expect(error).toMatchObject({ file: ACT, pointer: '/readOnlyWhenSigned/0' });
  });

  it('takes a number field the form shows read-only, and names one typed in or not a text', () => {
    expect(
      lintSource(
        brokenTestAct(({ act, ui }) => {
          act.numberField = 'phone';
          ui.phone = { ...ui.phone, 'ui:readonly': true };
        }),
      ),
    ).toEqual([]);
    const typed = onlyError(lintSource(brokenTestAct(({ act }) => (act.numberField = 'phone'))));
    expect(typed).toMatchObject({ file: UI, pointer: '/phone' });
    expect(typed.message).toBe(
      'номер акта «phone» пишет портал, его не вводят: укажите для поля в ui.json "ui:readonly": true',
    );
    const notText = onlyError(lintSource(brokenTestAct(({ act }) => (act.numberField = 'items'))));
    expect(notText).toMatchObject({ file: ACT, pointer: '/numberField' });
  });
});

describe('lintAct: keywords', () => {
  it('reports an unknown keyword with its pointer', () => {
    const error = onlyError(
      lintSource(
        brokenTestAct(({ schema }) => {
          schema.properties.scale.properties.totalPoints.snlis = true;
        }),
      ),
    );
    expect(error).toMatchObject({ file: SCHEMA, pointer: '/properties/scale/properties/totalPoints' });
    expect(error.message).toBe(
      `неизвестный ключ «snlis»: его нет ни в JSON Schema draft-07, ни среди ключей портала (${[...CUSTOM_KEYWORDS].join(', ')}) — проверьте написание`,
    );
  });

  it('reports an unknown format and a bad value of our keyword through strict ajv', () => {
    const format = onlyError(
      lintSource(
        brokenTestAct(({ schema }) => (schema.properties.phone = { type: 'string', title: 'Телефон', format: 'dat' })),
      ),
    );
    expect(format).toMatchObject({ file: SCHEMA, pointer: '/properties/phone' });
    expect(format.message).toBe('неизвестный формат "format": «dat» — проверьте написание');
    const inn = lintSource(
      brokenTestAct(({ schema }) => (schema.properties.phone = { type: 'string', title: 'ИНН', inn: 'company' })),
    );
    expect(onlyError(inn)).toMatchObject({ file: SCHEMA, pointer: '/properties/phone' });
    expect(inn[0].message).toBe('у ключа «inn» нет такого значения: проверьте написание');
  });

  it('reports a local $ref to nothing', () => {
    const error = onlyError(
      lintSource(
        brokenTestAct(({ schema }) => (schema.properties.scale.properties.mobility.$ref = '#/definitions/points')),
      ),
    );
    expect(error.message).toBe(
      '$ref «#/definitions/points» ведёт в никуда: в схеме нет такого определения — исправьте путь',
    );
  });

  it('reports an invalid draft-07 value with its pointer', () => {
    const errors = lintSource(brokenTestAct(({ schema }) => (schema.properties.phone.type = 'money')));
    expect(onlyError(errors)).toMatchObject({ file: SCHEMA, pointer: '/properties/phone/type' });
    expect(errors[0].message).toBe(
      'ключ схемы написан неверно — допустимые значения: "array", "boolean", "integer", "null", "number", "object", "string"',
    );
  });
});

describe('lintAct: titles', () => {
  it('reports a property without a title', () => {
    const error = onlyError(lintSource(brokenTestAct(({ schema }) => delete schema.properties.itemsTotal.title)));
    expect(error).toMatchObject({ file: SCHEMA, pointer: '/properties/itemsTotal' });
    expect(error.message).toBe('у поля нет "title": напишите название поля по-русски');
  });

  it('reports a title without Cyrillic letters, also inside array items', () => {
    const error = onlyError(
      lintSource(brokenTestAct(({ schema }) => (schema.properties.items.items.properties.name.title = 'Name'))),
    );
    expect(error).toMatchObject({ file: SCHEMA, pointer: '/properties/items/items/properties/name' });
    expect(error.message).toBe('в названии "title" "Name" нет русских букв: напишите его по-русски');
  });

  it('reports a missing title inside a shared definition in the shared file', () => {
    const person = readWith({})('schemas/common/signature.json') as {
      definitions: { signature: { properties: { signer: { title?: string } } } };
    };
    delete person.definitions.signature.properties.signer.title;
    const error = onlyError(lintSource(testActSource(), readWith({ 'schemas/common/signature.json': person })));
    expect(error).toMatchObject({
      file: 'schemas/common/signature.json',
      pointer: '/definitions/signature/properties/signer',
    });
  });
});

describe('lintAct: blocks', () => {
  it('reports block numbers that do not run 1..N', () => {
    const error = onlyError(lintSource(brokenTestAct(({ act }) => (act.blocks[2].number = 4))));
    expect(error).toMatchObject({ file: ACT, pointer: '/blocks' });
    expect(error.message).toBe(
      'номера блоков ("number") идут подряд с 1: 1, 2, 3, а сейчас 1, 2, 4 — исправьте номера',
    );
  });

  it('reports a property in no block and a property in two blocks', () => {
    const errors = lintSource(
      brokenTestAct(({ act }) => {
        act.blocks[2].fields = ['items', 'signature', 'phone'];
      }),
    );
    expect(errors.map(formatLintError)).toEqual([
      `${SCHEMA}#/properties/phone: поле «phone» входит сразу в несколько блоков act.json (1, 3): оставьте его в fields только одного блока`,
      `${SCHEMA}#/properties/itemsTotal: поле «itemsTotal» не входит ни в один блок act.json: добавьте его в fields нужного блока`,
    ]);
  });

  it('reports a block with more leaf fields than the limit, counting array item fields', () => {
    expect(lintSource(testActSource(), undefined, { maxBlockFields: 4 }).map((e) => e.pointer)).toEqual([
      '/blocks/0',
      '/blocks/2',
    ]);
    const wide = brokenTestAct(({ schema, act }) => {
      for (let i = 0; i < MAX_BLOCK_FIELDS; i += 1)
        schema.properties.items.items.properties[`f${i}`] = { type: 'string', title: `Поле ${i}` };
      act.blocks[2].fields = ['items', 'itemsTotal', 'signature'];
    });
    const error = onlyError(lintSource(wide));
    expect(error).toMatchObject({ file: ACT, pointer: '/blocks/2' });
    expect(error.message).toBe(
      `блок 3 слишком большой: ${MAX_BLOCK_FIELDS + 2 + 1 + 3} полей (с полями строк списков), а можно не больше ${MAX_BLOCK_FIELDS} — разделите его на несколько блоков`,
    );
  });
});

describe('lintAct: act.json shape', () => {
  it('reports missing required keys and unknown keys', () => {
    const errors = lintSource(
      brokenTestAct(({ act }) => {
        delete act.apiPrefix;
        delete act.blocks[1].save;
        act.blocks[0].titel = 'x';
      }),
    );
    expect(errors.map(formatLintError)).toEqual([
      `${ACT}: нет обязательного ключа «apiPrefix»: добавьте его`,
      `${ACT}#/blocks/0: лишний ключ «titel»: такого ключа здесь нет — удалите его или исправьте опечатку`,
      `${ACT}#/blocks/1: нет обязательного ключа «save»: добавьте его`,
    ]);
  });

  it('reports an id other than the folder name', () => {
    const error = onlyError(lintSource(brokenTestAct(({ act }) => (act.id = 'other-act'))));
    expect(error).toMatchObject({ file: ACT, pointer: '/id' });
  });

  it('reports a schema that is not a top-level object', () => {
    const errors = lintSource(brokenTestAct(({ schema }) => (schema.type = 'array')));
    expect(errors[0]).toMatchObject({ file: SCHEMA, pointer: '' });
  });
});

describe('lintAct: consents and declared defaults', () => {
  it('accepts a default from an earlier block into a field of the same type', () => {
    expect(
      lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/itemsTotal', from: '/scale/totalPoints' }]))),
    ).toEqual([]);
  });

  it('reports a default whose source comes after its target', () => {
    const error = onlyError(
      lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/scale/totalPoints', from: '/itemsTotal' }]))),
    );
    expect(error).toMatchObject({ file: ACT, pointer: '/defaults/0/from' });
    expect(error.message).toBe(
      'поле «/itemsTotal» (from) стоит в блоке 3, позже блока 2 с полем target: значение берётся только из того же или более раннего блока',
    );
  });

  it('reports a default between fields of different types, or pointing at nothing', () => {
    expect(
      onlyError(lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/itemsTotal', from: '/phone' }]))))
        .message,
    ).toBe('поля «/itemsTotal» (target) и «/phone» (from) разного типа: значение берётся только из поля того же типа');
    expect(
      onlyError(
        lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/itemsTotl', from: '/scale/totalPoints' }]))),
      ).message,
    ).toBe(
      'поле, которое заполняется заранее (target): путь «/itemsTotl» не ведёт ни к одному полю schema.json — исправьте путь',
    );
  });

  it('accepts a row-relative default within one list, and reports "*" across lists or on one side only', () => {
    expect(
      lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/items/*/name', from: '/items/*/name' }]))),
    ).toEqual([]);
    const oneSide = onlyError(
      lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/items/*/name', from: '/phone' }]))),
    );
    expect(oneSide).toMatchObject({ file: ACT, pointer: '/defaults/0' });
    expect(oneSide.message).toBe(SAME_ROW);
    expect(
      onlyError(lintSource(brokenTestAct(({ act }) => (act.defaults = [{ target: '/phone', from: '/items/*/name' }]))))
        .message,
    ).toBe(SAME_ROW);
  });

  it('reports a consent that is not a top-level boolean, or one ticked by default', () => {
    expect(onlyError(lintSource(brokenTestAct(({ act }) => (act.consents = ['phone'])))).pointer).toBe('/consents/0');
    const ticked = onlyError(
      lintSource(
        brokenTestAct(({ act, schema }) => {
          schema.properties.agree = { type: 'boolean', title: 'Согласен', default: true };
          act.blocks[0].fields.push('agree');
          act.consents = ['agree'];
        }),
      ),
    );
    expect(ticked).toMatchObject({ file: SCHEMA, pointer: '/properties/agree' });
    expect(ticked.message).toBe(
      'у согласия «agree» не бывает "default": согласие никогда не даётся заранее — удалите "default"',
    );
  });
});
