import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DraftOfferDialog } from './draft-offer-dialog';

const draft = (id: number, number: string, updatedAt: string) => ({
  id,
  number,
  personId: 12,
  personCaption: 'Соколов Николай Петрович',
  version: 3,
  signedAt: null,
  updatedAt,
  columns: {},
});

const meta: Meta<typeof DraftOfferDialog> = {
  title: 'Акты/Предложение открыть черновик',
  component: DraftOfferDialog,
  args: {
    person: 'Соколов Николай Петрович',
    drafts: [draft(12, 'ОИП-2026/0012', '2026-11-18T09:40:00Z')],
    onOpen: fn(),
    onCreate: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** One draft: «Открыть черновик» opens it, «Создать новый акт» makes another anyway. */
export const OneDraft: Story = {};

/** Several drafts are listed, each opening its own. */
export const SeveralDrafts: Story = {
  args: {
    drafts: [draft(31, 'ОИП-2026/0031', '2026-11-20T12:05:00Z'), draft(12, 'ОИП-2026/0012', '2026-11-18T09:40:00Z')],
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
