import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { PaymentsChart } from './payments-chart';
import { SAMPLE_GROUPS } from './samples';

const meta: Meta<typeof PaymentsChart> = {
  title: 'Выплаты/График выплат по месяцам',
  component: PaymentsChart,
  args: { year: 2026, groups: SAMPLE_GROUPS },
};
export default meta;
type Story = StoryObj<typeof PaymentsChart>;

/** Three measures stacked by month; the table beside it is for screen readers. */
export const Year: Story = {};
/** One measure only. */
export const OneMeasure: Story = { args: { groups: SAMPLE_GROUPS.slice(2) } };
/** On a phone of 390 px. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 390 }}>
        <Story />
      </Box>
    ),
  ],
};
