import type { ActDefinition } from '../common/acts/act-definition';
import type { ActSchema, JsonSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { applyComputed } from '../common/acts/computed';
import { isSchemaObject, resolveRef } from './schema-walk';

/**
 * Demo data of an act made from its bundled schema, for the "filled" block stories: valid
 * (the act's validators accept it, tests/codegen/sample-data.test.ts proves it for every act)
 * and deterministic (the same schema always gives the same data, so `--check` stays stable).
 * Choices take their first option (the i-th inside the i-th array item, so unique lists stay
 * unique), our keywords get the spec's sample values, every optional field is filled too.
 * Values read as a real act of the region would: Russian names, addresses of Салехард (ids the
 * demo database names), documents, amounts in roubles, dates spread over the years, lists of
 * three rows, so a designer reviews a block as people will see it.
 */

/** A 96x32 PNG with a pen stroke, so a filled signature field shows a signature. */
export const SAMPLE_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAMAAADaHo1mAAAABlBMVEX///8aI35NZ96CAAAAAXRSTlMAQObYZgAAALtJREFUeNrtldsOhCAMBTv//9NmFQJb4VRhzcaEvoHlDL1IzZYtA57W52l9RZjGfwSEBrMB7seFBrOEAHDEx3hx02EJGCSQTVZy38+Ue5x0f2SrFD4DgP7Kbyf1WwQ8AOXEhVq4jzTW1V77ynKpfc1luZ10VzIFOEf7JZk7gH7NgyzrrhFdVa4yBLDwt6AKjw49VJBPR3HplTF6fNTLYah/s8qcVAgf12B0ETnZ5IiJJ9gPZhj/G9HLXmkbJQABdSBLnRIAAAAASUVORK5CYII=';

/** Sample values of the portal's string keywords (schemas/README.md), valid for their checkers. */
const KEYWORD_SAMPLES: Record<string, string> = {
  snils: '112-233-445 95',
  kpp: '773601001',
  ogrn: '1027700132195',
  ogrnip: '304500116000157',
  phoneRu: '+79220511234',
  emailRu: 'ivanova@example.ru',
  passport: '7409 123456',
  docSeries: 'IV-АК',
  departmentCode: '890-001',
  documentNumber: '123456',
  policyNumber: '1234567890123456',
  timeHm: '10:30',
  floatRu: '12,5',
};
const INN_SAMPLES: Record<string, string> = { person: '500100732259', legal: '7707083893' };
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-11-01',
  'date-time': '2026-11-01T10:30:00+03:00',
  time: '10:30:00+03:00',
  email: 'ivanova@example.ru',
  uri: 'https://example.ru',
};
/** People of the sample act, by the index of the list item they stand in (a male, a female, a child). */
const PEOPLE = [
  { lastName: 'Соколов', firstName: 'Николай', middleName: 'Петрович', birthDate: '1938-10-04' },
  { lastName: 'Морозова', firstName: 'Валентина', middleName: 'Ивановна', birthDate: '1956-03-17' },
  { lastName: 'Кузнецов', firstName: 'Артём', middleName: 'Андреевич', birthDate: '2012-05-09' },
];
const FULL_NAMES = ['Иванова Мария Петровна', 'Петров Сергей Викторович', 'Лаптандер Ольга Николаевна'];
const person = (variant: number) => PEOPLE[variant % PEOPLE.length];
/** Person names by the field's name; any other personName field (fio, signer) gets a full name. */
const NAME_PARTS: [RegExp, (variant: number) => string][] = [
  [/lastName|surname/i, (v) => person(v).lastName],
  [/firstName/i, (v) => person(v).firstName],
  [/middleName|patronymic/i, (v) => person(v).middleName],
];
// Fields written as names without the keyword (a signer's name as free text).
const NAME_FIELDS = /^(fio|.*Fio|signer|.*FullName|secondGuardian)$/;
const FILE_IDS = [
  '3f1c2a9e-5b7d-4e8a-9c61-2d4f8b0e7a15',
  'a8d4e6f2-1c3b-4d5e-8f70-9b2a1c3d4e5f',
  '5e7f9a1b-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
];
/**
 * Plain strings by the field's name, as a social worker or a guardian would write them: a designer
 * reviews a block with text of its real length. Each list is picked by the list item's index.
 */
