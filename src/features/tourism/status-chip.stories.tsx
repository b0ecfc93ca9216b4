import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { TOURISM_REQUEST_STATUS_CAPTIONS, TOURISM_REQUEST_STATUSES } from '@common/tourism/provider-request-machine';
import { ApplicationWindowChip, TourismRequestStatusChip } from './status-chip';

function AllStatuses() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {TOURISM_REQUEST_STATUSES.map((status) => (
        <TourismRequestStatusChip key={status} status={status} caption={TOURISM_REQUEST_STATUS_CAPTIONS[status]} />
      ))}
      <ApplicationWindowChip open />
      <ApplicationWindowChip open={false} />
    </Stack>
  );
}

const meta: Meta<typeof AllStatuses> = { title: 'Заявления туроператоров/Статусы', component: AllStatuses };
export default meta;

/** Every status of the table with its colour, and whether applications are accepted now. */
export const Every: StoryObj<typeof AllStatuses> = {};
