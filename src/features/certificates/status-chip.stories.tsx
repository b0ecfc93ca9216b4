import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { CERTIFICATE_STATUS_CAPTIONS, CERTIFICATE_STATUSES } from '@common/certificates/certificate-machine';
import { CertificateStatusChip } from './status-chip';

const meta: Meta<typeof CertificateStatusChip> = {
  title: 'Сертификаты/Статус сертификата',
  component: CertificateStatusChip,
  args: { status: 2, caption: CERTIFICATE_STATUS_CAPTIONS[2] },
};
export default meta;
type Story = StoryObj<typeof CertificateStatusChip>;

/** An issued certificate. */
export const Issued: Story = {};
/** Every status with its colour. */
export const EveryStatus: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CERTIFICATE_STATUSES.map((s) => (
        <CertificateStatusChip key={s} status={s} caption={CERTIFICATE_STATUS_CAPTIONS[s]} />
      ))}
    </Stack>
  ),
};
