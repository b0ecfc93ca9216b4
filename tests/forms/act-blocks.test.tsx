// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ActBlock } from '../../common/acts/act-definition';
import type { JsonSchema, UiSchemaObject } from '../../common/acts/act-schema';
import { errorPointer, errorsToMessages } from '../../common/ajv';
import { ACT_IDS, ACTS, type GeneratedAct } from '../../common/acts/generated/acts';
import { primeDemoLookups } from '@/forms/act-block-story';
import { BlockForm, pointerToId } from '@/forms/wizard/block-form';
import { errorsAtFields } from '../../common/acts/error-fields';
import { ActDefinitionContext } from '@/forms/wizard/act-context';
import { loadBlockKit, type BlockKit } from '@/forms/wizard/block-kit';
import { validationMessages } from '../../common/validation';
import { sampleActData, sampleBlockData } from '../../codegen/sample-data';

/**
 * Every block of every act (schemas/acts/*, through the generated ACTS): an empty save names
 * exactly the block's required fields, and the empty form shows every top-level field's title.
 * A new act or block is covered after `npm run codegen` without touching this file.
 */

const noop = () => undefined;
const normalize = (text: string | null) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .trim();

/** The required top-level fields of a block, from the act schema's own `required`, as pointers. */
function requiredPointers(act: GeneratedAct, block: ActBlock): string[] {
  return (act.schema.required ?? []).filter((field) => block.fields.includes(field)).map((field) => `/${field}`);
}

/** The schema title of a field: its own, else that of its '#/definitions/x' target. */
function schemaTitle(act: GeneratedAct, node: JsonSchema | undefined): unknown {
  if (typeof node !== 'object') return undefined;
  if (node.title !== undefined || typeof node.$ref !== 'string') return node.title;
  return schemaTitle(act, act.schema.definitions?.[node.$ref.replace('#/definitions/', '')]);
}

/** The caption a field shows: ui.json's `ui:title`, else the schema title. */
function fieldTitle(act: GeneratedAct, field: string): string {
  const ui = act.uiSchema[field] as UiSchemaObject | undefined;
  const title = ui?.['ui:title'] ?? schemaTitle(act, act.schema.properties[field]);
  return typeof title === 'string' ? title : field;
}

/** A group whose title is the block's own: the wizard's «Блок N. …» heading names it, the form does not repeat it. */
function repeatsBlockTitle(act: GeneratedAct, block: ActBlock, field: string): boolean {
  const node = act.schema.properties[field] as JsonSchema | undefined;
  const target =
    typeof node === 'object' && typeof node.$ref === 'string'
      ? act.schema.definitions?.[node.$ref.replace('#/definitions/', '')]
      : node;
  return typeof target === 'object' && target.type === 'object' && fieldTitle(act, field) === block.title;
}

/** Elements whose own text (a trailing required '*' aside) is exactly `title`, innermost only. */
function captions(title: string): HTMLElement[] {
  return screen.queryAllByText((_content, element) => {
    if (element === null || normalize(element.textContent) !== title) return false;
    return ![...element.children].some((child) => normalize(child.textContent) === title);
  });
}

/** The text of the label a field's control is named by (its label, legend, pad or list title). */
function fieldCaption(id: string): string {
  const title = document.getElementById(`${id}__title`) ?? document.getElementById(`${id}-label`);
  if (title) return normalizeMark(title.textContent ?? '');
  const control = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
  if (!control) return `(no field ${id})`;
  const label =
    document.querySelector(`label[for="${control.id}"]`) ??
    (control.tagName === 'FIELDSET' || control.tagName === 'LABEL'
      ? control
      : control.closest('fieldset')
    )?.querySelector('legend') ??
    (control.tagName === 'LABEL' ? control : null);
  return normalizeMark(label?.textContent ?? `(no label of ${id})`);
}

/** The heading of a block's long list (the block's own heading when the list is all the block is). */
function listHeading(act: GeneratedAct, block: ActBlock, field: string): string {
  const title = fieldTitle(act, field);
  if (title === block.title) return `${title} *`;
  const heading = screen.getByRole('region', { name: title }).querySelector('h3');
  return normalizeMark(heading?.textContent ?? '');
}

const normalizeMark = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u2009\*/, ' *')
    .trim();

function renderEmptyBlock(act: GeneratedAct, block: ActBlock, kit: BlockKit) {
  render(
    <ActDefinitionContext.Provider value={act.definition}>
      <BlockForm
        schema={kit.schema}
        uiSchema={act.uiSchema}
        block={block}
        kit={kit}
        data={{}}
        errors={[]}
        readOnly={false}
        onChange={noop}
        onLeave={noop}
        checkItem={() => []}
      />
    </ActDefinitionContext.Provider>,
  );
}

