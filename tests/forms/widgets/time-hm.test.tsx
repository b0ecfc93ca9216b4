// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { normalizeTime } from '@/forms/widgets/time-hm/time-widget';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Время начала';
const input = () => screen.getByRole('textbox', { name: label });

describe('timeHm widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(TimeWidget, { label, required: true });
    expect(input()).toBeRequired();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(TimeWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(input(), validationMessages.required);
  });

  it('stores H:MM as normalised HH:MM and shows it so after leaving the field', async () => {
    const user = userEvent.setup();
    const { onChange, onBlur } = renderWidget(TimeWidget, { label });
    await user.type(input(), '9:05');
    expect(onChange).toHaveBeenLastCalledWith('09:05');
    await user.tab();
    expect(input()).toHaveValue('09:05');
    expect(onBlur).toHaveBeenCalledWith('root_field', '09:05');
  });

  it('says "Некорректное значение времени" only once the person leaves an invalid time', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(TimeWidget, { label });
    await user.type(input(), '25:00');
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith('25:00');
    await user.tab();
    expectErrorOn(input(), WIDGET_TEXTS.time);
    expect(WIDGET_TEXTS.time).toBe(validationMessages.time);
  });

  it('drops the message as soon as the time is corrected', async () => {
    const user = userEvent.setup();
    renderWidget(TimeWidget, { label });
    await user.type(input(), '12:60');
    await user.tab();
    expect(screen.getByText(validationMessages.time)).toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), '12:30');
    expect(screen.queryByText(validationMessages.time)).not.toBeInTheDocument();
  });

  it('stores undefined for an empty time, which is valid (midnight)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(TimeWidget, { label, value: '10:00' });
    await user.clear(input());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByText(validationMessages.time)).not.toBeInTheDocument();
  });

  it('normalises only valid times', () => {
    expect(normalizeTime('0:00')).toBe('00:00');
    expect(normalizeTime('23:59')).toBe('23:59');
    expect(normalizeTime('24:00')).toBeUndefined();
    expect(normalizeTime('')).toBeUndefined();
  });

  it('is not editable when disabled', () => {
    renderWidget(TimeWidget, { label, disabled: true });
    expect(input()).toBeDisabled();
  });

  it('reads "отсутствует" in read-only mode when empty', () => {
    renderWidget(TimeWidget, { label, readonly: true });
    expect(input()).toHaveValue(WIDGET_TEXTS.empty);
    expect(input()).toHaveAttribute('readonly');
  });
});
