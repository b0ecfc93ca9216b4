// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrencyWidget, formatCurrency, parseMoney, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Размер дохода';
const input = () => screen.getByRole('textbox', { name: label });

describe('formatCurrency', () => {
  it('writes spaces between thousands, a comma before kopecks and "р."', () => {
    expect(formatCurrency('1234567.5')).toBe('1 234 567,50 р.');
    expect(formatCurrency(1234567.5)).toBe('1 234 567,50 р.');
    expect(formatCurrency(12345.5)).toBe('12 345,50 р.');
    expect(formatCurrency(0)).toBe('0,00 р.');
    expect(formatCurrency(999.999)).toBe('1 000,00 р.');
    expect(formatCurrency(-1500)).toBe('-1 500,00 р.');
  });

  it('gives an empty text for no amount', () => {
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
});

describe('parseMoney', () => {
  it('reads spaces, a comma or a dot and a typed "р."', () => {
    expect(parseMoney('12 345,5')).toEqual({ value: 12345.5 });
    expect(parseMoney('12345.50')).toEqual({ value: 12345.5 });
    expect(parseMoney('1\u00a0234\u00a0567,50 р.')).toEqual({ value: 1234567.5 });
    expect(parseMoney('100')).toEqual({ value: 100 });
  });

  it('gives no amount and no message for empty text', () => {
    expect(parseMoney('  ')).toEqual({});
  });

  it('gives no amount and a message for text that is not an amount', () => {
    for (const text of ['12,345,5', 'abc', '1,234', '10.', '12,3a']) {
      expect(parseMoney(text)).toEqual({ error: WIDGET_TEXTS.money });
    }
  });
});

describe('currency widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(CurrencyWidget, { label, required: true });
    expect(input()).toBeRequired();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(CurrencyWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(input(), validationMessages.required);
  });

  it('shows a stored amount as money when the field is not focused', () => {
    renderWidget(CurrencyWidget, { label, value: 12345.5 });
    expect(input()).toHaveValue('12 345,50 р.');
  });

  it('stores the typed amount as a number and formats it on blur', async () => {
    const user = userEvent.setup();
    const { onChange, onBlur } = renderWidget(CurrencyWidget, { label });
    await user.type(input(), '12345.5');
    expect(onChange).toHaveBeenLastCalledWith(12345.5);
    expect(input()).toHaveValue('12345.5');
    await user.tab();
    expect(input()).toHaveValue('12 345,50 р.');
    expect(onBlur).toHaveBeenCalledWith('root_field', 12345.5);
  });

  it('offers the plain number for editing on focus', async () => {
    const user = userEvent.setup();
    renderWidget(CurrencyWidget, { label, value: 12345.5 });
    await user.click(input());
    expect(input()).toHaveValue('12345,5');
  });

  it('replaces the whole amount when it is selected on focus and typed over (Tab, or select all then type)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(CurrencyWidget, { label, value: 32450.2 });
    const field = input() as HTMLInputElement;
    // Focus, then select all and type over it: the selection applies to the edit text, not the money text.
    field.focus();
    field.select();
    expect(field.value).toBe('32450,2');
    await user.keyboard('33450,2');
    expect(onChange).toHaveBeenLastCalledWith(33450.2);
    await user.tab();
    expect(field).toHaveValue('33 450,20 р.');
    // Reached with the whole money text selected: the edit text is wholly selected too.
    field.setSelectionRange(0, field.value.length);
    field.focus();
    expect(field.value).toBe('33450,2');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('stores undefined for an invalid amount and says why on blur', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(CurrencyWidget, { label });
    await user.type(input(), '12,3,4');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.tab();
    expect(input()).toHaveValue('12,3,4');
    expectErrorOn(input(), WIDGET_TEXTS.money);
  });

  it('is not editable when disabled', () => {
    renderWidget(CurrencyWidget, { label, disabled: true });
    expect(input()).toBeDisabled();
  });

  it('reads as money in read-only mode, "отсутствует" when empty', () => {
    renderWidget(CurrencyWidget, { label, value: 1500, readonly: true });
    expect(input()).toHaveValue('1 500,00 р.');
    cleanup();
    renderWidget(CurrencyWidget, { label, readonly: true });
    expect(input()).toHaveValue(WIDGET_TEXTS.empty);
  });
});
