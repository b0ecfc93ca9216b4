import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentityQr } from './identity-qr';

const meta = {
  component: IdentityQr,
  args: { link: 'https://portal.example/qr-flb/3/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnk', label: 'QR-код проверки' },
} satisfies Meta<typeof IdentityQr>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 120 } };
