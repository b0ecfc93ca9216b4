// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeWidget, DateWidget } from '@/forms/widgets';
import { renderWidget } from './support';

afterEach(cleanup);

describe('the date widgets load their calendar when it is first wanted', () => {
  it('ruDate: the calendar button opens the picker in Russian, a picked day is stored, focus comes back to the button', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label: 'Дата рождения', value: '2024-03-15' });
    await user.click(screen.getByRole('button', { name: /^Выберите дату, выбрана дата/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/март 2024/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('gridcell', { name: '20' }));
    await user.click(within(dialog).getByRole('button', { name: /^ОК$|^OK$/i }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = document.querySelector('input')!;
    expect(input).toHaveValue('20.03.2024');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Выберите дату, выбрана дата/ })));
  });

  it('ruDateTime: the button opens the date and time picker', async () => {
    const user = userEvent.setup();
    renderWidget(DateTimeWidget, { label: 'Дата и время посещения', value: '2024-03-15T09:30' });
    await user.click(screen.getByRole('button', { name: /^Выберите дату/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/март 2024/i)).toBeInTheDocument();
  });
});
