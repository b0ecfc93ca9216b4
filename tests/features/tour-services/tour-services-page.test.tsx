// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TourService } from '@/features/tour-services/api';
import TourServicesPage from '@/features/tour-services/tour-services-page';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';
import { useSession } from '@/stores/session';
import { makeUser } from '../../app/users';

const OGRN = '1178900004630';

const row = (extra: Partial<TourService> = {}): TourService => ({
  id: 1,
  institutionId: 14,
  serviceTypeId: 5,
  serviceType: 'Активный отдых',
  name: 'Салехард — Полярный Урал: 3 дня в горах',
  description: 'Пешие маршруты',
  dateFrom: '2026-12-14',
  dateTo: '2026-12-16',
  placesTotal: 12,
  placesTaken: 9,
  placesLeft: 3,
  doNotShowOnPortalFrom: null,
  price: 38500,
  version: 1,
  updatedAt: '2026-12-01T09:00:00Z',
  ...extra,
});

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TourServicesPage />
    </SWRConfig>,
  );

describe('the tour operator’s tour services', () => {
  beforeEach(() => {
    server.use(...closedNetwork);
    useSession.setState({
      user: makeUser({
        tourismProvider: true,
        selectedInstitution: {
          institutionId: 14,
          caption: 'ООО «Ямал-Тур»',
          institutionSourceType: 2,
          institutionRole: 4,
          institutionTypeId: 1,
          ogrn: OGRN,
          employeeId: 1,
          dateIncluded: '2026-01-10',
        },
      }),
    });
  });
  afterEach(() => useSession.setState({ user: null }));

  it('on a stale version loads the list from the server again and keeps what was typed in the form', async () => {
    // Someone else renamed the tour meanwhile: the server has version 2.
    let current = [row()];
    let loads = 0;
    server.use(
      http.get('/api/service-trm-catalog/service-types/2', () => envelope([{ id: 5, caption: 'Активный отдых' }])),
      http.get(`/api/service-trm-catalog/${OGRN}`, () => {
        loads += 1;
        return envelope(current);
      }),
      http.post(`/api/service-trm-catalog/update/${OGRN}`, () =>
        HttpResponse.json(
          {
            code: 'STALE_VERSION',
            messages: [
              {
                severity: 'Warning',
                text: 'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Туристические услуги' });
    expect(list.textContent).toContain('Осталось мест: 3');
    current = [row({ version: 2, name: 'Полярный Урал: новый маршрут' })];

    await user.click(within(list).getByRole('button', { name: /^Изменить/ }));
    const form = await screen.findByRole('dialog', { name: 'Изменить туристическую услугу' });
    const name = within(form).getByLabelText(/Название/);
    await user.clear(name);
    await user.type(name, 'Мой новый тур');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    const conflict = await screen.findByRole('dialog', { name: 'Данные изменились' });
    expect(conflict.textContent).toContain('Форма обновлена, внесите изменения повторно');
    expect(loads).toBe(2);
    await waitFor(() =>
      // Behind the dialogs (hidden from the accessibility tree while they are open).
      expect(screen.getByRole('list', { name: 'Туристические услуги', hidden: true }).textContent).toContain(
        'Полярный Урал: новый маршрут',
      ),
    );
    await user.click(within(conflict).getByRole('button', { name: 'OK' }));
    const again = screen.getByRole('dialog', { name: 'Изменить туристическую услугу' });
    expect((within(again).getByLabelText(/Название/) as HTMLInputElement).value).toBe('Мой новый тур');
    expect(again.textContent).toContain('Список загружен с сервера заново');
  });

  it('says the list could not be loaded and loads it again on request', async () => {
    let fail = true;
    server.use(
      http.get('/api/service-trm-catalog/service-types/2', () => envelope([{ id: 5, caption: 'Активный отдых' }])),
      http.get(`/api/service-trm-catalog/${OGRN}`, () =>
        fail ? new HttpResponse(null, { status: 500 }) : envelope([row()]),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const alert = await screen.findByText(/Список будет загружен с сервера заново/, {}, { timeout: 8000 });
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Загрузить заново' }),
    );
    expect((await screen.findByRole('list', { name: 'Туристические услуги' })).textContent).toContain(
      'Осталось мест: 3',
    );
  });
});
