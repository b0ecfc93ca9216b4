// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateTimeWidget, DateWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { renderWidget } from './support';

const field = (label: string) => screen.getByRole('textbox', { name: label });
const calendarButton = () => screen.getByRole('button', { name: /^Выберите дату/ });

/** Opens the calendar with its button and waits for it (downloaded on the first click). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(calendarButton());
  return screen.findByRole('dialog');
}

describe('the date widgets load their calendar when it is first wanted', () => {
  it('ruDate: the calendar button opens the picker in Russian, a picked day is stored, focus comes back to the button', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label: 'Дата рождения', value: '2024-03-15' });
    await user.click(screen.getByRole('button', { name: /^Выберите дату, выбрана дата/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Дата рождения');
    expect(within(dialog).getByText(/март 2024/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: '15' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('gridcell', { name: '20' }));
    // Picking a day is not yet choosing it.
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /^ОК$|^OK$/i }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Дата рождения')).toHaveValue('20.03.2024');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Выберите дату, выбрана дата 20.03.2024' }),
      ),
    );
  });

  it('ruDate: Cancel and Escape close the calendar without a change; Clear empties the field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateWidget, { label: 'Дата рождения', value: '2024-03-15' });
    let dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('gridcell', { name: '20' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Дата рождения')).toHaveValue('15.03.2024');
    await waitFor(() => expect(calendarButton()).toHaveFocus());

    dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('gridcell', { name: '21' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Дата рождения')).toHaveValue('15.03.2024');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(calendarButton()).toHaveFocus());

    dialog = await openCalendar(user);
    await user.click(within(dialog).getByRole('button', { name: WIDGET_TEXTS.clear }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Дата рождения')).toHaveValue('');
  });

  it('ruDate: the calendar does not offer days after the maximum date', async () => {
    const user = userEvent.setup();
    renderWidget(DateWidget, { label: 'Дата рождения', value: '2024-03-15', options: { maxDate: '2024-03-18' } });
    const dialog = await openCalendar(user);
    expect(within(dialog).getByRole('gridcell', { name: '18' })).toBeEnabled();
    expect(within(dialog).getByRole('gridcell', { name: '19' })).toBeDisabled();
  });

  it('ruDateTime: the button opens the date and time picker; a picked day and time are stored to the minute', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(DateTimeWidget, { label: 'Дата и время посещения', value: '2024-03-15T09:30' });
    await user.click(screen.getByRole('button', { name: /^Выберите дату/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/март 2024/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('gridcell', { name: '20' }));
    // The day first, then the time.
    await user.click(within(dialog).getByRole('button', { name: 'Следующий' }));
    // The 24-hour clock: hours up to 23, every minute.
    const hours = await within(dialog).findByRole('listbox', { name: /часы/i });
    expect(within(hours).getByRole('option', { name: /^23 час/ })).toBeInTheDocument();
    await user.click(within(hours).getByRole('option', { name: /^18 час/ }));
    const minutes = within(dialog).getByRole('listbox', { name: /минуты/i });
    await user.click(within(minutes).getByRole('option', { name: /^7 минут/ }));
    await user.click(within(dialog).getByRole('button', { name: /^ОК$|^OK$/i }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20T18:07');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Дата и время посещения')).toHaveValue('20.03.2024 18:07');
  });
});
