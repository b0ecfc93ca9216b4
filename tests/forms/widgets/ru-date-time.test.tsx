// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateTimeWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Дата и время посещения';
const field = () => screen.getByRole('textbox', { name: label });
const paste = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('ruDateTime widget', () => {
  it('shows its label with the required marker, with the format as placeholder', () => {
    renderWidget(DateTimeWidget, { label, required: true });
    expect(field()).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
    expect(field()).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ ЧЧ:ММ');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(DateTimeWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(field(), validationMessages.required);
  });

  it('stores a date and a 24-hour time to the minute as local YYYY-MM-DDTHH:mm', () => {
    const { onChange } = renderWidget(DateTimeWidget, { label });
    paste('15.03.2024 18:05');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15T18:05');
  });

  it('puts the dots, the space and the colon in as the digits are typed', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateTimeWidget, { label });
    await user.type(field(), '15032024');
    expect(field()).toHaveValue('15.03.2024');
    // A date without its time is not complete yet.
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(field(), '9:05');
    expect(field()).toHaveValue('15.03.2024 09:05');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15T09:05');
  });

  it('refuses a time that does not exist at once, and a missing time once the person leaves', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateTimeWidget, { label });
    paste('15.03.2024 24:00');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expectErrorOn(field(), WIDGET_TEXTS.invalidDate);
    paste('15.03.2024');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(field());
    fireEvent.blur(field());
    expectErrorOn(field(), WIDGET_TEXTS.invalidDate);
  });

  it('limits the day by the maximum date', () => {
    const { onChange } = renderWidget(DateTimeWidget, { label, options: { maxDate: '2025-01-31' } });
    paste('31.01.2025 23:59');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-31T23:59');
    paste('01.02.2025 00:00');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expectErrorOn(field(), WIDGET_TEXTS.dateAfterMax('31.01.2025'));
  });

  it('shows a stored value as DD.MM.YYYY HH:mm', () => {
    renderWidget(DateTimeWidget, { label, value: '2024-03-15T09:30' });
    expect(field()).toHaveValue('15.03.2024 09:30');
    expect(screen.getByRole('button', { name: 'Выберите дату, выбрана дата 15.03.2024' })).toBeInTheDocument();
  });

  it('stores undefined when the clear button empties the field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateTimeWidget, { label, value: '2024-03-15T09:30' });
    await user.click(screen.getByRole('button', { name: WIDGET_TEXTS.clear }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(field()).toHaveValue('');
  });

  it('is not editable when disabled', () => {
    renderWidget(DateTimeWidget, { label, disabled: true, value: '2024-03-15T09:30' });
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: /выберите дату/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.clear })).toBeNull();
  });

  it('reads as text in read-only mode', () => {
    renderWidget(DateTimeWidget, { label, readonly: true, value: '2024-03-15T09:30' });
    expect(field()).toHaveValue('15.03.2024 09:30');
    cleanup();
    renderWidget(DateTimeWidget, { label, readonly: true });
    expect(field()).toHaveValue(WIDGET_TEXTS.empty);
  });
});
