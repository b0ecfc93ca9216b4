import { ROUTE_SETS, type ActDefinition } from '../common/acts/act-definition';
import type { ActSchema } from '../common/acts/act-schema';
import { formatPointer, parsePointer } from '../common/acts/computed';
import { actError, plural, schemaError, type ActFiles, type LintError } from './lint-types';
import { countLeaves, isSchemaObject, itemsOf, propertiesOf, resolveDataPointer, typeOf } from './schema-walk';

/** Checks of act.json against the bundled schema: blocks, list blocks, computed fields, list columns. */

function lintNumbers(files: ActFiles, act: ActDefinition): LintError[] {
  const numbers = act.blocks.map((block) => block.number);
  if (numbers.every((number, index) => number === index + 1)) return [];
  const expected = numbers.map((_n, index) => index + 1).join(', ');
  return [
    actError(
      files,
      'act.json',
      '/blocks',
      `номера блоков ("number") идут подряд с 1: ${expected}, а сейчас ${numbers.join(', ')} — исправьте номера`,
    ),
  ];
}

function lintMembership(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  const errors: LintError[] = [];
  const owners = new Map<string, number[]>();
  act.blocks.forEach((block, b) => {
    block.fields.forEach((field, f) => {
      if (!Object.hasOwn(schema.properties, field)) {
        errors.push(
          actError(
            files,
            'act.json',
            `/blocks/${b}/fields/${f}`,
            `в блоке ${block.number} указано поле «${field}», а в schema.json такого поля нет: исправьте имя или добавьте поле в schema.json`,
          ),
        );
      }
      owners.set(field, [...(owners.get(field) ?? []), block.number]);
    });
  });
  for (const name of Object.keys(schema.properties)) {
    const blocks = owners.get(name) ?? [];
    const pointer = formatPointer(['properties', name]);
    if (blocks.length === 0)
      errors.push(
        schemaError(
          files,
          pointer,
          `поле «${name}» не входит ни в один блок act.json: добавьте его в fields нужного блока`,
        ),
      );
    if (blocks.length > 1)
      errors.push(
        schemaError(
          files,
          pointer,
          `поле «${name}» входит сразу в несколько блоков act.json (${blocks.join(', ')}): оставьте его в fields только одного блока`,
        ),
      );
  }
  return errors;
}

function lintLists(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  const errors: LintError[] = [];
  act.blocks.forEach((block, b) => {
    if (block.list === undefined) return;
    const { field, columns } = block.list;
    const at = `/blocks/${b}/list`;
    if (!block.fields.includes(field))
      errors.push(
        actError(
          files,
          'act.json',
          `${at}/field`,
          `список «${field}» не входит в fields блока ${block.number}: добавьте его туда или укажите другой список`,
        ),
      );
    const items = itemsOf(schema, schema.properties[field]);
    if (!Object.hasOwn(schema.properties, field) || items === undefined) {
      errors.push(
        actError(
          files,
          'act.json',
          `${at}/field`,
          `«${field}» — не список: в list.field указывается поле schema.json с "type": "array"`,
        ),
      );
      return;
    }
    const itemProperties = propertiesOf(schema, items);
    columns.forEach((column, c) => {
      if (!itemProperties.has(column)) {
        errors.push(
          actError(
            files,
            'act.json',
            `${at}/columns/${c}`,
            `столбца «${column}» нет среди полей строки списка «${field}»: исправьте имя в columns`,
          ),
        );
      }
    });
    (block.list.lookups ?? []).forEach((lookup, l) => {
      for (const key of ['source', 'target'] as const) {
        if (!itemProperties.has(lookup[key])) {
          errors.push(
            actError(
              files,
              'act.json',
              `${at}/lookups/${l}/${key}`,
              `поля «${lookup[key]}» (${key}) нет среди полей строки списка «${field}»: исправьте имя`,
            ),
          );
        }
      }
      if (!lookup.call.includes('{id}'))
        errors.push(
          actError(
            files,
            'act.json',
            `${at}/lookups/${l}/call`,
            `в запросе «${lookup.call}» (call) нет {id}: поставьте {id} туда, куда подставляется значение поля source`,
          ),
        );
    });
  });
  return errors;
}

function lintSize(files: ActFiles, schema: ActSchema, act: ActDefinition, maxBlockFields: number): LintError[] {
  const errors: LintError[] = [];
  act.blocks.forEach((block, b) => {
    const count = block.fields.reduce(
      (sum, field) =>
        sum + (Object.hasOwn(schema.properties, field) ? countLeaves(schema, schema.properties[field]) : 0),
      0,
    );
    if (count > maxBlockFields) {
      errors.push(
        actError(
          files,
          'act.json',
          `/blocks/${b}`,
          `блок ${block.number} слишком большой: ${count} ${plural(count, 'поле', 'поля', 'полей')} (с полями строк списков), а можно не больше ${maxBlockFields} — разделите его на несколько блоков`,
        ),
      );
    }
  });
  return errors;
}

