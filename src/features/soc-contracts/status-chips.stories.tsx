import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { SOCIAL_CONTRACT_TABLE, SOCIAL_REPORT_TABLE } from '@common/soc-contracts/social-contract-machine';
import { EventTimingChip, SocContractStatusChip, SocReportStatusChip } from './status-chips';

function AllChips() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(SOCIAL_CONTRACT_TABLE.statusCaptions).map(([status, caption]) => (
          <SocContractStatusChip key={status} status={Number(status)} caption={caption} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(SOCIAL_REPORT_TABLE.statusCaptions).map(([status, caption]) => (
          <SocReportStatusChip key={status} status={Number(status)} caption={caption} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <EventTimingChip timing="done" caption="Выполнено" />
        <EventTimingChip timing="overdue" caption="Просрочено на 5 дней" />
        <EventTimingChip timing="soon" caption="Осталось 4 дня" />
        <EventTimingChip timing="ahead" caption="Осталось 90 дней" />
      </Stack>
    </Stack>
  );
}

const meta: Meta<typeof AllChips> = { title: 'Социальные контракты/Статусы', component: AllChips };
export default meta;

/** Every status of a contract and of a report, and every timing of an event. */
export const Statuses: StoryObj<typeof AllChips> = {};
