import type { Meta, StoryObj } from '@storybook/react-vite';
import { TourCheckInQrView } from './tour-check-in-qr';

const meta = {
  title: 'Общие/QR-код прибытия на тур',
  component: TourCheckInQrView,
  args: {
    origin: 'https://portal.example',
    code: {
      path: '/qr-check-in-tourism/3004.20261207/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnkx',
      tour: 'Обзорная экскурсия по Салехарду: стела «Полярный круг» и музейно-выставочный комплекс',
      dateFrom: '2026-12-07',
      dateTo: '2026-12-07',
      checkedInAt: null,
    },
  },
} satisfies Meta<typeof TourCheckInQrView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code of a one-day excursion, before the tourists came. */
export const Default: Story = {};
/** A three-day tour whose tourists the operator has checked in. */
export const CheckedIn: Story = {
  args: {
    code: {
      path: '/qr-check-in-tourism/3001.20261214/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnky',
      tour: 'Салехард — Полярный Урал: 3 дня в горах',
      dateFrom: '2026-12-14',
      dateTo: '2026-12-16',
      checkedInAt: '2026-12-14T03:12:00Z',
    },
  },
};