const TEXT_SAMPLES: [RegExp, string[]][] = [
  [/^house$/, ['14', '7', '22']],
  [/^building$/, ['1', '2', '3']],
  [/^room$/, ['104', '15', '3']],
  [/^id$/, FILE_IDS],
  [/^uri$/, FILE_IDS.map((id) => `files/${id}`)],
  [/^originalFileName$/, ['справка о доходах.pdf', 'выписка из ЕГРН.pdf', 'квитанция об оплате.jpg']],
  [/^(actNumber|number)$/, ['47', '1254', '312']],
  [/ActNumber$/, ['128-р', '64-р', '201-р']],
  [/^socialAreaNumber$/, ['3', '5', '12']],
  [/^ipraNumber$/, ['1245.23.89/2025', '874.12.89/2024', '301.7.89/2026']],
  [/^ipraWhom$/, ['Бюро № 1 ФКУ «ГБ МСЭ по ЯНАО» Минтруда России']],
  [
    /Whom$|^issuedBy$/,
    ['УМВД России по Ямало-Ненецкому автономному округу', 'Отделением УФМС России по ЯНАО в г. Салехарде'],
  ],
  [/^guardianshipOrganization$/, ['Управление опеки и попечительства Администрации г. Салехарда']],
  [/^placeBirth$/, ['г. Салехард Тюменской области', 'пгт Тазовский Ямало-Ненецкого автономного округа']],
  [
    /^(placeWork|placeOfWork|employment|occupation|typeActivity|positionWork)$/,
    [
      'ГБУЗ ЯНАО «Салехардская окружная клиническая больница», медицинская сестра',
      'АО «Ямалкоммунэнерго», инженер',
      'МАОУ «СОШ № 4», ученик 5 класса',
    ],
  ],
  [/^(post|position)$/, ['Специалист по социальной работе', 'Заведующая отделением социального обслуживания на дому']],
  [/^caption$/, ['Квартира', 'Земельный участок', 'Гаражный бокс']],
  [/^name$/, ['ООО «Северное сияние»', 'АО «Ямал-Инвест»']],
  [/^title$/, ['Договор купли-продажи от 12.03.2024 № 15', 'Кассовый чек от 05.09.2025']],
  [/^taxDocTitle$/, ['Платёжное поручение', 'Чек-ордер']],
  [/^taxDocNumber$|^docNumber$/, ['318', '12/2024', '4471']],
  [/^docType$/, ['Договор купли-продажи доли', 'Свидетельство о праве на наследство']],
  [
    /^(organizationTitle|creditInstitutionTitle)$/,
    ['ПАО Сбербанк, Западно-Сибирское отделение № 8647', 'Банк ВТБ (ПАО), филиал в г. Салехарде'],
  ],
  [
    /^(creditInstitutionAddress|commissionMeetingAddress|address)$/,
    ['г. Салехард, ул. Республики, д. 73', 'г. Салехард, ул. Мира, д. 5, кв. 12'],
  ],
  [/AddressCustom$/, ['с. Аксарка, ул. Первомайская, д. 3', 'пгт Тазовский, ул. Калинина, д. 8, кв. 2']],
  [/^legalEntity$/, ['Министерство финансов Российской Федерации', 'ПАО «Газпром»']],
  [/^(carsText|vehicleBrand)$/, ['Lada Granta, 2019', 'Toyota RAV4, 2016']],
  [/^registrationPlace$/, ['МРЭО ГИБДД УМВД России по ЯНАО']],
  [/^gosRegistration$/, ['Выписка из ЕГРН от 15.02.2024 № 89:08:010203:456-89/052/2024-3']],
  [/^equityParticipation$/, ['25 %', '10 акций']],
  [/^shareProperty$/, ['1/2', '1/4']],
  [/^contactPerson$/, ['Морозова Ирина Сергеевна (дочь), +7 (922) 014-88-12']],
  [/^educationOrganization$/, ['МАОУ «СОШ № 4» г. Салехарда, 5 «Б» класс']],
  [/^(actInfo)$/, ['Договор аренды от 01.02.2025 № 7, разрешение органа опеки от 20.01.2025 № 56']],
  [
    /^changeCompositionProperty$/,
    ['Приобретён велосипед за счёт пенсии по потере кормильца (разрешение органа опеки от 03.06.2025 № 214)'],
  ],
  [/Custom$/, ['Компенсация расходов на проезд', 'Доход от сдачи гаража в аренду']],
  [
    /^(findings|additionalInformation|otherData)$/,
    ['Условия проживания удовлетворительные, гражданин нуждается в социальном обслуживании на дому.'],
  ],
  [
    /^recommendations$/,
    ['Оказать семье содействие в оформлении единого пособия, направить ребёнка в летний оздоровительный лагерь.'],
  ],
];
/** Remarks for the many free-text notes: each field gets one by its name, so neighbours differ. */
const REMARKS = [
  'Со слов гражданина, подтверждено документами',
  'Нуждается в помощи при уборке жилья и покупке продуктов',
  'Проживает с дочерью, отношения доброжелательные',
  'Состояние удовлетворительное, жалоб не предъявляет',
  'Рекомендовано повторное обследование через 6 месяцев',
  'Получает с января 2025 года',
];
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
/** Dates by the field's name, spread over the years a real act covers. */
const DATE_SAMPLES: [RegExp, string[]][] = [
  [/birth/i, PEOPLE.map((p) => p.birthDate)],
  [/^periodFrom$/, ['2025-01-01']],
  [/^periodTo$/, ['2025-12-31']],
  [/DateFrom$|^dateFrom$/, ['2026-11-01']],
  [/DateTo$|^dateTo$/, ['2027-10-31']],
  [
    /When$|^(docDate|openingDate|ipraDate|dateReceipt|taxPaymentDate|taxDocDate)$/,
    ['2015-06-18', '2019-02-11', '2021-09-30'],
  ],
];
const DATES = ['2026-10-12', '2025-03-14', '2024-11-05', '2023-06-20'];
/** Ids the demo database names (server/db/seed): ЯНАО, Салехард, its streets, the demo ward. */
const LOOKUP_IDS: Record<string, (variant: number) => number> = {
  regionId: () => 1,
  cityId: () => 1,
  streetId: (variant) => 101 + (variant % 3),
  wardId: () => 6,
};
const AMOUNTS = [45230.5, 12800, 3150.75, 98000];
// Beyond this depth a recursive definition stops producing data.
const MAX_DEPTH = 24;

