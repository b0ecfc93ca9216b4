import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import type { TourContractRow } from './api';
import { TourContractRowCard, TouristBySnils } from './tour-operator-list-page';

const ROW: TourContractRow = {
  id: 3001,
  personId: 1,
  number: 'ДТУ-2026/000001',
  date: '2026-11-25',
  status: 3,
  statusCaption: 'Действует',
  version: 3,
  personFio: 'Иванова Мария Петровна',
  snils: '127-456-381 72',
  serviceProviderId: 14,
  serviceProvider: 'ООО «Ямал-Тур»',
  serviceId: 1,
  serviceName: 'Салехард — Полярный Урал: 3 дня в горах',
  dateFrom: '2026-12-14',
  dateTo: '2026-12-16',
  places: 3,
  checkedInAt: null,
};

const meta: Meta = { title: 'Договоры на туры/Список туроператора' };
export default meta;

/** Contracts of the operator's list: in force, signed by the tourist, checked in. */
export const Rows: StoryObj = {
  render: () => (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <TourContractRowCard row={ROW} to="/user/institution-tour-contracts/3001" />
      <TourContractRowCard
        row={{
          ...ROW,
          id: 3005,
          number: 'ДТУ-2026/000005',
          status: 8,
          statusCaption: 'Подписан получателем услуг',
          places: 1,
        }}
        to="/user/institution-tour-contracts/3005"
      />
      <TourContractRowCard
        row={{ ...ROW, id: 3004, number: 'ДТУ-2026/000004', checkedInAt: '2026-12-07T04:10:00Z' }}
        to="/user/institution-tour-contracts/3004"
      />
    </Stack>
  ),
};

/** The operator's way to a contract for a tourist at the office. */
export const BySnils: StoryObj = { render: () => <TouristBySnils institutionId={14} /> };
