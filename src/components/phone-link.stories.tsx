import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneLink } from './phone-link';

const meta: Meta<typeof PhoneLink> = {
  title: 'Общие/Телефон',
  component: PhoneLink,
};
export default meta;

/** The portal's hotline, stored as digits: it reads +7 (800) 200-18-89 and calls +78002001889. */
export const Hotline: StoryObj<typeof PhoneLink> = { args: { phone: '+78002001889' } };

/** A Salekhard landline keeps its five-digit town code: +7 (34922) 4-12-34. */
export const Landline: StoryObj<typeof PhoneLink> = { args: { phone: '8 34922 41234' } };

/** A mobile number typed with an 8: +7 (922) 555-44-33. */
export const Mobile: StoryObj<typeof PhoneLink> = { args: { phone: '89225554433' } };
