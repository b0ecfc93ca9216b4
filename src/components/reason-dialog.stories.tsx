import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReasonDialog } from './reason-dialog';

const meta: Meta<typeof ReasonDialog> = {
  title: 'Общие/Причина отказа',
  component: ReasonDialog,
  args: {
    title: 'Отклонить заявление',
    text: 'Заявитель увидит причину в своём личном кабинете.',
    onClose: fn(),
    onSubmit: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ReasonDialog>;

/** The reason is required: «Отклонить» with an empty field shows «Укажите причину отклонения». */
export const Open: Story = {};
/** Without an explanation above the field. */
export const FieldOnly: Story = { args: { title: 'Отклонить договор', text: undefined } };
/** While the rejection is sent. */
export const Busy: Story = { args: { busy: true } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
