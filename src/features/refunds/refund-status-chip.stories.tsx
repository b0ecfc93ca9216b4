import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { REFUND_STATUS_CAPTIONS, REFUND_STATUSES } from '@common/refunds/refund-machine';
import { RefundStatusChip } from './refund-status-chip';

function AllStatuses() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {REFUND_STATUSES.map((status) => (
        <RefundStatusChip key={status} status={status} caption={REFUND_STATUS_CAPTIONS[status]} />
      ))}
    </Stack>
  );
}

const meta: Meta<typeof AllStatuses> = { title: 'Заявления на компенсацию/Статусы', component: AllStatuses };
export default meta;

/** Every status of the table with its colour. */
export const Every: StoryObj<typeof AllStatuses> = {};