function pointerError(files: ActFiles, schema: ActSchema, at: string, what: string, pointer: string): LintError[] {
  return resolveDataPointer(schema, pointer) === undefined
    ? [
        actError(
          files,
          'act.json',
          at,
          `${what}: путь «${pointer}» не ведёт ни к одному полю schema.json — исправьте путь`,
        ),
      ]
    : [];
}

function lintPointers(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  const errors: LintError[] = [];
  act.computed.forEach((field, c) => {
    const at = `/computed/${c}`;
    if (parsePointer(field.target).includes('*')) {
      errors.push(
        actError(
          files,
          'act.json',
          `${at}/target`,
          `вычисляемое поле (target) «${field.target}» — одно поле, без '*': укажите путь к одному полю`,
        ),
      );
    } else {
      const target = resolveDataPointer(schema, field.target);
      if (target === undefined)
        errors.push(...pointerError(files, schema, `${at}/target`, 'вычисляемое поле (target)', field.target));
      else if (typeOf(schema, target) !== 'number' && typeOf(schema, target) !== 'integer') {
        errors.push(
          actError(
            files,
            'act.json',
            `${at}/target`,
            `вычисляемое поле (target) «${field.target}» должно быть числом: в schema.json у него "type": "number" или "integer"`,
          ),
        );
      }
    }
    field.sources.forEach((source, s) =>
      errors.push(...pointerError(files, schema, `${at}/sources/${s}`, 'источник вычисления (sources)', source)),
    );
  });
  act.listColumns.forEach((column, c) =>
    errors.push(
      ...pointerError(files, schema, `/listColumns/${c}/pointer`, 'столбец списка (listColumns)', column.pointer),
    ),
  );
  act.readOnlyWhenSigned.forEach((name, r) => {
    if (name !== '*' && !Object.hasOwn(schema.properties, name)) {
      errors.push(
        actError(
          files,
          'act.json',
          `/readOnlyWhenSigned/${r}`,
          `в readOnlyWhenSigned указано «${name}», а такого поля в schema.json нет: укажите имя поля верхнего уровня или '*' (все поля)`,
        ),
      );
    }
  });
  return errors;
}

const blockOf = (act: ActDefinition, pointer: string) =>
  act.blocks.find((block) => block.fields.includes(parsePointer(pointer)[0] ?? ''))?.number;

/**
 * Consents are top-level booleans that nothing sets in advance (no `default`); a declared default
 * joins two fields of the same type, its source in an earlier block than its target (or the same one),
 * never a '*' pattern, never a consent.
 */
function lintConsentsAndDefaults(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  const errors: LintError[] = [];
  const consents = act.consents ?? [];
  consents.forEach((name, c) => {
    const at = `/consents/${c}`;
    const field = schema.properties[name];
    if (!Object.hasOwn(schema.properties, name) || typeOf(schema, field) !== 'boolean') {
      errors.push(
        actError(
          files,
          'act.json',
          at,
          `согласие «${name}» должно быть полем верхнего уровня schema.json с "type": "boolean" (галочка)`,
        ),
      );
    } else if (isSchemaObject(field) && 'default' in field) {
      errors.push(
        schemaError(
          files,
          formatPointer(['properties', name]),
          `у согласия «${name}» не бывает "default": согласие никогда не даётся заранее — удалите "default"`,
        ),
      );
    }
  });
  (act.defaults ?? []).forEach((declared, d) => {
    const at = `/defaults/${d}`;
    const pointers = [declared.target, declared.from];
    // '*' only row-relative: one '*' in each, under the same list (a row's field from the same row's).
    const stars = pointers.map((pointer) => parsePointer(pointer).filter((token) => token === '*').length);
    if (stars.some((n) => n > 0)) {
      const prefix = (pointer: string) => pointer.slice(0, pointer.indexOf('/*/') + 3);
      if (
        stars[0] !== 1 ||
        stars[1] !== 1 ||
        !declared.target.includes('/*/') ||
        prefix(declared.target) !== prefix(declared.from)
      ) {
        errors.push(
          actError(
            files,
            'act.json',
            at,
            `"*" связывает поле строки списка с полем той же строки: поставьте по одному "*" в target и в from, под одним и тем же списком`,
          ),
        );
        return;
      }
    }
    const target = resolveDataPointer(schema, declared.target);
    const from = resolveDataPointer(schema, declared.from);
    if (target === undefined)
      errors.push(
        ...pointerError(files, schema, `${at}/target`, 'поле, которое заполняется заранее (target)', declared.target),
      );
    if (from === undefined)
      errors.push(...pointerError(files, schema, `${at}/from`, 'поле, откуда берётся значение (from)', declared.from));
    if (target === undefined || from === undefined) return;
    if (typeOf(schema, target) !== typeOf(schema, from)) {
      errors.push(
        actError(
          files,
          'act.json',
          at,
          `поля «${declared.target}» (target) и «${declared.from}» (from) разного типа: значение берётся только из поля того же типа`,
        ),
      );
    }
    if (consents.includes(parsePointer(declared.target)[0] ?? '')) {
      errors.push(
        actError(
          files,
          'act.json',
          `${at}/target`,
          `согласие «${declared.target}» нельзя заполнять заранее: удалите эту запись из defaults`,
        ),
      );
    }
    const targetBlock = blockOf(act, declared.target);
    const fromBlock = blockOf(act, declared.from);
    if (targetBlock !== undefined && fromBlock !== undefined && fromBlock > targetBlock) {
      errors.push(
        actError(
          files,
          'act.json',
          `${at}/from`,
          `поле «${declared.from}» (from) стоит в блоке ${fromBlock}, позже блока ${targetBlock} с полем target: значение берётся только из того же или более раннего блока`,
        ),
      );
    }
  });
  return errors;
}

