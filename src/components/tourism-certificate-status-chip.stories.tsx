import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { TOURISM_CERTIFICATE_STATUS_CAPTIONS, TOURISM_CERTIFICATE_STATUSES } from '@common/tourism/certificate-machine';
import { TourismCertificateStatusChip } from './tourism-certificate-status-chip';

function AllStatuses() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {TOURISM_CERTIFICATE_STATUSES.map((status) => (
        <TourismCertificateStatusChip
          key={status}
          status={status}
          caption={TOURISM_CERTIFICATE_STATUS_CAPTIONS[status]}
        />
      ))}
    </Stack>
  );
}

const meta: Meta<typeof AllStatuses> = { title: 'Туристические сертификаты/Статусы', component: AllStatuses };
export default meta;

/** Every status of the table with its colour. */
export const Every: StoryObj<typeof AllStatuses> = {};
