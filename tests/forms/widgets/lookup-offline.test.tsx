// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LookupSelectWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { renderWidget } from './support';

// The Autocomplete's module cannot be downloaded while `offline` (no network for a moment).
const download = vi.hoisted(() => ({ count: 0, offline: true }));
vi.mock('@/forms/widgets/lookup-select/lookup-autocomplete', async (importOriginal) => {
  download.count++;
  if (download.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const genderSchema = {
  type: 'integer' as const,
  oneOf: [
    { const: 1, title: 'Мужской' },
    { const: 2, title: 'Женский' },
  ],
};
const box = () => screen.getByRole('combobox', { name: 'Пол' });

describe('a lookup field whose Autocomplete cannot be downloaded', () => {
  it('stays a stand-in that says so and keeps the choice and the typed text; the next try works', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupSelectWidget, { label: 'Пол', schema: genderSchema, value: 2 });
    await user.tab();
    await user.keyboard('м');
    expect(await screen.findByRole('alert')).toHaveTextContent(WIDGET_TEXTS.lookupFieldFailed);
    expect(box()).toHaveAccessibleDescription(WIDGET_TEXTS.lookupFieldFailed);
    expect(box()).toHaveValue('м');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    // Leaving gives the chosen caption back; the message stays until the next try.
    await user.tab();
    expect(box()).toHaveValue('Женский');
    expect(screen.getByRole('alert')).toHaveTextContent(WIDGET_TEXTS.lookupFieldFailed);
    const tries = download.count;

    download.offline = false;
    await user.click(box());
    await waitFor(() => expect(document.querySelector('.MuiAutocomplete-root')).not.toBeNull());
    expect(download.count).toBeGreaterThan(tries);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('Женский');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Мужской' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
