// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DateWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { widgetProps } from '@/forms/widgets/widget-fixture';
import { validationMessages } from '../../../common/validation';
import { regionToday } from '../../../common/time-zone';
import { expectErrorOn, renderWidget } from './support';

const label = 'Дата рождения';
const field = () => screen.getByRole('textbox', { name: label });
const paste = (text: string) => fireEvent.change(field(), { target: { value: text } });

/** A form that holds the value, and can put a new one in from outside, as a restored draft does. */
function Restorable({ restored }: { restored: string }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <>
      <DateWidget {...widgetProps({ label, value, onChange: setValue })} />
      <button type="button" onClick={() => setValue(restored)}>
        Восстановить
      </button>
      <output>{String(value)}</output>
    </>
  );
}

describe('ruDate widget', () => {
  it('shows its label with the required marker, as a text field for digits with the format as placeholder', () => {
    renderWidget(DateWidget, { label, required: true });
    expect(field()).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(DateWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(field(), validationMessages.required);
  });

  it('puts the dots in as the digits are typed and stores YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label });
    await user.type(field(), '1503');
    expect(field()).toHaveValue('15.03');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(field(), '2024');
    expect(field()).toHaveValue('15.03.2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
  });

  it('pads a one-digit day and month when a dot is typed after them', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label });
    await user.type(field(), '1.3.1985');
    expect(field()).toHaveValue('01.03.1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-01');
  });

  it('stores a pasted date typed as DD.MM.YYYY or DD/MM/YYYY as YYYY-MM-DD', () => {
    const { onChange } = renderWidget(DateWidget, { label });
    paste('15.03.2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(field()).toHaveValue('15.03.2024');
    paste('20/04/2023');
    expect(onChange).toHaveBeenLastCalledWith('2023-04-20');
    expect(field()).toHaveValue('20.04.2023');
  });

  it('lets Backspace remove a dot the person typed, and then the digit before it', async () => {
    const user = userEvent.setup();
    renderWidget(DateWidget, { label });
    await user.type(field(), '15.03.');
    expect(field()).toHaveValue('15.03.');
    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('15.03');
    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('15.0');
  });

  it('steps Backspace over a dot in the middle: the next one removes the digit before it', async () => {
    const user = userEvent.setup();
    renderWidget(DateWidget, { label, value: '2024-03-15' });
    const input = field() as HTMLInputElement;
    // The caret after '15.'.
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('15.03.2024');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('10.32.024');
  });

  it('steps Delete over a dot in the middle: the next one removes the digit after it', async () => {
    const user = userEvent.setup();
    renderWidget(DateWidget, { label, value: '2024-03-15' });
    const input = field() as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('15.03.2024');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('15.32.024');
  });

  it('keeps an impossible date in the field while the form stores undefined, and says so at once', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label });
    await user.type(field(), '31022024');
    expect(field()).toHaveValue('31.02.2024');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
    expectErrorOn(field(), WIDGET_TEXTS.invalidDate);
  });

  it('names an incomplete date only once the person leaves the field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label });
    await user.type(field(), '1503202');
    expect(field()).toHaveValue('15.03.202');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(WIDGET_TEXTS.invalidDate)).toBeNull();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(document.body);
    expectErrorOn(field(), WIDGET_TEXTS.invalidDate);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    // Completed, the message goes.
    await user.type(field(), '4');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(screen.queryByText(WIDGET_TEXTS.invalidDate)).toBeNull();
  });

  it('does not take a move to its own buttons for leaving the field', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(DateWidget, { label });
    await user.type(field(), '15');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: WIDGET_TEXTS.clear }));
    expect(onBlur).not.toHaveBeenCalled();
    expect(screen.queryByText(WIDGET_TEXTS.invalidDate)).toBeNull();
  });

  it('follows a new value from outside, but never rewrites what the person is typing', async () => {
    const user = userEvent.setup();
    render(<Restorable restored="2025-01-31" />);
    await user.type(field(), '1503');
    // The form stores undefined for '15.03' and shows it back: the text stays.
    expect(screen.getByRole('status')).toHaveTextContent('undefined');
    expect(field()).toHaveValue('15.03');
    await user.type(field(), '2024');
    expect(screen.getByRole('status')).toHaveTextContent('2024-03-15');
    expect(field()).toHaveValue('15.03.2024');
    // A digit taken back: the form goes back to undefined, the text stays as the person left it.
    await user.type(field(), '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent('undefined');
    expect(field()).toHaveValue('15.03.202');
    await user.click(screen.getByRole('button', { name: 'Восстановить' }));
    expect(field()).toHaveValue('31.01.2025');
  });

  it('shows a stored value in Russian format', () => {
    renderWidget(DateWidget, { label, value: '2024-03-15' });
    expect(field()).toHaveValue('15.03.2024');
  });

  it('stores undefined when the clear button empties the field, and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label, value: '2024-03-15' });
    await user.click(screen.getByRole('button', { name: WIDGET_TEXTS.clear }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.clear })).toBeNull();
  });

  it('refuses a day after the maximum date, storing undefined with a message', () => {
    // «today» is the region's day, whatever the clock of the machine running the test
    const today = dayjs(regionToday());
    const max = today.format('DD.MM.YYYY');
    const { onChange } = renderWidget(DateWidget, { label, options: { maxDate: 'today' } });
    paste(today.format('DD.MM.YYYY'));
    expect(onChange).toHaveBeenLastCalledWith(today.format('YYYY-MM-DD'));
    paste(today.add(2, 'day').format('DD.MM.YYYY'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expectErrorOn(field(), WIDGET_TEXTS.dateAfterMax(max));
  });

  it('takes an ISO maximum date', () => {
    const { onChange } = renderWidget(DateWidget, { label, options: { maxDate: '2025-01-31' } });
    paste('01.02.2025');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expectErrorOn(field(), WIDGET_TEXTS.dateAfterMax('31.01.2025'));
    paste('31.01.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-31');
  });

  it('reports leaving the field with its id and value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(DateWidget, { label, value: '2024-03-15' });
    await user.click(field());
    fireEvent.blur(field());
    expect(onBlur).toHaveBeenCalledWith('root_field', '2024-03-15');
  });

  it('focuses the field when asked to', () => {
    renderWidget(DateWidget, { label, autofocus: true });
    expect(field()).toHaveFocus();
  });

  it('names the calendar button with the date it holds', () => {
    renderWidget(DateWidget, { label, value: '2024-03-15' });
    expect(screen.getByRole('button', { name: 'Выберите дату, выбрана дата 15.03.2024' })).toBeEnabled();
    paste('15.03');
    expect(screen.getByRole('button', { name: 'Выберите дату' })).toBeEnabled();
  });

  it('is not editable when disabled, without a clear button', () => {
    renderWidget(DateWidget, { label, disabled: true, value: '2024-03-15' });
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: /выберите дату/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.clear })).toBeNull();
  });

  it('reads as text in read-only mode, empty as "отсутствует"', () => {
    renderWidget(DateWidget, { label, readonly: true, value: '2024-03-15' });
    expect(field()).toHaveValue('15.03.2024');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWidget(DateWidget, { label, readonly: true });
    expect(field()).toHaveValue(WIDGET_TEXTS.empty);
  });
});
