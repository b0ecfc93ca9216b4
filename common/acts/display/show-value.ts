import type { ActBlock, ActSigning } from '../act-definition';
import { electronicMarkText, signedByText, type SigningRecord } from '../signing';
import type { ActSchema, JsonSchemaObject, UiSchemaObject } from '../act-schema';
import { resolveNode } from '../resolve-node';
import { formatPhone } from '../../validation/phone';
import { countRu } from '../../text/plural';
import { EMPTY_VALUE, ruDate, ruDateTime, ruMoney, ruNumber, ruSnils } from './format';

export { resolveNode };

/**
 * A stored value as a person reads it, built from the schema and the UI schema: the one model
 * behind the review before signing, the signed act, list tables and the PDF. Each view only lays
 * it out (grid, table, PDF lines); none of them formats a value itself.
 */
export type Shown =
  | { kind: 'text'; text: string }
  /** A drawn signature: the PNG (data URL) and who signed and when, as text ('' if unknown). */
  | { kind: 'signature'; image: string; note: string }
  /** Attached files: names to show and ids to download them by. */
  | { kind: 'files'; files: Array<{ id: string; name: string }> }
  /** A list of records: column titles and one row of cells per record. */
  | { kind: 'table'; columns: string[]; rows: Shown[][] }
  /** A group of fields (an object that is not a person, an address or a signature). */
  | { kind: 'fields'; fields: ShownField[] };

/** One labelled value. */
export interface ShownField {
  key: string;
  label: string;
  value: Shown;
}

/** One block of an act, its fields in the block's order, UI-only switches left out. */
export interface ShownBlock {
  number: number;
  title: string;
  fields: ShownField[];
}

/**
 * What a view knows beyond the data: the bundled schema, the UI schema (widgets, order), and the
 * captions of values whose names live on the server (regions, cities, streets, a ward), keyed by
 * the value's JSON pointer in the data. The server sends them with the act, so no view asks for
 * a caption per field.
 */
export interface DisplayContext {
  schema: ActSchema;
  uiSchema?: UiSchemaObject;
  captions?: Readonly<Record<string, string>>;
  /**
   * The act's signing (act.json `signing`) and its record once signed: the electronic mark reads
   * «Да» with who and when, and the signer's bare drawing is captioned with them.
   */
  signing?: { declared?: ActSigning; record: SigningRecord | null };
}

