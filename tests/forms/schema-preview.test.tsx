// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACTS } from '../../common/acts/generated/acts';
import { validationMessages } from '../../common/validation';
import { blockDraftOf, liveBlock, sampleOf, type BlockDraft } from '@/forms/schema-preview/live-block';
import { SchemaPreview } from '@/forms/schema-preview/schema-preview';

/**
 * The analysts' live preview: the block's part of schema.json and ui.json typed as text, put back
 * into the act, linted by codegen's lint, compiled by the portal's ajv and rendered by BlockForm.
 */

const act = ACTS['living-conditions-act'];

interface SchemaPart {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
}

function edit(draft: BlockDraft, change: (schema: SchemaPart, ui: Record<string, unknown>) => void): BlockDraft {
  const schema = JSON.parse(draft.schemaText) as SchemaPart;
  const ui = JSON.parse(draft.uiText) as Record<string, unknown>;
  change(schema, ui);
  return { schemaText: JSON.stringify(schema), uiText: JSON.stringify(ui) };
}

function live(draft: BlockDraft) {
  const result = liveBlock(act, 1, draft);
  if ('mistakes' in result) throw new Error(result.mistakes.map((m) => m.message).join('; '));
  return result;
}

describe('liveBlock', () => {
  it('starts from the act as it is: no lint message and the sample data passes the block', () => {
    const draft = blockDraftOf(act, 1);
    expect(Object.keys(JSON.parse(draft.schemaText).properties)).toEqual(act.definition.blocks[0].fields);
    const result = live(draft);
    expect(result.lint).toEqual([]);
    expect('compileError' in result.validate).toBe(false);
    const sample = sampleOf(result);
    expect(Object.keys(sample)).toContain('person');
    if ('compileError' in result.validate) throw new Error('does not compile');
    expect(result.validate(sample)).toBe(true);
  });

  it('a renamed field moves in the block, and the ui entry left under the old name is a lint message', () => {
    const draft = edit(blockDraftOf(act, 1), (schema) => {
      schema.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k === 'childDocument' ? 'childPaper' : k, v]),
      );
    });
    const result = live(draft);
    expect(result.block.fields).toContain('childPaper');
    expect(result.block.fields).not.toContain('childDocument');
    expect(result.schema.properties.childPaper).toBeDefined();
    expect(result.lint.map((e) => `${e.file}${e.pointer} ${e.message}`).join('\n')).toMatch(/ui\.json.*childDocument/);
  });

  it('a new field without a Russian title is a lint message naming it', () => {
    const draft = edit(blockDraftOf(act, 1), (schema) => {
      schema.properties.childSnils = { type: 'string' };
    });
    const result = live(draft);
    expect(result.block.fields.at(-1)).toBe('childSnils');
    expect(result.lint.some((e) => e.pointer.includes('childSnils'))).toBe(true);
  });

  it('a newly required field empty gives the portal’s own message', () => {
    const draft = edit(blockDraftOf(act, 1), (schema) => {
      schema.required = [...(schema.required ?? []), 'childDocument'];
    });
    const result = live(draft);
    if ('compileError' in result.validate) throw new Error('does not compile');
    expect(result.validate({})).toBe(false);
    expect(result.validate.errors?.some((e) => e.params.missingProperty === 'childDocument')).toBe(true);
  });

  it('broken JSON names the file and the line, and changes nothing', () => {
    const draft = blockDraftOf(act, 1);
    const result = liveBlock(act, 1, { ...draft, uiText: '{\n  "person": {\n}' });
    expect(result).toEqual({
      mistakes: [{ file: 'ui.json', message: expect.stringMatching(/^Ошибка в JSON \(строка \d+, столбец \d+\)/) }],
    });
    expect(act.definition.blocks[0].fields).toContain('childDocument');
  });

  it('a schema ajv cannot compile is reported, not thrown', () => {
    const draft = edit(blockDraftOf(act, 1), (schema) => {
      schema.properties.childDocument = { type: 'string', title: 'Документ', minLength: 'три' };
    });
    const result = live(draft);
    expect('compileError' in result.validate).toBe(true);
  });
});

describe('SchemaPreview', () => {
  it('renders the block with sample data and follows an edit of the schema at once', async () => {
    render(<SchemaPreview actId="living-conditions-act" block={1} />);
    expect(await screen.findByText('Замечаний нет: npm run codegen примет эти файлы.')).toBeInTheDocument();
    expect(await screen.findByText('Данные блока проходят проверку.')).toBeInTheDocument();
    // The block as the portal renders it: the child's document kind as radio buttons.
    expect(await screen.findByRole('radio', { name: 'Свидетельство о рождении' })).toBeInTheDocument();

    const schemaBox = screen.getByRole('textbox', { name: 'schema.json — поля блока' });
    const schema = JSON.parse((schemaBox as HTMLTextAreaElement).value) as SchemaPart;
    schema.properties.childDocument.title = 'Удостоверение ребёнка';
    schema.properties.note = { type: 'string' };
    fireEvent.change(schemaBox, { target: { value: JSON.stringify(schema, null, 2) } });
    expect(await screen.findByText('Удостоверение ребёнка')).toBeInTheDocument();
    const lint = await screen.findByRole('status', { name: 'Замечания проверки схем' });
    expect(lint.textContent).toMatch(/schema\.json \/properties\/note/);

    fireEvent.click(screen.getByRole('button', { name: 'Пустой блок' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Сообщения проверки').textContent).toContain(validationMessages.required),
    );

    fireEvent.change(schemaBox, { target: { value: '{ "properties": ' } });
    expect(await screen.findByRole('alert', { name: 'Ошибки в JSON' })).toHaveTextContent('schema.json: Ошибка в JSON');
    // The last good version stays on screen.
    expect(screen.getByText('Удостоверение ребёнка')).toBeInTheDocument();
  });
});
