import { describe, expect, it } from 'vitest';
import { blockUiSchema } from '../../../common/acts/act-schema';
import { ACT_IDS, ACTS } from '../../../common/acts/generated/acts';
import { readOnlyText, WIDGET_TEXTS } from '@/forms/widgets';
import { FIELD_LOADERS, loadFormKit, namesInUiSchema, THEME_WIDGETS, WIDGET_LOADERS } from '@/forms/widgets/registry';
import { PORTAL_WIDGETS, RJSF_WIDGETS } from '../../../codegen/lint-ui';

describe('widget registry', () => {
  it('loads every portal widget under the name schemas use in ui:widget, the names the codegen lint accepts', async () => {
    expect(Object.keys(WIDGET_LOADERS).sort()).toEqual([...PORTAL_WIDGETS].sort());
    for (const load of Object.values(WIDGET_LOADERS)) expect(typeof (await load())).toBe('function');
  });

  it('offers the address as a ui:field too, since rjsf gives objects to ObjectField', async () => {
    expect(typeof (await FIELD_LOADERS.address())).toBe('function');
  });

  it('finds the widget and field names anywhere in a ui schema, list items and nested objects included', () => {
    const names = namesInUiSchema({
      'ui:order': ['a'],
      a: { 'ui:widget': 'ruDate' },
      b: { inner: { 'ui:widget': 'radio', 'ui:options': { inline: true } } },
      c: { items: { d: { 'ui:widget': 'currency' }, e: { 'ui:field': 'address' } } },
    });
    expect([...names.widgets].sort()).toEqual(['currency', 'radio', 'ruDate']);
    expect([...names.fields]).toEqual(['address']);
  });

  it("a kit holds exactly the widgets its ui schema names: the portal's by name, the MUI theme's by rjsf's registry name", async () => {
    const kit = await loadFormKit({
      a: { 'ui:widget': 'ruDate' },
      b: { 'ui:widget': 'radio' },
      c: { 'ui:widget': 'updown' },
      d: { 'ui:field': 'address' },
    });
    expect(Object.keys(kit.widgets).sort()).toEqual(['RadioWidget', 'ruDate']);
    expect(Object.keys(kit.fields)).toEqual(['address']);
    expect(kit.widgets.ruDate).toBe(await WIDGET_LOADERS.ruDate());
    expect(kit.widgets.RadioWidget).toBe(await THEME_WIDGETS.radio.load());
    // The same names give the same kit: rjsf sees stable widgets from one render to the next.
    expect(
      await loadFormKit({ x: { 'ui:widget': 'radio' }, y: { 'ui:field': 'address' }, z: { 'ui:widget': 'ruDate' } }),
    ).toBe(kit);
  });

  it.each(ACT_IDS)("every widget a block of %s names is in the block's kit or is rjsf's own", async (id) => {
    const act = ACTS[id];
    for (const block of act.definition.blocks) {
      const ui = blockUiSchema(act.uiSchema, block);
      const kit = await loadFormKit(ui);
      for (const name of namesInUiSchema(ui).widgets) {
        const inKit =
          name in kit.widgets || (THEME_WIDGETS[name] !== undefined && THEME_WIDGETS[name].name in kit.widgets);
        expect({ block: block.number, name, ok: inKit || (RJSF_WIDGETS as readonly string[]).includes(name) }).toEqual({
          block: block.number,
          name,
          ok: true,
        });
        if (THEME_WIDGETS[name]) expect(kit.widgets[THEME_WIDGETS[name].name]).toBeDefined();
      }
    }
  });
});

describe('readOnlyText', () => {
  it("reads 'отсутствует' for absent, blank and empty-list values", () => {
    for (const value of [undefined, null, '', '   ', []]) expect(readOnlyText(value)).toBe(WIDGET_TEXTS.empty);
    expect(WIDGET_TEXTS.empty).toBe('отсутствует');
  });

  it('reads other values as text, lists joined with commas', () => {
    expect(readOnlyText('Нарьян-Мар')).toBe('Нарьян-Мар');
    expect(readOnlyText(0)).toBe('0');
    expect(readOnlyText(false)).toBe('false');
    expect(readOnlyText(['Спорт', 'Культура'])).toBe('Спорт, Культура');
  });
});
