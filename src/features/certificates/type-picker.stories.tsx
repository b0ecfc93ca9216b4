import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CertificateTypePicker } from './type-picker';

const meta: Meta<typeof CertificateTypePicker> = {
  title: 'Сертификаты/Выбор вида сертификата',
  component: CertificateTypePicker,
  args: { open: true, onClose: fn() },
};
export default meta;

/** The types a citizen asks for online, each leading to its request. */
export const Open: StoryObj<typeof CertificateTypePicker> = {};
