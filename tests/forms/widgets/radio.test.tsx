// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RadioWidget } from '@/forms/widgets/radio/radio-widget';
import { renderWidget } from './support';

const label = 'Форма социального обслуживания';
const enumOptions = [
  { value: 1, label: 'Стационарная' },
  { value: 2, label: 'На дому' },
];

describe('radio widget', () => {
  it('is a radio group named by its label, and stores the chosen value', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(RadioWidget, { label, schema: { type: 'integer' }, options: { enumOptions } });
    const group = screen.getByRole('radiogroup', { name: label });
    await user.click(screen.getByRole('radio', { name: 'На дому' }));
    expect(group).toContainElement(screen.getByRole('radio', { name: 'На дому' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
