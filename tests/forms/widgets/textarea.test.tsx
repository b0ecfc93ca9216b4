// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSchemaBuilder, type RJSFSchema } from '@rjsf/utils';
import { ThemedForm } from '@/forms/wizard/themed-form';
import { loadFormKit } from '@/forms/widgets/registry';
import { TEXTAREA_MAX_LINES, TextareaWidget, textareaRows } from '@/forms/widgets/textarea/textarea-widget';
import validator from '@rjsf/validator-ajv8';
import { renderWidget } from './support';

const label = 'Иные меры социальной поддержки';
const textarea = () => screen.getByRole('textbox', { name: label });

describe('textarea widget', () => {
  it('takes its lines from ui:options.rows, 5 by default, at most the scrolling limit', () => {
    expect(textareaRows(3)).toBe(3);
    expect(textareaRows('4')).toBe(4);
    expect(textareaRows(undefined)).toBe(5);
    expect(textareaRows(0)).toBe(5);
    expect(textareaRows('много')).toBe(5);
    expect(textareaRows(100)).toBe(TEXTAREA_MAX_LINES);
  });

  it('is one native textarea with the rows asked for, no measuring copy beside it', () => {
    const { container } = renderWidget(TextareaWidget, { label, options: { rows: 3 } });
    expect(textarea().tagName).toBe('TEXTAREA');
    expect(textarea()).toHaveAttribute('rows', '3');
    // MUI's multiline field mounts a hidden second textarea to measure the text with a forced layout.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('stores what is typed, new lines included, and the empty value when cleared', async () => {
    const user = userEvent.setup();
    const { onChange, onBlur } = renderWidget(TextareaWidget, { label, options: { emptyValue: undefined } });
    await user.type(textarea(), 'Первая строка{Enter}вторая');
    expect(onChange).toHaveBeenLastCalledWith('Первая строка\nвторая');
    expect(textarea()).toHaveValue('Первая строка\nвторая');
    await user.clear(textarea());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.tab();
    expect(onBlur).toHaveBeenLastCalledWith('root_field', '');
  });

  it('is required, disabled when read-only, and marked invalid with an error', () => {
    renderWidget(TextareaWidget, { label, required: true, readonly: true, value: 'Текст', rawErrors: ['Ошибка'] });
    expect(textarea()).toBeRequired();
    expect(textarea()).toBeDisabled();
    expect(textarea()).toHaveValue('Текст');
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
  });

  it('is what a block that names `textarea` gets, with the form showing its error', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { note: { type: 'string', title: label } } };
    const uiSchema = { note: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } } };
    const kit = await loadFormKit(uiSchema);
    expect(kit.widgets.TextareaWidget).toBe(TextareaWidget);
    const error = 'Не больше 5 символов';
    render(
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={{ note: 'Длинный текст' }}
        validator={validator}
        widgets={kit.widgets}
        extraErrors={new ErrorSchemaBuilder().addErrors([error], 'note').ErrorSchema}
        showErrorList={false}
      />,
    );
    expect(textarea()).toHaveAttribute('rows', '2');
    expect(textarea()).toHaveValue('Длинный текст');
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(error)).toBeVisible();
  });
});