describe.each(ACT_IDS.map((id) => ({ id, act: ACTS[id] as GeneratedAct })))('$id', ({ id, act }) => {
  const kits: Record<number, BlockKit> = {};
  beforeAll(async () => {
    // No API in tests: lookup widgets read the demo lists the stories use.
    primeDemoLookups(id);
    // What the wizard loads for a block: its validator module and the widgets its ui schema names.
    for (const block of act.definition.blocks) kits[block.number] = await loadBlockKit(act, block);
  });

  describe.each(act.definition.blocks)('block $number. $title', (block) => {
    const required = requiredPointers(act, block);

    it(`an empty save reports exactly its ${required.length} required field(s), each as «${validationMessages.required}»`, () => {
      const validate = kits[block.number].validate;
      expect(validate({})).toBe(required.length === 0);
      const missing = (validate.errors ?? []).filter((error) => error.keyword === 'required').map(errorPointer);
      expect(missing).toHaveLength(required.length);
      expect([...missing].sort()).toEqual([...required].sort());
      const messages = errorsToMessages(validate.errors);
      expect(messages).toHaveLength(required.length);
      for (const message of messages) expect(message.message).toBe(validationMessages.required);
    });

    it(`the empty form shows the title of each of its ${block.fields.length} top-level field(s)`, () => {
      renderEmptyBlock(act, block, kits[block.number]);
      const listField = block.list?.field;
      if (listField !== undefined) {
        if (fieldTitle(act, listField) !== block.title)
          expect(screen.getByRole('heading', { name: fieldTitle(act, listField) })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: fieldTitle(act, listField) })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
      }
      const named = block.fields.filter((field) => field !== listField && !repeatsBlockTitle(act, block, field));
      const titles = named.map((field) => fieldTitle(act, field));
      const shown = titles.filter(
        (title, index) => captions(title).length >= titles.slice(0, index + 1).filter((t) => t === title).length,
      );
      expect(shown).toEqual(titles);
      expect(
        shown.length +
          (listField === undefined ? 0 : 1) +
          block.fields.filter((field) => repeatsBlockTitle(act, block, field)).length,
      ).toBe(block.fields.length);
    });

    it('marks every field an empty save names as required, where its error stands', () => {
      renderEmptyBlock(act, block, kits[block.number]);
      const validate = kits[block.number].validate;
      validate({});
      const listField = block.list?.field;
      const pointers = [
        ...new Set(errorsAtFields(act.schema, errorsToMessages(validate.errors)).map((e) => e.pointer)),
      ];
      // A read-only field (the ward, chosen when the report is made) is not for the person to fill.
      const readOnly = (pointer: string) =>
        (act.uiSchema[pointer.split('/')[1]] as UiSchemaObject | undefined)?.['ui:readonly'] === true;
      for (const pointer of pointers.filter((p) => !readOnly(p))) {
        const caption =
          listField !== undefined && pointer === `/${listField}`
            ? listHeading(act, block, listField)
            : fieldCaption(pointerToId(pointer));
        expect(caption, pointer).toMatch(/\*$/);
      }
    });

    it('has one heading per level: no act title or block title repeated, groups as h3 and deeper', () => {
      renderEmptyBlock(act, block, kits[block.number]);
      expect(captions(act.definition.title)).toHaveLength(0);
      expect(captions(block.title)).toHaveLength(0);
      for (const heading of screen.queryAllByRole('heading'))
        expect(Number(heading.tagName.slice(1)), heading.textContent ?? '').toBeGreaterThanOrEqual(3);
    });

    it('the form filled with sample data renders: rjsf finds a precompiled function for each option and condition it checks', () => {
      const data = sampleBlockData(sampleActData(act.schema, act.definition), block.fields);
      const kit = kits[block.number];
      render(
        <BlockForm
          schema={kit.schema}
          uiSchema={act.uiSchema}
          block={block}
          kit={kit}
          data={data}
          errors={[]}
          readOnly={false}
          onChange={noop}
          onLeave={noop}
          checkItem={() => []}
        />,
      );
      const listField = block.list?.field;
      const titles = block.fields
        .filter((field) => field !== listField && !repeatsBlockTitle(act, block, field))
        .map((field) => fieldTitle(act, field));
      for (const title of titles) expect(captions(title).length, title).toBeGreaterThan(0);
      if (listField !== undefined)
        expect(screen.getByRole('region', { name: fieldTitle(act, listField) })).toBeInTheDocument();
    });
  });
});
