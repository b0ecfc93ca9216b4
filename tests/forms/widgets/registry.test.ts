import { describe, expect, it } from 'vitest';
import { fields, readOnlyText, WIDGET_TEXTS, widgets } from '@/forms/widgets';

describe('widget registry', () => {
  it('registers every portal widget under the name schemas use in ui:widget', () => {
    expect(Object.keys(widgets).sort()).toEqual(
      ['address', 'currency', 'fileList', 'fileUpload', 'floatRu', 'lookupMultiSelect', 'lookupSelect', 'ruDate', 'ruDateTime', 'scoreScale', 'signaturePad', 'timeHm'].sort(),
    );
    for (const widget of Object.values(widgets)) expect(typeof widget).toBe('function');
  });

  it('offers the address as a ui:field too, since rjsf gives objects to ObjectField', () => {
    expect(typeof fields.address).toBe('function');
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
