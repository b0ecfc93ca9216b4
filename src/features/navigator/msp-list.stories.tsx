import type { Meta, StoryObj } from '@storybook/react-vite';
import { MspList } from './msp-list';

const meta: Meta<typeof MspList> = {
  title: 'Навигатор/Меры социальной поддержки',
  component: MspList,
};
export default meta;

const families = { id: 1, caption: 'Семьи с детьми' };
export const Found: StoryObj<typeof MspList> = {
  args: {
    items: [
      {
        id: 1,
        caption: 'Единовременное пособие при рождении ребёнка',
        summary: 'Выплата одному из родителей при рождении каждого ребёнка.',
        category: families,
        subcategory: { id: 1, caption: 'Рождение ребёнка' },
        tags: [
          { id: 2, caption: 'единовременно' },
          { id: 8, caption: 'дети' },
        ],
      },
      {
        id: 4,
        caption: 'Единое пособие на детей до 17 лет',
        summary: 'Ежемесячная выплата семьям с доходом ниже прожиточного минимума на человека.',
        category: families,
        subcategory: { id: 2, caption: 'Ежемесячные выплаты на детей' },
        tags: [
          { id: 1, caption: 'ежемесячно' },
          { id: 14, caption: 'с учётом дохода' },
        ],
      },
    ],
  },
};
export const NothingFound: StoryObj<typeof MspList> = { args: { items: [] } };