/**
 * The act's number field is a top-level text property without a pattern of its own (the portal writes
 * the number, common/numbering.ts), shown read-only by ui.json: nobody types it.
 */
function lintNumberField(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  const name = act.numberField;
  if (name === undefined) return [];
  const field = schema.properties[name];
  if (!Object.hasOwn(schema.properties, name) || typeOf(schema, field) !== 'string')
    return [
      actError(
        files,
        'act.json',
        '/numberField',
        `поле номера акта «${name}» (numberField) должно быть текстовым полем верхнего уровня schema.json с "type": "string"`,
      ),
    ];
  const ui = (files.ui as Record<string, unknown> | undefined)?.[name];
  if (!ui || typeof ui !== 'object' || (ui as Record<string, unknown>)['ui:readonly'] !== true)
    return [
      actError(
        files,
        'ui.json',
        `/${name}`,
        `номер акта «${name}» пишет портал, его не вводят: укажите для поля в ui.json "ui:readonly": true`,
      ),
    ];
  return [];
}

/** The signer's line is a signature (a signature.json object or a bare drawing); the electronic mark a top-level boolean. */
function lintSigning(files: ActFiles, schema: ActSchema, act: ActDefinition): LintError[] {
  if (!act.signing) return [];
  const { line, electronicMark } = act.signing;
  const errors: LintError[] = [];
  const node = resolveDataPointer(schema, line);
  if (node === undefined)
    errors.push(...pointerError(files, schema, '/signing/line', 'строка подписи (signing.line)', line));
  else {
    const props = propertiesOf(schema, node);
    const drawing = isSchemaObject(node) && typeof node.$ref === 'string' && node.$ref.endsWith('/signatureImage');
    if (!drawing && !(props.has('image') && props.has('signer')))
      errors.push(
        actError(
          files,
          'act.json',
          '/signing/line',
          `строка подписи «${line}» (signing.line) — не подпись: укажите поле-подпись из schemas/common/signature.json`,
        ),
      );
  }
  if (electronicMark !== undefined) {
    const top = parsePointer(electronicMark);
    if (top.length !== 1 || typeOf(schema, schema.properties[top[0]]) !== 'boolean')
      errors.push(
        actError(
          files,
          'act.json',
          '/signing/electronicMark',
          `отметка об электронной подписи «${electronicMark}» (signing.electronicMark) должна быть полем верхнего уровня schema.json с "type": "boolean"`,
        ),
      );
  }
  return errors;
}

/** Route sets act.json names must be ones the server has (ROUTE_SETS). */
function lintRouteSets(files: ActFiles, act: ActDefinition): LintError[] {
  const known: readonly string[] = ROUTE_SETS;
  return (act.routes ?? []).flatMap((name, i) =>
    known.includes(name)
      ? []
      : [
          actError(
            files,
            'act.json',
            `/routes/${i}`,
            `неизвестный набор маршрутов «${name}»: допустимы ${ROUTE_SETS.join(', ')}`,
          ),
        ],
  );
}

/** The block checks, on an act.json that already has the ActDefinition shape. */
export function lintBlocks(
  files: ActFiles,
  schema: ActSchema,
  act: ActDefinition,
  maxBlockFields: number,
): LintError[] {
  const errors = [
    ...lintRouteSets(files, act),
    ...lintNumbers(files, act),
    ...lintMembership(files, schema, act),
    ...lintLists(files, schema, act),
    ...lintSize(files, schema, act, maxBlockFields),
    ...lintPointers(files, schema, act),
    ...lintConsentsAndDefaults(files, schema, act),
    ...lintNumberField(files, schema, act),
    ...lintSigning(files, schema, act),
  ];
  if (act.id !== files.id)
    errors.push(
      actError(
        files,
        'act.json',
        '/id',
        `"id" «${act.id}» должен совпадать с именем папки акта «${files.id}»: исправьте "id"`,
      ),
    );
  return errors;
}

/** True when `schema` is a top-level object schema with properties, the shape the blocks need. */
export function isActSchema(schema: unknown): schema is ActSchema {
  return isSchemaObject(schema) && schema.type === 'object' && isSchemaObject(schema.properties);
}
