import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificateTable } from './certificate-list';
import { EXPIRED_ROW, ISSUED_ROW, REFUSED_ROW, REQUESTED_ROW } from './certificate-fixtures';

const meta: Meta<typeof CertificateTable> = {
  title: 'Сертификаты/Список сертификатов',
  component: CertificateTable,
  args: { page: { total: 4, items: [REQUESTED_ROW, ISSUED_ROW, REFUSED_ROW, EXPIRED_ROW] } },
};
export default meta;
type Story = StoryObj<typeof CertificateTable>;

/** The citizen's certificates in every status, hers and her children's. */
export const EveryStatus: Story = {};
/** Nothing found. */
export const Empty: Story = { args: { page: { total: 0, items: [] } } };
