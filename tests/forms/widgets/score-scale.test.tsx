// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pluralPoints, ScoreScaleWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Приём пищи';
const schema = {
  type: 'integer' as const,
  oneOf: [
    { const: 10, title: 'Не нуждается в помощи' },
    { const: 5, title: 'Частично нуждается в помощи' },
    { const: 0, title: 'Полностью зависим от помощи' },
  ],
};
const group = () => screen.getByRole('radiogroup', { name: label });

describe('pluralPoints', () => {
  it.each([
    [0, '0 баллов'],
    [1, '1 балл'],
    [2, '2 балла'],
    [4, '4 балла'],
    [5, '5 баллов'],
    [10, '10 баллов'],
    [11, '11 баллов'],
    [14, '14 баллов'],
    [21, '21 балл'],
    [22, '22 балла'],
    [100, '100 баллов'],
    [111, '111 баллов'],
    [2.5, '2,5 балла'],
  ])('writes %s as "%s"', (points, text) => {
    expect(pluralPoints(points)).toBe(text);
  });
});

describe('scoreScale widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(ScoreScaleWidget, { label, schema, required: true });
    expect(group()).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows each level with its points, e.g. "10 баллов"', () => {
    renderWidget(ScoreScaleWidget, { label, schema });
    expect(screen.getByRole('radio', { name: '10 баллов — Не нуждается в помощи' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 баллов — Частично нуждается в помощи' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '0 баллов — Полностью зависим от помощи' })).toBeInTheDocument();
  });

  it('shows the form error under the levels and points aria-describedby at it', () => {
    renderWidget(ScoreScaleWidget, { label, schema, rawErrors: [validationMessages.required] });
    expectErrorOn(group(), validationMessages.required);
  });

  it('stores the points of the chosen level as a number', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(ScoreScaleWidget, { label, schema });
    await user.click(screen.getByRole('radio', { name: /Частично/ }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('radio', { name: /Частично/ })).toBeChecked();
  });

  it('keeps the clicked level checked when two levels give the same points', async () => {
    const user = userEvent.setup();
    const lawton = {
      type: 'integer' as const,
      oneOf: [
        { const: 1, title: 'Пользуется телефоном самостоятельно' },
        { const: 1, title: 'Набирает несколько известных номеров' },
        { const: 0, title: 'Не пользуется телефоном' },
      ],
    };
    renderWidget(ScoreScaleWidget, { label, schema: lawton });
    await user.click(screen.getByRole('radio', { name: /Набирает/ }));
    expect(screen.getByRole('radio', { name: /Набирает/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /самостоятельно/ })).not.toBeChecked();
  });

  it('is not choosable when disabled', () => {
    renderWidget(ScoreScaleWidget, { label, schema, disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('reads the chosen level in read-only mode, "отсутствует" when none', () => {
    renderWidget(ScoreScaleWidget, { label, schema, value: 10, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('Не нуждается в помощи (10 баллов)');
    cleanup();
    renderWidget(ScoreScaleWidget, { label, schema, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});
