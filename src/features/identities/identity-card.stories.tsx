import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Identity } from './api';
import { IdentityCard } from './identity-card';

const largeFamily: Identity = {
  kind: 'large-family',
  title: 'Удостоверение многодетной семьи',
  number: 'УМС-2026/0012',
  holder: 'Григорьев Алексей Викторович',
  holderBirthDate: '1987-08-16',
  issuedOn: '2026-03-20',
  validUntil: '2031-03-19',
  issuedBy: 'Управление социальной защиты населения Администрации города Салехарда',
  basis: null,
  status: 'valid',
  statusCaption: 'Действительно',
  revokedOn: null,
  revokeReason: null,
  members: [
    {
      fio: 'Григорьев Алексей Викторович',
      birthDate: '1987-08-16',
      relation: 'holder',
      relationCaption: 'Владелец удостоверения',
    },
    { fio: 'Григорьева Анна Сергеевна', birthDate: '1989-11-03', relation: 'spouse', relationCaption: 'Супруга' },
    { fio: 'Григорьев Максим Алексеевич', birthDate: '2011-12-05', relation: 'child', relationCaption: 'Сын' },
    { fio: 'Григорьева Дарья Алексеевна', birthDate: '2015-04-18', relation: 'child', relationCaption: 'Дочь' },
  ],
  checkPath: '/qr-identity-large-family/2/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnk',
};

const meta = {
  component: IdentityCard,
  args: { identity: largeFamily, origin: 'https://portal.example' },
} satisfies Meta<typeof IdentityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A large family's certificate in force: the family and the QR code of the public check. */
export const LargeFamily: Story = {};

/** A labour veteran's: indefinite, with its basis. */
export const LaborVeteran: Story = {
  args: {
    identity: {
      ...largeFamily,
      kind: 'labor-veteran',
      title: 'Удостоверение ветерана труда',
      number: 'УВТ-2026/0004',
      holder: 'Иванова Мария Петровна',
      holderBirthDate: '1988-04-12',
      validUntil: null,
      basis: 'Федеральный закон от 12.01.1995 № 5-ФЗ «О ветеранах», статья 7',
      members: [],
      checkPath: '/qr-flb/3/Zm9yZ2VkLWRpZ2VzdC1mb3Itc3Rvcnk',
    },
  },
};

/** Past its date: the person is told where to renew it. */
export const Expired: Story = {
  args: {
    identity: { ...largeFamily, status: 'expired', statusCaption: 'Срок действия истёк', validUntil: '2026-03-14' },
  },
};
