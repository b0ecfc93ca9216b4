// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCache } from '@/forms/lookup-cache';
import { LookupMultiSelectWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';
import { expectErrorOn, renderWidget } from './support';

const label = 'Категории услуг';
const schema = {
  type: 'array' as const,
  uniqueItems: true,
  items: {
    type: 'string' as const,
    oneOf: [
      { const: 'sport', title: 'Спорт' },
      { const: 'culture', title: 'Культура' },
      { const: 'tourism', title: 'Туризм' },
    ],
  },
};
const input = () => screen.getByRole('combobox', { name: label });

beforeEach(() => lookupCache.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lookupMultiSelect widget', () => {
  it('shows its label with the required marker, without a native required on the text box', () => {
    renderWidget(LookupMultiSelectWidget, { label, schema, required: true });
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
    expect(input()).not.toHaveAttribute('required');
    expect(input()).toHaveAttribute('aria-required', 'true');
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(LookupMultiSelectWidget, { label, schema, rawErrors: [validationMessages.required] });
    expectErrorOn(input(), validationMessages.required);
  });

  it('stores the codes of every chosen entry, in the order chosen', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupMultiSelectWidget, { label, schema, value: [] });
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Туризм' }));
    await user.click(screen.getByRole('option', { name: 'Спорт' }));
    expect(onChange).toHaveBeenLastCalledWith(['tourism', 'sport']);
  });

  it('shows stored codes from a fetched list as chips', async () => {
    server.use(
      http.get('*', () =>
        envelope([
          { code: 'a', caption: 'Соцтакси' },
          { code: 'b', caption: 'Сиделка' },
        ]),
      ),
    );
    renderWidget(LookupMultiSelectWidget, { label, value: ['b'], options: { lookup: 'metadata/services' } });
    expect(await screen.findByRole('button', { name: 'Сиделка' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Соцтакси' })).not.toBeInTheDocument();
  });

  it('is not editable when disabled', () => {
    renderWidget(LookupMultiSelectWidget, { label, schema, disabled: true });
    expect(input()).toBeDisabled();
  });

  it('reads the chosen captions in read-only mode', async () => {
    renderWidget(LookupMultiSelectWidget, { label, schema, value: ['culture', 'sport'], readonly: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: label })).toHaveValue('Культура, Спорт'));
    cleanup();
    renderWidget(LookupMultiSelectWidget, { label, schema, value: [], readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});
