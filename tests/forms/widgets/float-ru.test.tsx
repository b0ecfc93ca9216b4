// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FloatWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { parseFloatRu } from '@/forms/widgets/float-ru/float-widget';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Площадь жилья, кв. м';
const input = () => screen.getByRole('textbox', { name: label });

describe('floatRu widget', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseFloatRu('12,5')).toBe(12.5);
    expect(parseFloatRu('12.5')).toBe(12.5);
    expect(parseFloatRu('-3')).toBe(-3);
    expect(parseFloatRu('')).toBeUndefined();
    expect(parseFloatRu('12,5,1')).toBeUndefined();
  });

  it('shows its label with the required marker', () => {
    renderWidget(FloatWidget, { label, required: true });
    expect(input()).toBeRequired();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(FloatWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(input(), validationMessages.required);
  });

  it('stores a number typed with a comma and keeps the comma on screen', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(FloatWidget, { label });
    await user.type(input(), '54,3');
    expect(onChange).toHaveBeenLastCalledWith(54.3);
    expect(input()).toHaveValue('54,3');
  });

  it('shows a stored number with a comma', () => {
    renderWidget(FloatWidget, { label, value: 7.25 });
    expect(input()).toHaveValue('7,25');
  });

  it("stores undefined for text that is not a number and shows checkFloat's message on blur", async () => {
    const user = userEvent.setup();
    const { onChange, onBlur } = renderWidget(FloatWidget, { label });
    await user.type(input(), '5 кв');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.tab();
    expectErrorOn(input(), validationMessages.float);
    expect(onBlur).toHaveBeenCalledWith('root_field', undefined);
  });

  it('is not editable when disabled', () => {
    renderWidget(FloatWidget, { label, disabled: true });
    expect(input()).toBeDisabled();
  });

  it('reads "отсутствует" in read-only mode when empty', () => {
    renderWidget(FloatWidget, { label, readonly: true });
    expect(input()).toHaveValue(WIDGET_TEXTS.empty);
  });
});