/** Where a value is made: its field name, the index of the array item it belongs to, the depth. */
export interface SampleContext {
  /** Property name of the value ('' at the root and for array items). */
  name: string;
  /** Index of the enclosing array item: picks the n-th option so items differ. */
  variant: number;
  depth: number;
}

function merge(base: JsonSchemaObject, over: JsonSchemaObject): JsonSchemaObject {
  const properties = {
    ...(isSchemaObject(base.properties) ? base.properties : {}),
    ...(isSchemaObject(over.properties) ? over.properties : {}),
  };
  const merged = { ...base, ...over };
  if (Object.keys(properties).length > 0) merged.properties = properties;
  return merged;
}

/** The node with its `$ref` target and `allOf` branches merged in (own keywords win). */
function flatten(root: JsonSchemaObject, node: JsonSchemaObject, depth = 0): JsonSchemaObject {
  if (depth > MAX_DEPTH) return node;
  const { $ref: ref, allOf, ...own } = node;
  let result: JsonSchemaObject = {};
  if (typeof ref === 'string') {
    const target = resolveRef(root, ref);
    if (isSchemaObject(target)) result = flatten(root, target, depth + 1);
  }
  if (Array.isArray(allOf))
    for (const branch of allOf.filter(isSchemaObject)) result = merge(result, flatten(root, branch, depth + 1));
  return merge(result, own);
}

function firstType(node: JsonSchemaObject): unknown {
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null') ?? node.type[0];
  if (node.type !== undefined) return node.type;
  if (isSchemaObject(node.properties)) return 'object';
  if (node.items !== undefined) return 'array';
  return undefined;
}

function limit(node: JsonSchemaObject, keyword: string): number | undefined {
  const value = node[keyword];
  return typeof value === 'number' ? value : undefined;
}

/** A number a person would type for the field: an amount for roubles, a year, an area, a count; else 1 or 12.5. */
function preferredNumber(node: JsonSchemaObject, integer: boolean, { name, variant }: SampleContext): number {
  const title = typeof node.title === 'string' ? node.title : '';
  const lookup = LOOKUP_IDS[name];
  if (lookup) return lookup(variant);
  if (/руб/.test(title)) return AMOUNTS[(variant + hash(name)) % AMOUNTS.length];
  if (integer && /год/i.test(title)) return [1985, 1998, 2004][variant % 3];
  if (/кв\. м/.test(title)) return [54.3, 38.6, 72.1][variant % 3];
  if (/%/.test(title)) return 7.5;
  if (integer && /мин/.test(title)) return [30, 45, 60][variant % 3];
  return (integer ? 2 : 12.5) + variant;
}

