import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import { TourServiceForm } from './tour-service-form';
import { TourServiceList } from './tour-service-list';
import type { TourService, TourServiceType } from './api';

const TYPES: TourServiceType[] = [
  { id: 1, caption: 'Экскурсионный тур' },
  { id: 3, caption: 'Этнографический тур' },
  { id: 5, caption: 'Активный отдых' },
];

const service = (row: Partial<TourService> & Pick<TourService, 'id' | 'name'>): TourService => ({
  institutionId: 14,
  serviceTypeId: 5,
  serviceType: 'Активный отдых',
  description: 'Пешие маршруты к озеру Большое Щучье и водопадам.',
  dateFrom: '2026-12-14',
  dateTo: '2026-12-16',
  placesTotal: 12,
  placesTaken: 9,
  placesLeft: 3,
  doNotShowOnPortalFrom: null,
  price: 38500,
  version: 1,
  updatedAt: '2026-12-01T09:00:00Z',
  ...row,
});

const SERVICES = [
  service({ id: 1, name: 'Салехард — Полярный Урал: 3 дня в горах' }),
  service({
    id: 2,
    name: 'Этнотур в стойбище оленеводов',
    serviceTypeId: 3,
    serviceType: 'Этнографический тур',
    placesTotal: 10,
    placesTaken: 10,
    placesLeft: 0,
  }),
  service({
    id: 6,
    name: 'Детская зимняя смена «Юный полярник»',
    placesTaken: 0,
    placesLeft: 12,
    doNotShowOnPortalFrom: '2026-12-05',
  }),
];

/** The tour operator's list of its tour services and the dialog of one service. */
const meta: Meta<typeof TourServiceList> = {
  title: 'Туристические услуги/Список услуг туроператора',
  component: TourServiceList,
  args: { services: SERVICES, today: '2026-12-07', onEdit: () => undefined, onRemove: () => undefined },
};
export default meta;

export const List: StoryObj<typeof TourServiceList> = {};

export const Empty: StoryObj<typeof TourServiceList> = { args: { services: [] } };

export const NewService: StoryObj<typeof TourServiceForm> = {
  render: () => <TourServiceForm service={null} types={TYPES} onSave={() => undefined} onClose={() => undefined} />,
};

export const EditWithPlacesTaken: StoryObj<typeof TourServiceForm> = {
  render: () => (
    <TourServiceForm service={SERVICES[0]!} types={TYPES} onSave={() => undefined} onClose={() => undefined} />
  ),
};

export const AfterConflict: StoryObj<typeof TourServiceForm> = {
  render: () => (
    <TourServiceForm
      service={SERVICES[0]!}
      types={TYPES}
      initial={{
        serviceTypeId: '5',
        name: 'Полярный Урал: 4 дня в горах',
        description: 'Добавлен день на плато Рай-Из.',
        dateFrom: '2026-12-14',
        dateTo: '2026-12-17',
        placesTotal: '14',
        doNotShowOnPortalFrom: '',
        price: '45000',
      }}
      notice={
        <Alert severity="warning">
          Список загружен с сервера заново. Введённые вами данные сохранены в форме: проверьте их и нажмите «Сохранить».
        </Alert>
      }
      onSave={() => undefined}
      onClose={() => undefined}
    />
  ),
};
