// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupMultiSelectWidget, LookupSelectWidget } from '@/forms/widgets';
import { widgetProps } from '@/forms/widgets/widget-fixture';
import { renderWidget } from './support';

// The Autocomplete's module counts its downloads; once the tests have started (a static import would
// come before), a download waits until the test lets it through.
const download = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { count: 0, started: false, gate, release };
});
vi.mock('@/forms/widgets/lookup-select/lookup-autocomplete', async (importOriginal) => {
  download.count++;
  if (download.started) await download.gate;
  return importOriginal();
});

const genderSchema = {
  type: 'integer' as const,
  oneOf: [
    { const: 1, title: 'Мужской' },
    { const: 2, title: 'Женский' },
  ],
};
const areas = {
  type: 'array' as const,
  items: {
    type: 'string' as const,
    oneOf: [
      { const: 'sport', title: 'Спорт' },
      { const: 'culture', title: 'Культура' },
      { const: 'tourism', title: 'Туризм' },
    ],
  },
};
const box = (name: string) => screen.getByRole('combobox', { name });
const realFields = () => document.querySelectorAll('.MuiAutocomplete-root');
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

// The tests run in order: the first two see the module before it is downloaded, the rest after.
describe('lookup fields load the Autocomplete when first used', () => {
  it('paints stand-ins without downloading it, and tabbing through them switches nothing', async () => {
    download.started = true;
    const user = userEvent.setup();
    render(
      <>
        <LookupSelectWidget {...widgetProps({ id: 'root_a', label: 'Пол', schema: genderSchema, value: 2 })} />
        <LookupMultiSelectWidget
          {...widgetProps({ id: 'root_b', label: 'Сферы', schema: areas, value: ['culture'] })}
        />
        <input aria-label="Дальше" />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(download.count).toBe(0);
    expect(box('Пол')).toHaveValue('Женский');
    expect(box('Пол')).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(box('Пол')).toHaveFocus();
    await user.tab();
    expect(box('Сферы')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Дальше' })).toHaveFocus();
    // Focus is a sign of intent: the download starts, but neither field changes.
    expect(download.count).toBe(1);
    expect(realFields()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps what is typed while it downloads, hands it to the real field with the list open, and never takes the focus back', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <>
        <LookupSelectWidget {...widgetProps({ id: 'root_a', label: 'Первый', schema: genderSchema })} />
        <LookupSelectWidget {...widgetProps({ id: 'root_b', label: 'Второй', schema: genderSchema, onBlur })} />
      </>,
    );
    await user.tab();
    await user.keyboard('М');
    expect(box('Первый')).toHaveValue('М');
    // Left before the code came: that field's ask is dropped and its text gives way.
    await user.tab();
    expect(box('Первый')).toHaveValue('');
    expect(box('Второй')).toHaveFocus();
    await user.keyboard('Же');
    expect(box('Второй')).toHaveValue('Же');
    expect(realFields()).toHaveLength(0);

    download.release();
    await waitFor(() => expect(realFields()).toHaveLength(1));
    const real = box('Второй');
    await waitFor(() => expect(real).toHaveValue('Же'));
    expect(real).toHaveFocus();
    expect([real as HTMLInputElement].map((input) => [input.selectionStart, input.selectionEnd])).toEqual([[2, 2]]);
    expect(real).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Женский']);
    // The switch is not a leaving of the field.
    expect(onBlur).not.toHaveBeenCalled();
    // The first field stayed a stand-in and the focus stayed where the person put it.
    expect(box('Первый').closest('.MuiAutocomplete-root')).toBeNull();

    await user.keyboard('н');
    expect(real).toHaveValue('Жен');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(real).toHaveValue('Женский');
  });

  it('switches in the same keystroke once downloaded: a letter filters the list, the caret after it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 2 });
    await user.tab();
    expect(realFields()).toHaveLength(0);
    // Tab selects the caption, so the letter replaces it, as in the Autocomplete.
    await user.keyboard('м');
    expect(realFields()).toHaveLength(1);
    await waitFor(() => expect(box('Пол')).toHaveValue('м'));
    expect(box('Пол')).toHaveFocus();
    expect((box('Пол') as HTMLInputElement).selectionStart).toBe(1);
    expect(optionNames()).toEqual(['Мужской']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('opens the whole list on ArrowDown, and on Enter without sending the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { onChange } = renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 2 });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(box('Пол')).toHaveFocus();
    expect(box('Пол')).toHaveValue('Женский');
    expect(optionNames()).toEqual(['Мужской', 'Женский']);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    cleanup();

    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <LookupSelectWidget {...widgetProps({ label: 'Пол', schema: genderSchema })} />
        <button type="submit">Сохранить</button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(optionNames()).toEqual(['Мужской', 'Женский']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the list on a click in the box or on its button, not on a click on the text under it', async () => {
    const user = userEvent.setup();
    renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, rawErrors: ['Заполните поле'] });
    await user.click(screen.getByText('Заполните поле'));
    expect(realFields()).toHaveLength(0);
    await user.click(box('Пол'));
    expect(realFields()).toHaveLength(1);
    expect(box('Пол')).toHaveFocus();
    expect(optionNames()).toEqual(['Мужской', 'Женский']);
    cleanup();

    renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 2 });
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(box('Пол')).toHaveFocus();
    expect(optionNames()).toEqual(['Мужской', 'Женский']);
    // The first click selects the caption, as the Autocomplete's does: typing replaces it.
    await user.keyboard('м');
    expect(optionNames()).toEqual(['Мужской']);
  });

  it('takes a paste like typing', async () => {
    const user = userEvent.setup();
    renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema });
    await user.tab();
    await user.paste('Муж');
    await waitFor(() => expect(box('Пол')).toHaveValue('Муж'));
    expect(realFields()).toHaveLength(1);
    expect(optionNames()).toEqual(['Мужской']);
  });

  it('calls onBlur when the field is left, not when the real field takes over', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 1 });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(realFields()).toHaveLength(1);
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenLastCalledWith('root_field', 1);
  });

  it('shows the chosen captions of a multi-select in the stand-in, readable and removable without the Autocomplete', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupMultiSelectWidget, {
      label: 'Сферы',
      schema: areas,
      value: ['culture', 'sport'],
    });
    expect(screen.getAllByRole('button', { name: /Культура|Спорт/ }).map((chip) => chip.textContent)).toEqual([
      'Культура',
      'Спорт',
    ]);
    expect(document.querySelector('.MuiChip-root')).toBeNull();
    expect(box('Сферы')).toHaveValue('');

    // Backspace in the empty box removes the last, as in the Autocomplete.
    await user.tab();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['culture']);
    expect(realFields()).toHaveLength(0);

    await user.keyboard('Тури');
    expect(realFields()).toHaveLength(1);
    expect(optionNames()).toEqual(['Туризм']);
    await user.click(screen.getByRole('option', { name: 'Туризм' }));
    expect(onChange).toHaveBeenLastCalledWith(['culture', 'tourism']);
  });

  it('is neither prefetched nor switched while disabled', async () => {
    const user = userEvent.setup();
    renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 2, disabled: true });
    await user.click(box('Пол'));
    expect(realFields()).toHaveLength(0);
    expect(box('Пол')).toBeDisabled();
  });
});
