import { describe, expect, it } from 'vitest';
import { getFirstMatchingOption, retrieveSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import { blockFormSchema, listRowSchema } from '@common/acts/form-roots';
import { ACT_IDS, ACTS, type GeneratedAct } from '@common/acts/generated/acts';
import { formValidator } from '@/forms/wizard/schema-validator';

const forms = ACT_IDS.flatMap((id) => {
  const act = ACTS[id] as GeneratedAct;
  return act.definition.blocks.map((block) => ({ id, act, block }));
});

async function blockOf(id: (typeof ACT_IDS)[number], number: number) {
  const act = ACTS[id] as GeneratedAct;
  const block = act.definition.blocks.find((b) => b.number === number)!;
  const part = await act.loadBlockSchema(number);
  const validators = await act.loadBlockFormValidators(number);
  return { block, part, validators };
}

describe("the wizard's rjsf validator (createPrecompiledValidator over the block module's functions)", () => {
  it.each(forms.map(({ id, block, act }) => ({ name: `${id} block ${block.number}`, act, block })))(
    '$name: every schema rjsf may ask about, of the block form and of its list row, has a precompiled function',
    async ({ act, block }) => {
      const part = await act.loadBlockSchema(block.number);
      const validators = await act.loadBlockFormValidators(block.number);
      const roots = [
        blockFormSchema(part, block),
        ...(block.list ? [listRowSchema(part, block.list.field)] : []),
      ] as RJSFSchema[];
      for (const root of roots) {
        expect(Object.keys(validators)).toEqual(expect.arrayContaining(Object.keys(schemaParser(root))));
        expect(() => formValidator(validators, root)).not.toThrow();
      }
    },
  );

  it('picks the oneOf option the value fits (a person’s gender)', async () => {
    const { block, part, validators } = await blockOf('test-act', 1);
    const root = blockFormSchema(part, block) as RJSFSchema;
    const validator = formValidator(validators, root);
    const gender = retrieveSchema(validator, { $ref: '#/definitions/gender' }, root);
    const options = gender.oneOf as RJSFSchema[];
    expect(options.map((option) => option.const)).toEqual([1, 2]);
    expect(getFirstMatchingOption(validator, 2, options, root)).toBe(1);
    expect(getFirstMatchingOption(validator, 1, options, root)).toBe(0);
    expect(validator.isValid(options[0], 2, root)).toBe(false);
  });

  it('follows if/then by the data: the Barthel scale becomes required once it is to be filled in', async () => {
    const { block, part, validators } = await blockOf('individual-needs-assessment-act', 3);
    const root = blockFormSchema(part, block) as RJSFSchema;
    const validator = formValidator(validators, root);
    expect(retrieveSchema(validator, root, root, { fillBartel: true }).required).toContain('bartel');
    expect(retrieveSchema(validator, root, root, { fillBartel: false }).required ?? []).not.toContain('bartel');
  });

  it('refuses a schema it was not compiled for instead of guessing', async () => {
    const { part, validators } = await blockOf('test-act', 1);
    // The whole block part with a field the form never shows is another schema than the form's.
    const other = {
      ...part,
      properties: { ...part.properties, extra: { type: 'string', title: 'Лишнее' } },
    } as RJSFSchema;
    expect(() => formValidator(validators, other)).toThrow(/No precompiled validator function/);
  });

  it('reports form errors through rjsf in Russian (the localizer is ours)', async () => {
    const { block, part, validators } = await blockOf('test-act', 1);
    const root = blockFormSchema(part, block) as RJSFSchema;
    const { errors } = formValidator(validators, root).validateFormData({}, root);
    expect(errors.map((error) => error.message)).toContain('Обязательное поле');
  });
});