/** A plausible number for the field (preferredNumber), inside minimum/maximum and multipleOf. */
function sampleNumber(node: JsonSchemaObject, integer: boolean, context: SampleContext): number {
  const step = integer ? 1 : 0.5;
  const exclusiveMin = limit(node, 'exclusiveMinimum');
  const exclusiveMax = limit(node, 'exclusiveMaximum');
  const low = Math.max(
    limit(node, 'minimum') ?? -Infinity,
    exclusiveMin === undefined ? -Infinity : exclusiveMin + step,
  );
  const high = Math.min(
    limit(node, 'maximum') ?? Infinity,
    exclusiveMax === undefined ? Infinity : exclusiveMax - step,
  );
  let value = Math.min(Math.max(preferredNumber(node, integer, context), low), high);
  if (integer) value = Math.ceil(value) > high ? Math.floor(value) : Math.ceil(value);
  const multipleOf = limit(node, 'multipleOf');
  if (multipleOf !== undefined && multipleOf > 0) {
    const up = Math.ceil(value / multipleOf) * multipleOf;
    value = up <= high ? up : Math.floor(value / multipleOf) * multipleOf;
  }
  return value;
}

const ESCAPE_SAMPLES: Record<string, string> = { w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };

/**
 * One string matching a simple regular expression (literals, \d \w \s ., [classes], quantifiers,
 * one group of alternatives around the whole: '^([0-9]{13}|[0-9]{15})$'), or undefined.
 */
export function samplePattern(pattern: string): string | undefined {
  if (pattern.startsWith('^data:image/png;base64,')) return SAMPLE_SIGNATURE_PNG;
  const alternatives = /^\^\(([^()]*\|[^()]*)\)\$$/u.exec(pattern);
  if (alternatives !== null) {
    for (const alternative of alternatives[1].split('|')) {
      const sample = samplePattern(`^${alternative}$`);
      if (sample !== undefined) return sample;
    }
    return undefined;
  }
  // One atom: an escape, a character class, a literal or an anchor; then an optional quantifier.
  const atom = /\\(.)|\[(\^?)((?:\\.|[^\]\\])+)\]|([^\\[\](){}|?*+^$])|[\^$]/uy;
  const quantifier = /\{(\d+)(?:,\d*)?\}|[?*+]/uy;
  let digits = 0;
  const digit = () => String((digits++ % 9) + 1);
  let result = '';
  for (let at = 0; at < pattern.length; ) {
    atom.lastIndex = at;
    const match = atom.exec(pattern);
    if (match === null) return undefined;
    at = atom.lastIndex;
    const [, escaped, negated, members, literal] = match;
    let next: (() => string) | undefined;
    if (escaped !== undefined) next = escaped === 'd' ? digit : () => ESCAPE_SAMPLES[escaped] ?? escaped;
    else if (members !== undefined) {
      if (negated === '^') return undefined;
      const first = /^\\?(.)/u.exec(members)?.[1] ?? 'a';
      next = /^(0-9|\\d)/.test(members) ? digit : () => first;
    } else if (literal !== undefined) next = () => (literal === '.' ? 'a' : literal);
    if (next === undefined) continue;
    quantifier.lastIndex = at;
    const times = quantifier.exec(pattern);
    if (times !== null) at = quantifier.lastIndex;
    // The least count {n,m} allows; one for ?, * and +.
    const count = times?.[1] !== undefined ? Number(times[1]) : 1;
    for (let i = 0; i < count; i += 1) result += next();
  }
  return new RegExp(pattern, 'u').test(result) ? result : undefined;
}

function personName(name: string, variant: number): string {
  return NAME_PARTS.find(([test]) => test.test(name))?.[1](variant) ?? FULL_NAMES[variant % FULL_NAMES.length];
}

function sampleDate(name: string, variant: number): string {
  const dates = DATE_SAMPLES.find(([test]) => test.test(name))?.[1] ?? DATES;
  return dates[(variant + (dates === DATES ? hash(name) : 0)) % dates.length];
}

function fitLength(text: string, node: JsonSchemaObject): string {
  const max = limit(node, 'maxLength');
  const min = limit(node, 'minLength') ?? 0;
  let result = max === undefined ? text : [...text].slice(0, max).join('').trimEnd();
  while ([...result].length < min) result += 'о';
  return result;
}

