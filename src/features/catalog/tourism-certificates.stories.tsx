import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { CertificateTypeList, HeldCertificateList } from './tourism-certificates';
import type { CertificateChance, HeldCertificate } from './tourism-certificates-api';
import { HOLDER_MSG } from '@common/tourism/certificate-holders';

/** The demo citizen's types: two children and 38 years admit her to the child's tour only, which she holds. */
const TYPES: CertificateChance[] = [
  {
    typeId: 1,
    caption: 'Сертификат на семейный отдых многодетной семьи',
    nominal: 90000,
    validDays: 180,
    holders: 'Родитель многодетной семьи, проживающей в автономном округе, с детьми',
    allowed: false,
    reason: HOLDER_MSG.notLargeFamily(2),
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
  {
    typeId: 3,
    caption: 'Сертификат на туристическую поездку по автономному округу',
    nominal: 35000,
    validDays: 90,
    holders: 'Неработающий пенсионер, проживающий в автономном округе',
    allowed: false,
    reason: HOLDER_MSG.notPensionAge(38),
  },
];

/** A guardian of a son of 14 and a ward of 11 may apply for the child's tour. */
const GUARDIAN_TYPES: CertificateChance[] = TYPES.map((type) =>
  type.typeId === 2
    ? { ...type, allowed: true, reason: null }
    : type.typeId === 3
      ? { ...type, reason: HOLDER_MSG.notPensionAge(51) }
      : type,
);

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

function Section({ empty = false, guardian = false }: { empty?: boolean; guardian?: boolean }) {
  return (
    <Stack spacing={2}>
      <CertificateTypeList types={guardian ? GUARDIAN_TYPES : TYPES} />
      <HeldCertificateList items={empty ? [] : HELD} />
    </Stack>
  );
}

/** The catalogue's tourism section: the types of certificate with whether one may apply, and one's own. */
const meta: Meta<typeof Section> = { title: 'Каталог услуг/Туристические сертификаты', component: Section };
export default meta;

export const Citizen: StoryObj<typeof Section> = {};
export const NoCertificates: StoryObj<typeof Section> = { args: { empty: true } };
/** One type open to apply for, the others refused by their holder rule. */
export const Guardian: StoryObj<typeof Section> = { args: { empty: true, guardian: true } };
