import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApplicationForm } from './application-form';

const meta = {
  title: 'Каталог услуг/Заявление на услугу',
  component: ApplicationForm,
  args: {
    institutionId: 5,
    serviceId: 3,
    onSubmit: fn(),
    form: {
      recipients: [
        { personId: 1, fio: 'Иванова Мария Петровна', birthDate: '1988-04-12', relation: 'self' },
        { personId: 2, fio: 'Иванов Артём Андреевич', birthDate: '2014-09-03', relation: 'child' },
        { personId: 3, fio: 'Иванова Софья Андреевна', birthDate: '2019-02-21', relation: 'child' },
      ],
      phone: '+79220511234',
      minDate: '2026-11-25',
      maxDate: '2027-11-25',
    },
  },
} satisfies Meta<typeof ApplicationForm>;
export default meta;

/** A mother of two: herself or either child. */
export const WithChildren: StoryObj<typeof meta> = {};

/** Someone with no children or wards and no phone in the profile: the recipient is chosen already. */
export const AloneWithoutPhone: StoryObj<typeof meta> = {
  args: {
    form: {
      recipients: [{ personId: 12, fio: 'Соколов Николай Петрович', birthDate: '1938-10-04', relation: 'self' }],
      phone: null,
      minDate: '2026-11-25',
      maxDate: '2027-11-25',
    },
  },
};
