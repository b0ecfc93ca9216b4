import type { Meta, StoryObj } from '@storybook/react-vite';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ContractConcluded, OrganisationCards, type OrganisationCardItem } from './organisation-cards';

const ITEMS: (OrganisationCardItem & { contracted: boolean })[] = [
  {
    id: 1,
    caption: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
    address: '629008, г. Салехард, ул. Республики, д. 40',
    phone: '+7 (34922) 4-11-20',
    contracted: true,
  },
  {
    id: 2,
    caption: 'АНО «ЦСУ „Северная забота“»',
    address: '629007, г. Салехард, ул. Мира, д. 12',
    phone: null,
    contracted: false,
  },
];

/** Organisations as cards: a programme's or a certificate's providers, with the contract's mark on the right. */
const meta = {
  title: 'Общие/Карточки организаций',
  component: OrganisationCards<(typeof ITEMS)[number]>,
  args: {
    items: ITEMS,
    label: 'Рекомендованные организации',
    emptyText: 'Организаций нет.',
    details: (o) => (
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {o.contracted ? 'Уход на дому; социальное такси' : 'Услуги сиделки'}
      </Typography>
    ),
    aside: (o) => (o.contracted ? <ContractConcluded /> : <Link href="#">Заключить договор</Link>),
  },
} satisfies Meta<typeof OrganisationCards<(typeof ITEMS)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One with a contract in force, one to conclude a contract with. */
export const WithContracts: Story = {};
/** None: the list gives way to the caller's words. */
export const Empty: Story = { args: { items: [] } };
