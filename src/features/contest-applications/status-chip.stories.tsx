import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import {
  CONTEST_APPLICATION_STATUS_CAPTIONS,
  CONTEST_APPLICATION_STATUSES,
} from '@common/contests/contest-application-machine';
import { ContestApplicationStatusChip, ContestOpenChip } from './status-chip';

function AllStatuses() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CONTEST_APPLICATION_STATUSES.map((status) => (
        <ContestApplicationStatusChip
          key={status}
          status={status}
          caption={CONTEST_APPLICATION_STATUS_CAPTIONS[status]}
        />
      ))}
      <ContestOpenChip open />
      <ContestOpenChip open={false} />
    </Stack>
  );
}

const meta: Meta<typeof AllStatuses> = { title: 'Заявки на конкурс/Статусы', component: AllStatuses };
export default meta;

/** Every status of the table with its colour, and whether a contest accepts applications. */
export const Every: StoryObj<typeof AllStatuses> = {};
