// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '@/validation';
import { expectErrorOn, renderWidget } from './support';

afterEach(cleanup);

const label = 'Дата и время посещения';
const field = () => screen.getByRole('group', { name: label });
const type = (container: HTMLElement, text: string) => fireEvent.change(container.querySelector('input')!, { target: { value: text } });

describe('ruDateTime widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(DateTimeWidget, { label, required: true });
    expect(field()).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(DateTimeWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(field(), validationMessages.required);
  });

  it('stores a date and a 24-hour time to the minute as local YYYY-MM-DDTHH:mm', () => {
    const { container, onChange } = renderWidget(DateTimeWidget, { label });
    type(container, '15.03.2024 18:05');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-15T18:05');
  });

  it('shows a stored value as DD.MM.YYYY HH:mm', () => {
    const { container } = renderWidget(DateTimeWidget, { label, value: '2024-03-15T09:30' });
    expect(container.querySelector('input')).toHaveValue('15.03.2024 09:30');
  });

  it('is not editable when disabled', () => {
    const { container } = renderWidget(DateTimeWidget, { label, disabled: true });
    expect(container.querySelector('input')).toBeDisabled();
  });

  it('reads as text in read-only mode', () => {
    renderWidget(DateTimeWidget, { label, readonly: true, value: '2024-03-15T09:30' });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('15.03.2024 09:30');
    cleanup();
    renderWidget(DateTimeWidget, { label, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});
