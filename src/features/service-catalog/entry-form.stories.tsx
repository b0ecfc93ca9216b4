import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntryForm, entryValues, type EntryValues } from './entry-form';
import { RETURNED_CARD } from './entry-fixtures';

/** The form with its values kept by the story, as the page keeps them. */
function Stateful({ initial }: { initial: EntryValues }) {
  const [values, setValues] = useState(initial);
  return <EntryForm values={values} onChange={setValues} submitCaption="Сохранить черновик" onSubmit={() => {}} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Каталог услуг учреждения/Форма услуги',
  component: Stateful,
  args: { initial: entryValues() },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

/** A new service: a fixed tariff per hour by default. */
export const NewService: Story = {};
/** A returned card opened to correct it. */
export const ReturnedCard: Story = { args: { initial: entryValues(RETURNED_CARD) } };
/** A free service: no price and no unit. */
export const FreeService: Story = {
  args: { initial: { ...entryValues(), fields: { area: 'culture', rateType: 'free', caption: 'Экскурсия' } } },
};
