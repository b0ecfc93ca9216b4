import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import type { TourMember } from './api';
import { TourMemberChoice, TourMemberList } from './tour-members';
import { TourSummary } from './tour-new-contract-page';

const MEMBERS: TourMember[] = [
  { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1988-04-12', relation: 'self' },
  { personId: 2, fio: 'Иванов Артём Андреевич', birthDate: '2014-09-03', relation: 'child' },
  { personId: 3, fio: 'Иванова Софья Андреевна', birthDate: '2019-02-21', relation: 'child' },
];

const TOUR = {
  id: 5,
  institutionId: 14,
  institution: 'ООО «Ямал-Тур»',
  name: 'Северное сияние над тундрой',
  dateFrom: '2026-12-10',
  dateTo: '2026-12-11',
  placesLeft: 13,
  price: 9800,
  refusal: null,
};

function Choice({ error }: { error?: string }) {
  const [chosen, setChosen] = useState<number[]>([1, 2]);
  return <TourMemberChoice id="members" members={MEMBERS} chosen={chosen} onChange={setChosen} error={error} />;
}

const meta: Meta = { title: 'Договоры на туры/Тур и участники' };
export default meta;

/** The new contract's tour and the choice of who goes. */
export const NewContract: StoryObj = {
  render: () => (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <TourSummary tour={TOUR} />
      <Choice />
    </Stack>
  ),
};

/** Nobody chosen: the form's refusal under the choice. */
export const NobodyChosen: StoryObj = {
  render: () => <Choice error="Выберите, кто поедет в тур: хотя бы одного человека" />,
};

/** The members of a concluded contract, read-only. */
export const Members: StoryObj = { render: () => <TourMemberList members={MEMBERS} /> };

/** A tour with no places left. */
export const NoPlaces: StoryObj = {
  render: () => (
    <TourSummary tour={{ ...TOUR, placesLeft: 0, refusal: 'Свободных мест на тур не осталось: выберите другой тур' }} />
  ),
};