function sampleString(node: JsonSchemaObject, { name, variant }: SampleContext): string {
  const keyword = Object.keys(KEYWORD_SAMPLES).find((k) => node[k] !== undefined && node[k] !== false);
  if (keyword !== undefined) return KEYWORD_SAMPLES[keyword];
  if (typeof node.inn === 'string') return INN_SAMPLES[node.inn] ?? INN_SAMPLES.person;
  if (node.personName === true || NAME_FIELDS.test(name)) return fitLength(personName(name, variant), node);
  if (node.format === 'date') return sampleDate(name, variant);
  if (node.format === 'date-time') return `${sampleDate(name, variant)}T10:30:00+05:00`;
  if (typeof node.format === 'string' && FORMAT_SAMPLES[node.format] !== undefined) return FORMAT_SAMPLES[node.format];
  if (typeof node.pattern === 'string') {
    const matching = samplePattern(node.pattern);
    if (matching !== undefined) return matching;
  }
  const texts = TEXT_SAMPLES.find(([test]) => test.test(name))?.[1];
  const text = texts ? texts[variant % texts.length] : REMARKS[(hash(name) + variant) % REMARKS.length];
  return fitLength(text, node);
}

function sampleArray(root: JsonSchemaObject, node: JsonSchemaObject, context: SampleContext): unknown[] {
  const max = limit(node, 'maxItems') ?? Infinity;
  const count = Math.min(Math.max(limit(node, 'minItems') ?? 0, 3), max);
  if (Array.isArray(node.items))
    return node.items.map((item, index) =>
      sampleValue(root, item as JsonSchema, { name: '', variant: index, depth: context.depth + 1 }),
    );
  const items: unknown[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = sampleValue(root, node.items as JsonSchema | undefined, {
      name: '',
      variant: index,
      depth: context.depth + 1,
    });
    if (item === undefined) break;
    // A list of fewer choices than items: stop before repeating one when the list must be unique.
    if (node.uniqueItems === true && items.some((known) => JSON.stringify(known) === JSON.stringify(item))) break;
    items.push(item);
  }
  return items;
}

function sampleObject(root: JsonSchemaObject, node: JsonSchemaObject, context: SampleContext): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const properties = isSchemaObject(node.properties) ? node.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    const value = sampleValue(root, child as JsonSchema, { name, variant: context.variant, depth: context.depth + 1 });
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/**
 * A valid sample of the data at `node` (a subschema of `root`): `const` as is, enum/oneOf/anyOf
 * the first option (the `variant`-th in the `variant`-th array item), our keywords their sample
 * values, dates by the field's name, numbers by its title inside their limits, strings by its name
 * inside maxLength (or a match of a simple `pattern`), arrays of 3 items (or minItems), objects with every
 * property. Undefined when nothing can be made (a `false` schema, too deep a recursion).
 */
export function sampleValue(
  root: JsonSchemaObject,
  node: JsonSchema | undefined,
  context: SampleContext = { name: '', variant: 0, depth: 0 },
): unknown {
  if (!isSchemaObject(node) || context.depth > MAX_DEPTH) return node === true ? REMARKS[0] : undefined;
  const schema = flatten(root, node);
  if (Object.hasOwn(schema, 'const')) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[context.variant % schema.enum.length];
  const options = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []).filter(
    isSchemaObject,
  );
  if (options.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    const option = flatten(root, options[context.variant % options.length]);
    return sampleValue(
      root,
      { ...rest, ...option },
      { ...context, variant: Object.hasOwn(option, 'const') ? 0 : context.variant },
    );
  }
  switch (firstType(schema)) {
    case 'object':
      return sampleObject(root, schema, context);
    case 'array':
      return sampleArray(root, schema, context);
    case 'string':
      return sampleString(schema, context);
    case 'integer':
      return sampleNumber(schema, true, context);
    case 'number':
      return sampleNumber(schema, false, context);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Sample data of a whole act: every field filled, then the computed fields (act.json `computed`) worked out. */
export function sampleActData(schema: ActSchema, definition: Pick<ActDefinition, 'computed'>): Record<string, unknown> {
  const data = sampleValue(schema, schema);
  return applyComputed(isSchemaObject(data) ? data : {}, definition.computed);
}

/** The sample data of one block: the block's fields of the act's sample data. */
export function sampleBlockData(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}
