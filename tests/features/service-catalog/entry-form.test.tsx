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
import { ENTRY_MESSAGES } from '../../../common/service-catalog/entry-rules';

const filled: EntryValues = {
  ...entryValues(),
  catalogGroup: '1',
  caption: 'Социальное такси до поликлиники',
  description: 'Поездка на автомобиле с подъёмником.',
  price: '1 250,50',
  places: '3',
};

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

  it('checks each field as the server does', () => {
    expect(entryFormErrors(filled)).toEqual({});
    expect(entryFormErrors(entryValues())).toEqual({
      catalogGroup: 'Обязательное поле',
      caption: ENTRY_MESSAGES.caption,
      description: ENTRY_MESSAGES.description,
      price: ENTRY_MESSAGES.priceRequired,
    });
    expect(entryFormErrors({ ...filled, price: '12,345' }).price).toBe(
      'Введите сумму цифрами, копейки — через запятую',
    );
    expect(entryFormErrors({ ...filled, places: '2,5' }).places).toBe('Введите целое число мест');
    expect(entryFormErrors({ ...filled, places: '0' }).places).toBe(ENTRY_MESSAGES.placesRange);
    expect(entryFormErrors({ ...filled, rateType: 'rate', rateUnit: '' }).rateUnit).toBe(ENTRY_MESSAGES.unitRequired);
    // A free service has neither price nor unit, whatever was typed before.
    expect(entryFormErrors({ ...filled, rateType: 'free' })).toEqual({});
    expect(entryBody({ ...filled, rateType: 'free' })).toMatchObject({ price: null, rateUnit: null });
  });

  it('sends the price and places as numbers, the photos by their ids', () => {
    expect(entryBody(filled)).toEqual({
      catalogGroup: 1,
      caption: 'Социальное такси до поликлиники',
      description: 'Поездка на автомобиле с подъёмником.',
      area: 'social',
      rateType: 'fixed',
      rateUnit: 'hour',
      price: 1250.5,
      places: 3,
      schedule: '',
      photoFileIds: [],
    });
  });

  it('opens a saved card with its values', () => {
    expect(entryValues(RETURNED_CARD)).toMatchObject({
      catalogGroup: '6',
      caption: RETURNED_CARD.caption,
      rateType: 'rate',
      rateUnit: '',
      price: '',
      places: '6',
    });
  });

  it('lists the errors of an empty send and sends nothing; the filled card is sent', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Stateful onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(screen.getByText('Исправьте ошибки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Название услуги' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: /Раздел каталога/ }));
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
        HttpResponse.json({ messages: [{ severity: 'Error', text: ENTRY_MESSAGES.priceRange }] }, { status: 400 }),
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
    await user.click(screen.getByRole('combobox', { name: /Раздел каталога/ }));
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
    expect(screen.getByRole('textbox', { name: /Стоимость/ })).toHaveValue('500');
  });
});
