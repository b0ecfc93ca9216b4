import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecipientChoice } from './recipient-choice';

const meta = {
  title: 'Общие/Получатель услуги',
  component: RecipientChoice,
  args: {
    id: 'recipient',
    label: 'Получатель услуги',
    value: '',
    onChange: fn(),
    recipients: [
      { personId: 4, fio: 'Кузнецова Ольга Николаевна', birthDate: '1979-06-02', relation: 'self' },
      { personId: 5, fio: 'Кузнецов Денис Игоревич', birthDate: '2012-01-15', relation: 'child' },
      { personId: 6, fio: 'Салиндер Алина Олеговна', birthDate: '2013-08-30', relation: 'ward' },
    ],
  },
} satisfies Meta<typeof RecipientChoice>;
export default meta;

/** A guardian with a son and a ward, nothing chosen. */
export const NotChosen: StoryObj<typeof meta> = {};
/** Sent without a choice. */
export const Missing: StoryObj<typeof meta> = { args: { error: 'Обязательное поле' } };
