import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CertificateCardView } from './certificate-card';
import { ISSUED_CARD, REFUSED_CARD } from './certificate-fixtures';

const meta: Meta<typeof CertificateCardView> = {
  title: 'Сертификаты/Карточка сертификата',
  component: CertificateCardView,
  args: { card: ISSUED_CARD, onConclude: fn() },
};
export default meta;
type Story = StoryObj<typeof CertificateCardView>;

/** A son's issued certificate: its validity and value, a contract concluded with one organisation, another to conclude. */
export const Issued: Story = {};
/** A refused certificate with the reason of the decision. */
export const Refused: Story = { args: { card: REFUSED_CARD } };
