import type { Meta, StoryObj } from '@storybook/react-vite';
import { IppsuOrganisations } from './ippsu-organisations';

const meta = {
  component: IppsuOrganisations,
  args: {
    label: 'Рекомендуемые поставщики',
    emptyText: 'Программа не называет поставщиков.',
    items: [
      {
        id: 2,
        caption: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
        address: '629807, ЯНАО, г. Ноябрьск, ул. Мира, д. 56',
        phone: '+73496342211',
        hasActiveServiceContract: true,
      },
      {
        id: 3,
        caption: 'ГБУ ЯНАО «ЦСПСиД „Радуга“ г. Новый Уренгой»',
        address: '629300, ЯНАО, г. Новый Уренгой, ул. Сибирская, д. 41',
        phone: null,
        hasActiveServiceContract: false,
      },
    ],
  },
} satisfies Meta<typeof IppsuOrganisations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One with a contract in force («Договор заключён»), one with the way to conclude it. */
export const WithAndWithoutContract: Story = {};

export const Empty: Story = { args: { items: [] } };
