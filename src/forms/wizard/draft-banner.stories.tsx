import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RestoredNotice, UnmigratedDraftsNotice } from './draft-banner';

const meta: Meta<typeof RestoredNotice> = {
  title: 'Формы/Восстановленный черновик',
  component: RestoredNotice,
  args: { savedAt: Date.parse('2026-11-27T19:47:00Z'), onDiscard: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The person's unsaved changes put back when the act is opened again. */
export const Restored: Story = {};

/** The same after a new version of the form: the typed values were moved to its new fields. */
export const FormChanged: Story = { args: { migrated: true } };

/** Drafts of an older form that could not be moved: kept on the device, the saved data shown. */
export const NotMoved: Story = {
  render: () => (
    <UnmigratedDraftsNotice message='Черновик записан по прежней версии формы и не может быть перенесён автоматически: Переход к версии 2, шаг 1 (move): в поле «/phone» уже записано значение "+79991234567"' />
  ),
};

export const FormChangedPhone: Story = { args: { migrated: true }, globals: { viewport: { value: 'mobile' } } };
