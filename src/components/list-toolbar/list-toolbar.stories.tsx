import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ListToolbar } from './list-toolbar';

const options = [
  { value: 1, caption: 'Новое заявление' },
  { value: 2, caption: 'Принято поставщиком' },
  { value: 3, caption: 'Отклонено' },
];

const meta: Meta<typeof ListToolbar> = {
  title: 'Общие/Поиск и фильтр списка',
  component: ListToolbar,
  args: { search: '', placeholder: 'Номер, услуга, поставщик', onSearch: fn() },
};
export default meta;
type Story = StoryObj<typeof ListToolbar>;

/** Search and a status select («Все статусы» first), as the contract lists have. */
export const WithStatus: Story = { args: { status: { value: undefined, options, onChange: fn() } } };
/** A search already made and a status chosen (both read from the address). */
export const Filled: Story = { args: { search: 'сиделки', status: { value: 2, options, onChange: fn() } } };
/** Another filter after the button: the «other» contracts' active/closed switch. */
export const WithToggle: Story = {
  args: {
    children: (
      <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Какие договоры показать" value={0}>
        <ToggleButton value={0}>Все</ToggleButton>
        <ToggleButton value={1}>Действующие</ToggleButton>
        <ToggleButton value={2}>Закрытые</ToggleButton>
      </ToggleButtonGroup>
    ),
  },
};
/** A phone (390 px): the field, the select and the button wrap, nothing runs off the screen. */
export const Phone: Story = {
  args: { status: { value: undefined, options, onChange: fn() } },
  globals: { viewport: { value: 'mobile' } },
};
