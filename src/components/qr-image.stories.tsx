import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { QrImage } from './qr-image';

const meta = {
  component: QrImage,
  args: { link: 'https://portal.example/qr-flb/3/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnk', label: 'QR-код проверки' },
  // The code as the identity's card shows it: with the words under it.
  decorators: [
    (Story) => (
      <figure style={{ margin: 0 }}>
        <Story />
        <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
          Наведите камеру телефона на код, чтобы проверить удостоверение
        </Typography>
      </figure>
    ),
  ],
} satisfies Meta<typeof QrImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 120 } };