const text = (value: string): Shown => ({ kind: 'text', text: value });
const EMPTY: Shown = text(EMPTY_VALUE);
const SCORE_FORMS = ['балл', 'балла', 'баллов'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isSignatureImage = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:image/');
const uiOf = (ui: unknown, key: string): UiSchemaObject | undefined =>
  isRecord(ui) && isRecord(ui[key]) ? ui[key] : undefined;

/** Nothing typed: no value, an empty string, an empty list, or an object of empty values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isEmptyValue);
  return false;
}

/** Property names in the UI schema's order ('*' stands for the rest), fields hidden in the form left out. */
function orderedKeys(properties: Record<string, unknown>, ui: UiSchemaObject | undefined): string[] {
  const keys = Object.keys(properties);
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const listed = order.filter((k) => k !== '*' && keys.includes(k));
  const rest = keys.filter((k) => !listed.includes(k));
  const star = order.indexOf('*');
  const ordered = star < 0 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
  return ordered.filter((k) => uiOf(ui, k)?.['ui:widget'] !== 'hidden');
}

const titleOf = (node: JsonSchemaObject | undefined, key: string) =>
  typeof node?.title === 'string' ? node.title : key;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A choice's caption from `oneOf` (const + title) or `enum` with `enumNames`. */
function choiceTitle(node: JsonSchemaObject | undefined, value: unknown): string | undefined {
  const options = Array.isArray(node?.oneOf) ? (node.oneOf as Array<{ const?: unknown; title?: unknown }>) : [];
  const option = options.find((o) => o.const === value);
  if (typeof option?.title === 'string') return option.title;
  const names = node?.enumNames;
  if (Array.isArray(node?.enum) && Array.isArray(names)) {
    const index = node.enum.indexOf(value);
    if (index >= 0 && typeof names[index] === 'string') return names[index];
  }
  return undefined;
}

/** One scalar value: caption from the server, a choice's title, then by type, format and keyword. */
function scalarText(
  ctx: DisplayContext,
  node: JsonSchemaObject | undefined,
  ui: UiSchemaObject | undefined,
  value: unknown,
  pointer: string,
  money: boolean,
): string {
  const caption = ctx.captions?.[pointer];
  if (caption !== undefined) return caption;
  const choice = choiceTitle(node, value);
  if (choice !== undefined) {
    return ui?.['ui:widget'] === 'scoreScale' && typeof value === 'number'
      ? `${choice} — ${countRu(value, SCORE_FORMS)}`
      : choice;
  }
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (typeof value === 'number') return money ? ruMoney(value) : ruNumber(value);
  if (typeof value !== 'string') return String(value);
  if (node?.format === 'date') return ruDate(value);
  if (node?.format === 'date-time') return ruDateTime(value);
  if (node?.phoneRu !== undefined && node.phoneRu !== false) return formatPhone(value);
  if (node?.snils !== undefined && node.snils !== false) return ruSnils(value);
  return value;
}

const PERSON_PARTS = ['lastName', 'firstName', 'middleName', 'birthDate', 'snils'];
const ADDRESS_PARTS: Array<[string, string]> = [
  ['regionId', ''],
  ['cityId', ''],
  ['streetId', ''],
  ['house', 'д. '],
  ['building', 'корп. '],
  ['room', 'кв. '],
];
const isPersonNode = (props: Record<string, unknown>) => 'lastName' in props && 'firstName' in props;
const isAddressNode = (props: Record<string, unknown>, ui: UiSchemaObject | undefined) =>
  ui?.['ui:field'] === 'address' || ('regionId' in props && 'cityId' in props && 'house' in props);
const isFileNode = (props: Record<string, unknown>) => 'id' in props && 'uri' in props && 'originalFileName' in props;

/** «Соколов Николай Петрович, 04.10.1938, СНИЛС 013-847-256 46», other known details after it. */
function personLine(
  ctx: DisplayContext,
  props: Record<string, unknown>,
  ui: UiSchemaObject | undefined,
  value: Record<string, unknown>,
  pointer: string,
): string {
  const name = ['lastName', 'firstName', 'middleName']
    .map((k) => value[k])
    .filter((v) => typeof v === 'string' && v)
    .join(' ');
  const parts = [name];
  if (typeof value.birthDate === 'string' && value.birthDate) parts.push(ruDate(value.birthDate));
  if (typeof value.snils === 'string' && value.snils) parts.push(`СНИЛС ${ruSnils(value.snils)}`);
  for (const key of orderedKeys(props, ui)) {
    if (PERSON_PARTS.includes(key) || isEmptyValue(value[key])) continue;
    const node = resolveNode(ctx.schema, props[key]);
    parts.push(
      `${lowerFirst(titleOf(node, key))}: ${shownText(showValue(ctx, props[key], uiOf(ui, key), value[key], `${pointer}/${key}`))}`,
    );
  }
  return parts.filter(Boolean).join(', ');
}

/** «Ямало-Ненецкий автономный округ, г. Салехард, ул. Республики, д. 14, корп. 1, кв. 104». */
function addressLine(
  ctx: DisplayContext,
  props: Record<string, unknown>,
  ui: UiSchemaObject | undefined,
  value: Record<string, unknown>,
  pointer: string,
): string {
  const parts: string[] = [];
  for (const [key, prefix] of ADDRESS_PARTS) {
    if (isEmptyValue(value[key])) continue;
    parts.push(
      prefix +
        scalarText(ctx, resolveNode(ctx.schema, props[key]), uiOf(ui, key), value[key], `${pointer}/${key}`, false),
    );
  }
  for (const key of orderedKeys(props, ui)) {
    if (ADDRESS_PARTS.some(([k]) => k === key) || isEmptyValue(value[key])) continue;
    const node = resolveNode(ctx.schema, props[key]);
    parts.push(
      `${lowerFirst(titleOf(node, key))} ${shownText(showValue(ctx, props[key], uiOf(ui, key), value[key], `${pointer}/${key}`))}`,
    );
  }
  return parts.join(', ');
}

/**
 * A value of the schema node `nodeRaw` (its UI schema entry `ui`) at `pointer` in the act's data,
 * as a person reads it: captions instead of codes, a person or an address on one line, dates
 * dd.mm.yyyy, money '12 345,50 р.', phones '+7 (922) 051-12-34', lists as tables, signatures as
 * images, files as names; 'Нет' for false and 'отсутствует' only for an empty value.
 */
export function showValue(
  ctx: DisplayContext,
  nodeRaw: unknown,
  ui: UiSchemaObject | undefined,
  value: unknown,
  pointer = '',
): Shown {
  const node = resolveNode(ctx.schema, nodeRaw);
  // An unticked yes/no item is a «Нет»; 'отсутствует' is for an empty value only.
  if ((value === undefined || value === null) && node?.type === 'boolean') return text('Нет');
  if (isEmptyValue(value)) return EMPTY;
  if (isSignatureImage(value)) return { kind: 'signature', image: value, note: '' };
  const props = isRecord(node?.properties) ? node.properties : undefined;
  if (isRecord(value) && props) {
    if (isSignatureImage(value.image)) {
      const note = [value.signer, typeof value.signedAt === 'string' ? ruDate(value.signedAt) : undefined]
        .filter((v) => typeof v === 'string' && v)
        .join(', ');
      return { kind: 'signature', image: value.image, note };
    }
    // A signature line nobody has drawn on (only the signer's name put in) is a signature that is not there.
    if ('image' in props && 'signer' in props) return EMPTY;
    if (isAddressNode(props, ui)) return text(addressLine(ctx, props, ui, value, pointer));
    if (isPersonNode(props)) return text(personLine(ctx, props, ui, value, pointer));
    return {
      kind: 'fields',
      fields: orderedKeys(props, ui).map((key) => ({
        key,
        label: titleOf(resolveNode(ctx.schema, props[key]), key),
        value: showValue(ctx, props[key], uiOf(ui, key), value[key], `${pointer}/${key}`),
      })),
    };
  }
  if (Array.isArray(value)) {
    const itemNode = resolveNode(ctx.schema, node?.items);
    const itemProps = isRecord(itemNode?.properties) ? itemNode.properties : undefined;
    const itemUi = uiOf(ui, 'items');
    if (itemProps && isFileNode(itemProps)) {
      return {
        kind: 'files',
        files: value
          .filter(isRecord)
          .map((f) => ({ id: String(f.id ?? ''), name: String(f.originalFileName ?? f.id ?? '') })),
      };
    }
    if (itemProps && value.some(isRecord)) {
      const keys = orderedKeys(itemProps, itemUi).filter((key) =>
        value.some((row) => isRecord(row) && !isEmptyValue(row[key])),
      );
      return {
        kind: 'table',
        columns: keys.map((key) => titleOf(resolveNode(ctx.schema, itemProps[key]), key)),
        rows: value.map((row, index) =>
          keys.map((key) =>
            showValue(
              ctx,
              itemProps[key],
              uiOf(itemUi, key),
              isRecord(row) ? row[key] : undefined,
              `${pointer}/${index}/${key}`,
            ),
          ),
        ),
      };
    }
    return text(
      value
        .map((item, index) => shownText(showValue(ctx, node?.items, itemUi, item, `${pointer}/${index}`)))
        .join('; '),
    );
  }
  const money = ui?.['ui:widget'] === 'currency' || (isRecord(nodeRaw) && nodeRaw.$ref === '#/definitions/money');
  return text(scalarText(ctx, node, ui, value, pointer, money));
}

/** A shown value as one line of plain text (table cells of a narrow view, list columns). */
export function shownText(shown: Shown): string {
  switch (shown.kind) {
    case 'text':
      return shown.text;
    case 'signature':
      return shown.note ? `подпись приложена (${shown.note})` : 'подпись приложена';
    case 'files':
      return shown.files.map((f) => f.name).join(', ');
    case 'table':
      return shown.rows.map((row, i) => `${i + 1}) ${row.map(shownText).join(', ')}`).join('; ');
    case 'fields':
      return (
        shown.fields
          .filter((f) => !(f.value.kind === 'text' && f.value.text === EMPTY_VALUE))
          .map((f) => `${f.label}: ${shownText(f.value)}`)
          .join('; ') || EMPTY_VALUE
      );
  }
}

/**
 * Top-level fields that only switch a part of the form on (a boolean that `dependencies` of the
 * schema turns into `required` of other fields, such as «Заполнить шкалу Бартел»): field -> the
 * fields it governs. They are not printed; what they govern reads «Не заполнялась» when off.
 */
export function uiSwitches(schema: ActSchema): Map<string, string[]> {
  const switches = new Map<string, string[]>();
  const dependencies = isRecord(schema.dependencies) ? schema.dependencies : {};
  for (const [field, rule] of Object.entries(dependencies)) {
    const node = resolveNode(schema, schema.properties[field]);
    const then = isRecord(rule) && isRecord(rule.then) ? rule.then : undefined;
    if (node?.type === 'boolean' && then && Array.isArray(then.required))
      switches.set(field, then.required as string[]);
  }
  return switches;
}

/** What a part switched off reads instead of 'отсутствует': it was not filled in on purpose. */
function notFilled(title: string): Shown {
  return text(/^шкала/i.test(title) ? 'Не заполнялась' : 'Не заполнялось');
}

/** A top-level field of the signing as it reads: the electronic mark with who and when, the signer's bare drawing captioned. */
function signed(ctx: DisplayContext, pointer: string, shown: Shown): Shown {
  const { declared, record } = ctx.signing ?? {};
  if (declared?.electronicMark === pointer) return text(electronicMarkText(record));
  if (declared?.line === pointer && record && shown.kind === 'signature' && !shown.note)
    return { ...shown, note: signedByText(record) };
  return shown;
}

/** Every block of an act as shown fields, in the blocks' field order, without UI-only switches. */
export function showAct(ctx: DisplayContext, blocks: readonly ActBlock[], data: Record<string, unknown>): ShownBlock[] {
  const switches = uiSwitches(ctx.schema);
  const switchedOff = new Set(
    [...switches].filter(([field]) => data[field] !== true).flatMap(([, governed]) => governed),
  );
  return blocks.map((block) => ({
    number: block.number,
    title: block.title,
    fields: block.fields
      .filter((field) => !switches.has(field) && uiOf(ctx.uiSchema, field)?.['ui:widget'] !== 'hidden')
      .map((field) => {
        const node = ctx.schema.properties[field];
        const label = titleOf(resolveNode(ctx.schema, node), field);
        const value = switchedOff.has(field)
          ? notFilled(label)
          : signed(ctx, `/${field}`, showValue(ctx, node, uiOf(ctx.uiSchema, field), data[field], `/${field}`));
        return { key: field, label, value };
      }),
  }));
}
