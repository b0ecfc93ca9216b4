import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActingForSelect } from './acting-for-select';

const meta = {
  title: 'Общие/Чьи данные показать',
  component: ActingForSelect,
  args: {
    value: undefined,
    selfId: 4,
    onChange: fn(),
    people: [
      { personId: 5, caption: 'Кузнецов Денис Игоревич', kind: 'child' },
      { personId: 6, caption: 'Салиндер Алина Олеговна', kind: 'ward' },
    ],
  },
} satisfies Meta<typeof ActingForSelect>;
export default meta;

/** A guardian with a son and a ward: everyone shown. */
export const Everyone: StoryObj<typeof meta> = {};
/** The ward chosen. */
export const Ward: StoryObj<typeof meta> = { args: { value: 6 } };
