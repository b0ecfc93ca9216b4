import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { CertificateTypeList, HeldCertificateList } from './tourism-certificates';
import type { CertificateChance, HeldCertificate } from './tourism-certificates-api';

const TYPES: CertificateChance[] = [
  {
    typeId: 1,
    caption: 'Сертификат на семейный отдых многодетной семьи',
    nominal: 90000,
    validDays: 180,
    holders: 'Родитель многодетной семьи, проживающей в автономном округе, с детьми',
    allowed: true,
    reason: null,
  },
  {
    typeId: 2,
    caption: 'Сертификат на оздоровительный тур ребёнка с сопровождающим',
    nominal: 60000,
    validDays: 120,
    holders: 'Родитель (законный представитель) ребёнка в возрасте от 7 до 17 лет',
    allowed: false,
    reason:
      'У вас уже есть выданный сертификат этого вида № ТСЕ-2026/000005 (срок действия с 16.11.2026 по 15.03.2027). Выберите тур по нему.',
  },
];

const HELD: HeldCertificate[] = [
  {
    id: 5,
    number: 'ТСЕ-2026/000005',
    typeId: 2,
    typeCaption: 'Сертификат на оздоровительный тур ребёнка с сопровождающим',
    personId: 1,
    applicant: 'Иванова Мария Петровна',
    status: 2,
    statusCaption: 'Выдан',
    dateFrom: '2026-11-16',
    dateToIncluded: '2027-03-15',
    validPeriod: 'с 16.11.2026 по 15.03.2027',
    nominal: 60000,
    validDays: 120,
    membersCount: 1,
    createdAt: '2026-11-10T06:35:00Z',
    decidedAt: '2026-11-16T11:40:00Z',
    reason: null,
    contractId: null,
    inForce: true,
    version: 2,
  },
];

function Section({ empty = false }: { empty?: boolean }) {
  return (
    <Stack spacing={2}>
      <CertificateTypeList types={TYPES} />
      <HeldCertificateList items={empty ? [] : HELD} />
    </Stack>
  );
}

/** The catalogue's tourism section: the types of certificate with whether one may apply, and one's own. */
const meta: Meta<typeof Section> = { title: 'Каталог услуг/Туристические сертификаты', component: Section };
export default meta;

export const Citizen: StoryObj<typeof Section> = {};
export const NoCertificates: StoryObj<typeof Section> = { args: { empty: true } };
