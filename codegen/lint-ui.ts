import type { JsonSchema, JsonSchemaObject } from '../common/acts/act-schema';
import { formatPointer } from '../common/acts/computed';
import { actError, type ActFiles, type LintError } from './lint-types';
import { isSchemaObject, itemsOf, propertiesOf } from './schema-walk';

/** Checks of ui.json against the bundled schema: every key names a field, every widget exists. */

/** The portal's widget registry (src/forms widgets); add a name here when a widget is added there. */
export const PORTAL_WIDGETS = [
  'ruDate',
  'ruDateTime',
  'timeHm',
  'lookupSelect',
  'lookupMultiSelect',
  'fileUpload',
  'fileList',
  'signaturePad',
  'scoreScale',
  'scoreTotal',
  'currency',
  'floatRu',
  'address',
] as const;

/** rjsf's own widgets, usable by name as well. */
export const RJSF_WIDGETS = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'color',
  'hidden',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'range',
  'updown',
  'date',
  'datetime',
  'time',
  'alt-date',
  'alt-datetime',
  'file',
] as const;

const KNOWN_WIDGETS: ReadonlySet<string> = new Set<string>([...PORTAL_WIDGETS, ...RJSF_WIDGETS]);

/** The portal's custom rjsf fields (`ui:field`): objects such as an address render through these. */
export const PORTAL_FIELDS = ['address', 'signature'] as const;
const KNOWN_FIELDS: ReadonlySet<string> = new Set<string>(PORTAL_FIELDS);

/** The subschema a non-`ui:` key of ui.json stands for at `node`, or undefined. */
function subschemaFor(root: JsonSchemaObject, node: JsonSchema, key: string): JsonSchema | undefined {
  const properties = propertiesOf(root, node);
  if (properties.has(key)) return properties.get(key);
  if (key === 'items') return itemsOf(root, node);
  if (key === 'additionalProperties' && isSchemaObject(node) && isSchemaObject(node.additionalProperties))
    return node.additionalProperties;
  if (key === 'additionalItems' && isSchemaObject(node) && isSchemaObject(node.additionalItems))
    return node.additionalItems;
  return undefined;
}

function lintOptions(
  files: ActFiles,
  root: JsonSchemaObject,
  ui: JsonSchemaObject,
  node: JsonSchema,
  pointer: string,
): LintError[] {
  const errors: LintError[] = [];
  const widget = ui['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !KNOWN_WIDGETS.has(widget))) {
    errors.push(
      actError(
        files,
        'ui.json',
        `${pointer}/ui:widget`,
        `неизвестный вид поля "ui:widget" ${JSON.stringify(widget)}: допустимы ${[...KNOWN_WIDGETS].join(', ')}`,
      ),
    );
  }
  const field = ui['ui:field'];
  if (field !== undefined && (typeof field !== 'string' || !KNOWN_FIELDS.has(field))) {
    errors.push(
      actError(
        files,
        'ui.json',
        `${pointer}/ui:field`,
        `неизвестный составной вид "ui:field" ${JSON.stringify(field)}: допустимы ${[...KNOWN_FIELDS].join(', ')}`,
      ),
    );
  }
  const order = ui['ui:order'];
  if (order !== undefined) {
    const properties = propertiesOf(root, node);
    const list = Array.isArray(order) ? order : [];
    if (!Array.isArray(order))
      errors.push(
        actError(
          files,
          'ui.json',
          `${pointer}/ui:order`,
          '"ui:order" — список имён полей в квадратных скобках: ["поле1", "поле2"]',
        ),
      );
    list.forEach((name, index) => {
      if (name !== '*' && (typeof name !== 'string' || !properties.has(name))) {
        errors.push(
          actError(
            files,
            'ui.json',
            `${pointer}/ui:order/${index}`,
            `в "ui:order" указано ${JSON.stringify(name)}, а такого поля здесь нет: исправьте имя или уберите его из списка`,
          ),
        );
      }
    });
  }
  return errors;
}

function lintNode(
  files: ActFiles,
  root: JsonSchemaObject,
  ui: unknown,
  node: JsonSchema,
  pointer: string,
): LintError[] {
  if (!isSchemaObject(ui))
    return [actError(files, 'ui.json', pointer, 'здесь нужен объект в фигурных скобках: { "ui:widget": … } или поля')];
  const errors = lintOptions(files, root, ui, node, pointer);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const keyPointer = `${pointer}${formatPointer([key])}`;
    const child = subschemaFor(root, node, key);
    if (child === undefined)
      errors.push(
        actError(
          files,
          'ui.json',
          keyPointer,
          `ключ «${key}» не называет ни одного поля schema.json на этом месте: исправьте имя поля`,
        ),
      );
    else errors.push(...lintNode(files, root, value, child, keyPointer));
  }
  return errors;
}

/**
 * Every key of ui.json that is not a `ui:` option must name a property of the schema at the
 * same place (at any depth; `items` stands for the items of an array), `ui:order` may only
 * name properties (or '*'), `ui:widget` must be a registered widget and `ui:field` a registered field.
 */
export function lintUi(files: ActFiles, schema: JsonSchemaObject): LintError[] {
  return lintNode(files, schema, files.ui, schema, '');
}
