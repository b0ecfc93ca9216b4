import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { DistanceBadge } from './distance-badge';

const meta: Meta<typeof DistanceBadge> = { title: 'Навигатор/Расстояние', component: DistanceBadge };
export default meta;
type Story = StoryObj<typeof DistanceBadge>;

export const Metres: Story = { args: { distance: 847 } };
export const NearbyKilometres: Story = { args: { distance: 17_024 } };
export const FarAway: Story = { args: { distance: 557_360 } };
export const WithoutCoordinates: Story = { args: { distance: 100_000_000 } };
export const All: Story = {
  render: () => (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {[42, 847, 1_234, 17_024, 99_400, 100_600, 1_234_567, 100_000_000].map((distance) => (
        <DistanceBadge key={distance} distance={distance} />
      ))}
    </Stack>
  ),
};
