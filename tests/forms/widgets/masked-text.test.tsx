// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import type { MaskedTextKind } from '@/forms/widgets/masked-text/masked-text-kind';
import { MaskedTextInput, MaskedTextWidget } from '@/forms/widgets/masked-text/masked-text-input';
import { useMaskedText } from '@/forms/widgets/masked-text/use-masked-text';
import { widgetProps } from '@/forms/widgets/widget-fixture';
import { expectErrorOn, renderWidget } from './support';

/*
 * The typed-text base on a kind of its own, so that each shared rule is proved apart from any one
 * widget: a six-digit code typed as 'NNN-NNN', stored as a number, shown as '№ NNN-NNN' away from
 * focus, refused at once when it starts with 0 and, once left, when digits are missing.
 */
const MISSING = 'Не хватает цифр';
const ZERO = 'Код не начинается с нуля';

function maskCode(raw: string, caret: number) {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  const before = raw.slice(0, caret).replace(/\D/g, '').length;
  const text = digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
  return { text, caret: caret >= raw.length ? text.length : before > 3 ? before + 1 : before };
}

const CODE: MaskedTextKind = {
  toText: (value) => (typeof value === 'number' ? maskCode(String(value), 6).text : ''),
  toValue: (text) => (/^\d{3}-\d{3}$/.test(text) && !text.startsWith('0') ? Number(text.replace('-', '')) : undefined),
  errorNow: (text) => (text.startsWith('0') ? ZERO : undefined),
  errorOnLeave: (text) => (text !== '' && text.length < 7 ? MISSING : undefined),
  mask: maskCode,
  normalize: (text) => text.trim(),
  display: (text) => (text ? `№ ${text}` : undefined),
  readOnlyText: (value) => (typeof value === 'number' ? `№ ${maskCode(String(value), 6).text}` : undefined),
  placeholder: 'NNN-NNN',
  inputMode: 'numeric',
};

const label = 'Код';
const field = () => screen.getByRole('textbox', { name: label });
const CodeWidget = (props: WidgetProps) => <MaskedTextWidget {...props} kind={CODE} />;

describe('the typed-text base', () => {
  it('puts typed and pasted text through the mask and stores the value of the whole text only', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(CodeWidget, { label });
    await user.type(field(), '12a3');
    expect(field()).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(field(), '456');
    expect(field()).toHaveValue('123-456');
    expect(onChange).toHaveBeenLastCalledWith(123456);
    await user.clear(field());
    await user.paste('987 654');
    expect(field()).toHaveValue('987-654');
    expect(onChange).toHaveBeenLastCalledWith(987654);
  });

  it('keeps the caret after the same digit when the mask rewrites the text', async () => {
    const user = userEvent.setup();
    renderWidget(CodeWidget, { label, value: 123456 });
    const input = field() as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(input).toHaveValue('192-345');
    expect(input.selectionStart).toBe(2);
  });

  it('names a missing digit only once the person leaves, and until the text is put right', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(CodeWidget, { label });
    await user.type(field(), '12');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expectErrorOn(field(), MISSING);
    expect(onBlur).toHaveBeenLastCalledWith('root_field', undefined);
    await user.type(field(), '3');
    expectErrorOn(field(), MISSING);
    await user.type(field(), '456');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('names a mistake of the kind at once, while typing', async () => {
    const user = userEvent.setup();
    renderWidget(CodeWidget, { label });
    await user.type(field(), '0');
    expectErrorOn(field(), ZERO);
  });

  it('shows the form errors when the text has none of its own', () => {
    renderWidget(CodeWidget, { label, rawErrors: ['Обязательное поле'] });
    expectErrorOn(field(), 'Обязательное поле');
  });

  it('reads as the kind displays it away from focus and as the text in it, keeping a whole selection', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(CodeWidget, { label, value: 123456 });
    expect(field()).toHaveValue('№ 123-456');
    await user.tab();
    expect(field()).toHaveValue('123-456');
    await user.keyboard('654321');
    expect(field()).toHaveValue('654-321');
    expect(onChange).toHaveBeenLastCalledWith(654321);
    await user.tab();
    expect(field()).toHaveValue('№ 654-321');
  });

  it("shows the kind's placeholder unless the schema gives one, and its keyboard", () => {
    renderWidget(CodeWidget, { label });
    expect(field()).toHaveAttribute('placeholder', 'NNN-NNN');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    cleanup();
    renderWidget(CodeWidget, { label, placeholder: 'Код из письма' });
    expect(field()).toHaveAttribute('placeholder', 'Код из письма');
  });

  it('shows the stored value as the kind reads it in read-only mode', () => {
    renderWidget(CodeWidget, { label, value: 123456, readonly: true });
    expect(field()).toHaveValue('№ 123-456');
    expect(field()).toHaveAttribute('readonly');
  });

  it("does not take moving to the field's own button for leaving it", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    function WithButton() {
      const [value, setValue] = useState<unknown>(undefined);
      const props = widgetProps({ label, value, onChange: setValue, onBlur });
      const state = useMaskedText(props, CODE);
      return (
        <MaskedTextInput
          widget={props}
          kind={CODE}
          field={state}
          adornment={<button onClick={() => state.enter('')}>Очистить</button>}
        />
      );
    }
    render(<WithButton />);
    await user.type(field(), '12');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Очистить' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(field()).toHaveValue('');
  });
});
