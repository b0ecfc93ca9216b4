// @vitest-environment happy-dom
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { useNotifications } from '@/stores/notifications';
import { AddEntryPage } from '../../../src/features/service-catalog/pages';
import { envelope } from '@/testing/mocks/utils';
import {
  EntryForm,
  entryBody,
  entryFormErrors,
  entryValues,
  type EntryValues,
} from '../../../src/features/service-catalog/entry-form';
import { RETURNED_CARD } from '../../../src/features/service-catalog/entry-fixtures';
import {
  ENTRY_MESSAGES,
  RATE_TYPE_IDS,
  RATE_UNIT_IDS,
  SERVICE_AREA_IDS,
} from '../../../common/service-catalog/entry-rules';
import { schema } from '../../../common/acts/generated/forms/service-catalog-entry';
import { CATALOG_SECTIONS } from '../../../common/catalog-groups';
import { RATE_TYPES, RATE_UNITS, SERVICE_AREAS } from '../../../src/components/service-labels';

const filled: EntryValues = {
  fields: {
    ...entryValues().fields,
    catalogGroup: 1,
    caption: 'Социальное такси до поликлиники',
    description: 'Поездка на автомобиле с подъёмником.',
    price: 1250.5,
    places: 3,
  },
  photos: [],
};
const withFields = (fields: Record<string, unknown>): EntryValues => ({
  ...filled,
  fields: { ...filled.fields, ...fields },
});
const errorAt = (v: EntryValues, pointer: string) => entryFormErrors(v).find((e) => e.pointer === pointer)?.message;

function Stateful({ onSubmit }: { onSubmit: (body: unknown) => void }) {
  const [values, setValues] = useState(entryValues());
  return <EntryForm values={values} onChange={setValues} submitCaption="Сохранить черновик" onSubmit={onSubmit} />;
}

describe('the catalogue card form', () => {
  // The photos' upload control asks the portal's upload limits.
  beforeEach(() =>
    server.use(
      http.get('*/system/application-settings', () => envelope({ maxReportFileSizeMb: 15, maxReportFilesCount: 10 })),
    ),
  );

  it('checks each field with the schema, then the rules it cannot express, as the server does', () => {
    expect(entryFormErrors(filled)).toEqual([]);
    expect(entryFormErrors(entryValues())).toEqual([
      { pointer: '/catalogGroup', message: 'Обязательное поле' },
      { pointer: '/caption', message: ENTRY_MESSAGES.caption },
      { pointer: '/description', message: ENTRY_MESSAGES.description },
      { pointer: '/price', message: ENTRY_MESSAGES.priceRequired },
    ]);
    expect(errorAt(withFields({ caption: '   ' }), '/caption')).toBe(ENTRY_MESSAGES.caption);
    expect(errorAt(withFields({ price: 0 }), '/price')).toMatch(/0/);
    expect(errorAt(withFields({ places: 0 }), '/places')).toMatch(/1/);
    expect(errorAt(withFields({ rateType: 'rate', rateUnit: undefined }), '/rateUnit')).toBe(
      ENTRY_MESSAGES.unitRequired,
    );
    // A free service has neither price nor unit, whatever was typed before.
    expect(entryFormErrors(withFields({ rateType: 'free' }))).toEqual([]);
    expect(entryBody(withFields({ rateType: 'free' }))).toMatchObject({ price: null, rateUnit: null });
  });

  it('offers the catalogue sections and the labels the portal shows elsewhere', () => {
    const options = (name: string) =>
      (schema.properties[name] as { oneOf: { const: unknown; title: string }[] }).oneOf.map((o) => [o.const, o.title]);
    expect(options('catalogGroup')).toEqual(
      CATALOG_SECTIONS.filter((s) => s.group !== null)
        .map((s) => [s.group, s.caption])
        .sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(options('area')).toEqual(Object.entries(SERVICE_AREAS));
    expect(options('rateType')).toEqual(Object.entries(RATE_TYPES));
    expect(options('rateUnit')).toEqual(Object.entries(RATE_UNITS));
    expect(options('area').map(([id]) => id)).toEqual([...SERVICE_AREA_IDS]);
    expect(options('rateType').map(([id]) => id)).toEqual([...RATE_TYPE_IDS]);
    expect(options('rateUnit').map(([id]) => id)).toEqual([...RATE_UNIT_IDS]);
  });

  it('sends the price and places as numbers, an empty field as null, the photos by their ids', () => {
    expect(entryBody({ ...filled, photos: [{ id: 'p1', uri: 'files/p1', originalFileName: 'Машина.png' }] })).toEqual({
      catalogGroup: 1,
      caption: 'Социальное такси до поликлиники',
      description: 'Поездка на автомобиле с подъёмником.',
      area: 'social',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: 1250.5,
      places: 3,
      schedule: '',
      photoFileIds: ['p1'],
    });
  });

  it('opens a saved card with its values (an empty one is absent)', () => {
    const values = entryValues(RETURNED_CARD);
    expect(values.fields).toMatchObject({
      catalogGroup: 6,
      caption: RETURNED_CARD.caption,
      rateType: 'rate',
      places: 6,
    });
    expect(values.fields).not.toHaveProperty('price');
    expect(values.fields).not.toHaveProperty('rateUnit');
  });

  it('lists the errors of an empty send and sends nothing; the filled card is sent', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Stateful onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(screen.getByText('Исправьте ошибки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Название услуги' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('combobox', { name: /Раздел каталога/ }));
    await user.click(screen.getByRole('option', { name: 'Сиделки' }));
    await user.type(screen.getByRole('textbox', { name: /Название услуги/ }), 'Сиделка в больнице');
    await user.type(screen.getByRole('textbox', { name: /Описание/ }), 'Уход в стационаре.');
    await user.type(screen.getByRole('textbox', { name: /Стоимость/ }), '380');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ catalogGroup: 2, caption: 'Сиделка в больнице', price: 380, rateUnit: 'hour' }),
    );
  });
});

describe('the new service page', () => {
  it('keeps what was typed and lets the person save again when the server refuses', async () => {
    server.use(
      http.get('*/system/application-settings', () => envelope({ maxReportFileSizeMb: 15, maxReportFilesCount: 10 })),
      http.post('*/service-catalog/create', () =>
        HttpResponse.json(
          {
            messages: [{ severity: 'Error', text: ENTRY_MESSAGES.priceRange }],
            errors: [{ pointer: '/price', message: ENTRY_MESSAGES.priceRange }],
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/user/service-catalog/add']}>
          <AddEntryPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('combobox', { name: /Раздел каталога/ }));
    await user.click(screen.getByRole('option', { name: 'Няни' }));
    await user.type(screen.getByRole('textbox', { name: /Название услуги/ }), 'Няня на выходные');
    await user.type(screen.getByRole('textbox', { name: /Описание/ }), 'Присмотр за ребёнком дома.');
    await user.type(screen.getByRole('textbox', { name: /Стоимость/ }), '500');
    const save = screen.getByRole('button', { name: 'Сохранить черновик' });
    await user.click(save);
    await waitFor(() =>
      expect(useNotifications.getState().queue.map((m) => m.text)).toContain(ENTRY_MESSAGES.priceRange),
    );
    // The storing state is released and the card is still as typed.
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Название услуги/ })).toHaveValue('Няня на выходные');
    expect(screen.getByRole('textbox', { name: /Стоимость/ })).toHaveValue('500,00 р.');
    // The refused field is named at the top and under the field.
    expect(screen.getByRole('link', { name: 'Стоимость, р.' })).toHaveAttribute('href', '#entry_price');
    expect(screen.getByRole('textbox', { name: /Стоимость/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
