import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractActions } from './contract-actions';
import type { TourQuestion } from './api';

/** The questions of GET /tour-contract/all-question as the demo database holds them. */
const TOUR_QUESTIONS: TourQuestion[] = [
  { id: 1, caption: 'Соответствовала ли программа тура описанию?', kind: 'yesno' },
  { id: 2, caption: 'Как вы оцениваете проживание и питание?', kind: 'scale' },
  { id: 3, caption: 'Как вы оцениваете работу гида и сопровождающих?', kind: 'scale' },
  { id: 4, caption: 'Был ли удобен транспорт?', kind: 'scale' },
  { id: 5, caption: 'Порекомендуете ли вы тур знакомым?', kind: 'yesno' },
];

const meta: Meta<typeof ContractActions> = {
  title: 'Договоры на услуги/Действия карточки',
  component: ContractActions,
  args: { dateTo: '2027-02-28', onAction: async () => true, onSign: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ContractActions>;

/** Status 9 for the citizen: sign (opens the document to read and sign) or reject (with a reason). */
export const CitizenSignsOrRejects: Story = { args: { allowed: ['sign', 'reject'] } };
/** Status 3 for the provider: the act, termination, extension (asks a date); removing a service sits on the service's row. */
export const ProviderInForce: Story = {
  args: { allowed: ['removeService', 'extendValidity', 'signActByProvider', 'terminate'] },
};
/** Status 7 for the citizen: one rating (1-5) with feedback. */
export const CitizenRates: Story = { args: { allowed: ['rate', 'feedback'] } };
/** A tour contract after the tour: the rating asks the tour's questions (stars or «Да» / «Нет»), each optional. */
export const TouristRatesTour: Story = {
  args: { allowed: ['rate', 'feedback'], questions: TOUR_QUESTIONS },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Оценить' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Оценить тур' });
    await expect(within(dialog).getByText('Порекомендуете ли вы тур знакомым?')).toBeVisible();
  },
};
/** While an action runs the buttons wait. */
export const Busy: Story = { args: { allowed: ['sign', 'reject'], busy: true } };
