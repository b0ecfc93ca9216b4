import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentityCheckRefused, IdentityCheckView } from './identity-check-view';

const meta = {
  component: IdentityCheckView,
  args: {
    check: {
      kind: 'large-family',
      title: 'Удостоверение многодетной семьи',
      number: 'УМС-2026/0012',
      holder: 'Григорьев А. В.',
      issuedOn: '2026-03-20',
      validUntil: '2031-03-19',
      status: 'valid',
      statusCaption: 'Действительно',
      revokedOn: null,
      checkedAt: '2026-11-28T08:30:00.000Z',
    },
  },
} satisfies Meta<typeof IdentityCheckView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Revoked: Story = {
  args: {
    check: {
      ...meta.args.check,
      kind: 'labor-veteran',
      title: 'Удостоверение ветерана труда',
      number: 'УВТ-2012/0031',
      holder: 'Попов В. А.',
      validUntil: null,
      status: 'revoked',
      statusCaption: 'Аннулировано',
      revokedOn: '2025-06-10',
    },
  },
};

/** A forged or altered link. */
export const Refused: Story = { render: () => <IdentityCheckRefused /> };
