import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuDateField, type RuDateFieldProps } from './ru-date-field';

/** The field as a screen holds it: its own state, the stored ISO value shown under it. */
function Stateful(props: RuDateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <RuDateField {...props} value={value} onChange={setValue} />
      <p>Значение: {value ?? 'нет'}</p>
    </>
  );
}

const meta: Meta<typeof Stateful> = {
  title: 'Формы/Виджеты/Поле даты вне формы акта (RuDateField)',
  component: Stateful,
  args: { id: 'period-from', label: 'Отчётный период с', value: undefined, onChange: () => undefined, required: true },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '2025-01-01' } };
export const WithError: Story = { args: { value: '2025-12-31', error: 'Начало периода позже его окончания' } };
