import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvailableTourList, TourPeriodFilter } from './available-tours';
import type { AvailableTour } from './available-tours-api';

const tour = (row: Partial<AvailableTour> & Pick<AvailableTour, 'id' | 'name'>): AvailableTour => ({
  institutionId: 14,
  institution: 'ООО «Ямал-Тур»',
  serviceTypeId: 5,
  serviceType: 'Активный отдых',
  description: '',
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

/** The tours of the catalogue's tourism section with the places left (the phone width shows the cards stacked). */
const meta: Meta<typeof AvailableTourList> = {
  title: 'Каталог услуг/Доступные туры',
  component: AvailableTourList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const Tours: StoryObj<typeof AvailableTourList> = {
  args: {
    items: [
      tour({
        id: 1,
        name: 'Салехард — Полярный Урал: 3 дня в горах',
        description: 'Пешие маршруты к озеру Большое Щучье и водопадам, ночёвки в гостевом доме.',
      }),
      tour({
        id: 2,
        name: 'Этнотур в стойбище оленеводов',
        serviceType: 'Этнографический тур',
        placesTotal: 10,
        placesTaken: 10,
        placesLeft: 0,
        price: 27000,
      }),
      tour({
        id: 3,
        name: 'Обзорная экскурсия по Салехарду',
        dateFrom: '2026-12-07',
        dateTo: '2026-12-07',
        price: null,
      }),
    ],
  },
};

export const NoTours: StoryObj<typeof AvailableTourList> = { args: { items: [] } };

export const PeriodFilter: StoryObj<typeof TourPeriodFilter> = {
  render: () => <TourPeriodFilter dateFrom="2026-01-01" dateTo="2026-12-31" onApply={() => undefined} />,
};
