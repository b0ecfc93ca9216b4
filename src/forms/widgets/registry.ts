import type { ComponentType } from 'react';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';

/**
 * Which widgets a form needs, downloaded when a block that uses them is first shown. A block
 * names its widgets in its ui schema (`ui:widget`, `ui:field`), so the wizard can load exactly
 * those before it renders the block: the act card does not download the signature pad, the file
 * upload or the scales until a block with them is opened. rjsf's default widgets for a type
 * (text, number, checkbox, select) stay in the form's own code, since a block can use them
 * without naming them.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

/** The portal's widgets by the names ui schemas use in `ui:widget` (codegen's lint knows the same names). */
export const WIDGET_LOADERS: Readonly<Record<string, Loader<WidgetProps>>> = {
  ruDate: () => import('./ru-date/date-widget').then((module) => module.DateWidget),
  ruDateTime: () => import('./ru-date-time/date-time-widget').then((module) => module.DateTimeWidget),
  timeHm: () => import('./time-hm/time-widget').then((module) => module.TimeWidget),
  lookupSelect: () => import('./lookup-select/lookup-select-widget').then((module) => module.LookupSelectWidget),
  lookupMultiSelect: () =>
    import('./lookup-multi-select/lookup-multi-select-widget').then((module) => module.LookupMultiSelectWidget),
  fileUpload: () => import('./file-upload/file-upload-widget').then((module) => module.FileUploadWidget),
  fileList: () => import('./file-list/file-list-widget').then((module) => module.FileListWidget),
  signaturePad: () => import('./signature-pad/signature-pad-widget').then((module) => module.SignaturePadWidget),
  scoreScale: () => import('./score-scale/score-scale-widget').then((module) => module.ScoreScaleWidget),
  scoreTotal: () => import('./score-scale/score-total-widget').then((module) => module.ScoreTotalWidget),
  currency: () => import('./currency/currency-widget').then((module) => module.CurrencyWidget),
  floatRu: () => import('./float-ru/float-widget').then((module) => module.FloatWidget),
  address: () => import('./address/address-widget').then((module) => module.AddressWidget),
};

/**
 * rjsf's MUI widgets that only a `ui:widget` asks for, under the registry names rjsf looks them up
 * by ('radio' -> RadioWidget). Without them loaded rjsf would quietly fall back to its plain HTML
 * widget, so a block's kit always carries the ones its ui schema names. The textarea is the
 * portal's own (./textarea), and the radio group the theme's named by its label (./radio), each put in place of the theme's under the same name.
 */
export const THEME_WIDGETS: Readonly<Record<string, { name: string; load: Loader<WidgetProps> }>> = {
  radio: { name: 'RadioWidget', load: () => import('./radio/radio-widget').then((module) => module.RadioWidget) },
  textarea: {
    name: 'TextareaWidget',
    load: () => import('./textarea/textarea-widget').then((module) => module.TextareaWidget),
  },
  checkboxes: {
    name: 'CheckboxesWidget',
    load: () => import('./mui/checkboxes').then((module) => module.MuiCheckboxesWidget),
  },
  range: { name: 'RangeWidget', load: () => import('./mui/range').then((module) => module.MuiRangeWidget) },
};

/** The portal's fields by `ui:field` name: rjsf gives objects to ObjectField whatever `ui:widget` says, so an address needs a field. */
export const FIELD_LOADERS: Readonly<Record<string, Loader<FieldProps>>> = {
  address: () => import('./address/address-field').then((module) => module.AddressField),
  signature: () => import('./signature-pad/signature-field').then((module) => module.SignatureField),
};

/** What rjsf needs beside the schema to render a block: its widgets and fields by name. */
export interface FormKit {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
}

/** The `ui:widget` and `ui:field` names anywhere in a ui schema (nested objects and list items included). */
export function namesInUiSchema(uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const found = { widgets: new Set<string>(), fields: new Set<string>() };
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') found.widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') found.fields.add(value);
      else if (!key.startsWith('ui:') || key === 'ui:options') walk(value);
    }
  };
  walk(uiSchema);
  return found;
}

const kits = new Map<string, Promise<FormKit>>();

/**
 * The widgets and fields a ui schema names, downloaded (once per set of names; a failed download
 * is tried again on the next call). Names that are rjsf's own (text, select, updown...) need
 * nothing; a name nobody knows is left to rjsf, which says so in the form (codegen's lint stops
 * such a ui.json before it gets here).
 */
export function loadFormKit(uiSchema: unknown): Promise<FormKit> {
  const names = namesInUiSchema(uiSchema);
  const widgets = [...names.widgets].sort().flatMap((name) => {
    if (WIDGET_LOADERS[name]) return [[name, WIDGET_LOADERS[name]] as const];
    const theme = THEME_WIDGETS[name];
    return theme ? [[theme.name, theme.load] as const] : [];
  });
  const fields = [...names.fields]
    .sort()
    .filter((name) => FIELD_LOADERS[name])
    .map((name) => [name, FIELD_LOADERS[name]] as const);
  const key = JSON.stringify([widgets.map(([name]) => name), fields.map(([name]) => name)]);
  const known = kits.get(key);
  if (known) return known;
  const pending = Promise.all([
    Promise.all(widgets.map(async ([name, load]) => [name, await load()] as const)),
    Promise.all(fields.map(async ([name, load]) => [name, await load()] as const)),
  ]).then(
    ([loadedWidgets, loadedFields]): FormKit => ({
      widgets: Object.fromEntries(loadedWidgets),
      fields: Object.fromEntries(loadedFields),
    }),
    (error: unknown) => {
      kits.delete(key);
      throw error;
    },
  );
  kits.set(key, pending);
  return pending;
}
