// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCache } from '@/forms/lookup-cache';
import { LookupSelectWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { widgetProps } from '@/forms/widgets/widget-fixture';
import { validationMessages } from '../../../common/validation';
import { server } from '@/testing/mocks/server';
import { envelope, recordRequests } from '@/testing/mocks/utils';
import { expectErrorOn, renderWidget } from './support';

const label = 'Регион проживания';
const regions = [
  { code: 1, caption: 'Ненецкий АО' },
  { code: 2, caption: 'Ямало-Ненецкий АО' },
];
const genderSchema = {
  type: 'integer' as const,
  oneOf: [
    { const: 1, title: 'Мужской' },
    { const: 2, title: 'Женский' },
  ],
};
const input = () => screen.getByRole('combobox', { name: label });

beforeEach(() => lookupCache.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lookupSelect widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(LookupSelectWidget, { label, required: true, schema: genderSchema });
    expect(input()).toBeRequired();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(LookupSelectWidget, { label, schema: genderSchema, rawErrors: [validationMessages.required] });
    expectErrorOn(input(), validationMessages.required);
  });

  it('offers the schema oneOf titles and stores the chosen const', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupSelectWidget, { label, schema: genderSchema });
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Женский' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input()).toHaveValue('Женский');
  });

  it('offers a schema enum when there is no oneOf', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupSelectWidget, { label, schema: { type: 'string', enum: ['А', 'Б'] } });
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Б' }));
    expect(onChange).toHaveBeenLastCalledWith('Б');
  });

  it('loads the list from the ui:options lookup path and shows the stored code as its caption', async () => {
    server.use(http.get('*', () => envelope(regions)));
    const seen = recordRequests(server);
    renderWidget(LookupSelectWidget, { label, value: 2, options: { lookup: 'public/metadata/regions' } });
    await waitFor(() => expect(input()).toHaveValue('Ямало-Ненецкий АО'));
    expect(seen.requests[0].url).toBe('/api/public/metadata/regions');
  });

  it('fetches a lookup path once for two widgets that use it', async () => {
    server.use(http.get('*', () => envelope(regions)));
    const seen = recordRequests(server);
    const options = { lookup: 'public/metadata/regions' };
    render(
      <>
        <LookupSelectWidget {...widgetProps({ id: 'root_a', label: 'Регион А', value: 1, options })} />
        <LookupSelectWidget {...widgetProps({ id: 'root_b', label: 'Регион Б', value: 2, options })} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Регион Б' })).toHaveValue('Ямало-Ненецкий АО'));
    expect(screen.getByRole('combobox', { name: 'Регион А' })).toHaveValue('Ненецкий АО');
    expect(seen.requests).toHaveLength(1);
  });

  it('stores undefined when the choice is cleared', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(LookupSelectWidget, { label, schema: genderSchema, value: 1 });
    await user.click(input());
    await user.click(screen.getByRole('button', { name: /очистить/i }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('*', () => new HttpResponse('', { status: 500 })));
    renderWidget(LookupSelectWidget, { label, options: { lookup: 'public/metadata/regions' } });
    await waitFor(() => expectErrorOn(input(), WIDGET_TEXTS.lookupFailed));
  });

  it('is not editable when disabled', () => {
    renderWidget(LookupSelectWidget, { label, schema: genderSchema, disabled: true });
    expect(input()).toBeDisabled();
  });

  it('reads the caption in read-only mode, "отсутствует" when empty', () => {
    renderWidget(LookupSelectWidget, { label, schema: genderSchema, value: 2, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('Женский');
    cleanup();
    renderWidget(LookupSelectWidget, { label, schema: genderSchema, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });

  it('never opens an empty «Нет вариантов» box on a short list (Трудовой стаж): a text that matches nothing shows every choice', async () => {
    const user = userEvent.setup();
    const experience = {
      type: 'integer' as const,
      oneOf: [
        { const: 1, title: 'Нет стажа' },
        { const: 2, title: 'До 5 лет' },
        { const: 3, title: 'Свыше 25 лет' },
      ],
    };
    renderWidget(LookupSelectWidget, { label, schema: experience });
    await user.type(input(), 'стаж 40');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Нет стажа', 'До 5 лет', 'Свыше 25 лет']);
    expect(screen.queryByText(WIDGET_TEXTS.noOptions)).toBeNull();
  });

  describe('a list with kinds (the classifier of social services)', () => {
    const path = 'individual-needs-assessment-act/service-types';
    const services = [
      { code: 1007, caption: 'Помощь в приготовлении пищи', group: 'Социально-бытовые услуги' },
      { code: 1013, caption: 'Уборка жилых помещений', group: 'Социально-бытовые услуги' },
      { code: 2008, caption: 'Сопровождение в медицинские организации', group: 'Социально-медицинские услуги' },
      { code: 3003, caption: 'Социально-психологический патронаж', group: 'Социально-психологические услуги' },
    ];
    const schema = {
      type: 'integer' as const,
      oneOf: [
        { const: 601, title: 'Социальные услуги по ИППСУ' },
        ...services.map((s) => ({ const: s.code, title: s.caption })),
      ],
    };

    it('shows the entries under their kinds and finds them by the kind as well as the caption', async () => {
      lookupCache.prime(path, undefined, services);
      const user = userEvent.setup();
      const { onChange } = renderWidget(LookupSelectWidget, { label, schema, options: { lookup: path } });
      await user.click(input());
      const list = await screen.findByRole('listbox');
      expect([...list.querySelectorAll('.MuiAutocomplete-groupLabel')].map((g) => g.textContent)).toEqual([
        'Социально-бытовые услуги',
        'Социально-медицинские услуги',
        'Социально-психологические услуги',
      ]);
      await user.type(input(), 'медицин');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Сопровождение в медицинские организации',
      ]);
      await user.clear(input());
      await user.type(input(), 'уборк');
      await user.click(await screen.findByRole('option', { name: 'Уборка жилых помещений' }));
      expect(onChange).toHaveBeenLastCalledWith(1013);
    });

    it('says there is nothing when a search finds nothing, instead of showing the whole list', async () => {
      lookupCache.prime(path, undefined, services);
      const user = userEvent.setup();
      renderWidget(LookupSelectWidget, { label, schema, options: { lookup: path } });
      await user.type(input(), 'стрижка');
      expect(await screen.findByText(WIDGET_TEXTS.noOptions)).toBeInTheDocument();
      expect(screen.queryAllByRole('option')).toEqual([]);
    });

    it('reads a stored code the list no longer offers as its caption from the schema', async () => {
      lookupCache.prime(path, undefined, services);
      renderWidget(LookupSelectWidget, { label, schema, value: 601, options: { lookup: path } });
      await waitFor(() => expect(input()).toHaveValue('Социальные услуги по ИППСУ'));
    });
  });
});
