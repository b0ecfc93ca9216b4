// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DateWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { maxDateOption, usePickerDraft } from '@/forms/widgets/ru-date/picker-draft';
import { validationMessages } from '@/validation';
import { expectErrorOn, renderWidget } from './support';

afterEach(cleanup);

const label = 'Дата рождения';
const field = () => screen.getByRole('group', { name: label });
const type = (container: HTMLElement, text: string) => fireEvent.change(container.querySelector('input')!, { target: { value: text } });

describe('ruDate widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(DateWidget, { label, required: true });
    expect(field()).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(DateWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(field(), validationMessages.required);
  });

  it('stores a date typed as DD.MM.YYYY as YYYY-MM-DD', () => {
    const { container, onChange } = renderWidget(DateWidget, { label });
    type(container, '15.03.2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(container.querySelector('input')).toHaveValue('15.03.2024');
  });

  it('keeps an impossible date in the picker while the form stores undefined, and follows a new form value', () => {
    const { result, rerender } = renderHook(({ value }) => usePickerDraft(value), { initialProps: { value: '2024-03-15' as string | undefined } });
    const impossible = dayjs('2024-02-31', 'YYYY-MM-DD', true);
    // The picker changes first; the form shows the stored undefined on a later render.
    act(() => result.current[1](impossible, undefined));
    expect(result.current[0]).toBe(impossible);
    rerender({ value: undefined });
    expect(result.current[0]).toBe(impossible);
    rerender({ value: '2025-01-31' });
    expect(result.current[0]?.format('YYYY-MM-DD')).toBe('2025-01-31');
  });

  it('shows a stored value in Russian format', () => {
    const { container } = renderWidget(DateWidget, { label, value: '2024-03-15' });
    expect(container.querySelector('input')).toHaveValue('15.03.2024');
  });

  it('stores undefined when the clear button empties the field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label, value: '2024-03-15' });
    await user.click(screen.getByRole('button', { name: /очистить/i }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('refuses a day after the maximum date, storing undefined with a message', () => {
    const max = dayjs().format('DD.MM.YYYY');
    const { container, onChange } = renderWidget(DateWidget, { label, options: { maxDate: 'today' } });
    type(container, dayjs().add(2, 'day').format('DD.MM.YYYY'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expectErrorOn(field(), WIDGET_TEXTS.dateAfterMax(max));
  });

  it('reads the maximum date as today or an ISO date', () => {
    const now = dayjs('2026-03-12T10:00');
    expect(maxDateOption('today', now)?.format('YYYY-MM-DD')).toBe('2026-03-12');
    expect(maxDateOption('2025-01-31')?.format('YYYY-MM-DD')).toBe('2025-01-31');
    expect(maxDateOption(undefined)).toBeUndefined();
  });

  it('reports leaving the field with its id and value', () => {
    const { onBlur, container } = renderWidget(DateWidget, { label, value: '2024-03-15' });
    fireEvent.blur(container.querySelector('[role="spinbutton"]')!);
    expect(onBlur).toHaveBeenCalledWith('root_field', '2024-03-15');
  });

  it('is not editable when disabled', () => {
    const { container } = renderWidget(DateWidget, { label, disabled: true });
    expect(container.querySelector('input')).toBeDisabled();
    expect(screen.getByRole('button', { name: /выберите дату/i })).toBeDisabled();
  });

  it('reads as text in read-only mode, empty as "отсутствует"', () => {
    renderWidget(DateWidget, { label, readonly: true, value: '2024-03-15' });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('15.03.2024');
    cleanup();
    renderWidget(DateWidget, { label, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});
