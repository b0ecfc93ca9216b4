import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsCardFormDialog } from './news-card-form-dialog';

const meta: Meta<typeof NewsCardFormDialog> = {
  title: 'Общие/Форма публикации',
  component: NewsCardFormDialog,
  args: { open: true, onSubmit: async () => {}, onClose: () => {} },
};
export default meta;

export const NewCard: StoryObj<typeof NewsCardFormDialog> = {
  args: { heading: 'Новая публикация', initial: { title: '', content: '' } },
};

export const EditCard: StoryObj<typeof NewsCardFormDialog> = {
  args: {
    heading: 'Редактирование публикации',
    initial: {
      title: 'Подарочный набор «Ямальский малыш» для новорождённых',
      content:
        '<p>Каждая семья получает набор с вещами первой необходимости.</p><h3>Как получить</h3><ol><li>Подайте заявление.</li></ol>',
    },
  },
};

/** A card from before the editor: its plain text opens as paragraphs. */
export const EditPlainTextCard: StoryObj<typeof NewsCardFormDialog> = {
  args: {
    heading: 'Редактирование публикации',
    initial: {
      title: 'Школа будущих мам открыла осенний набор',
      content: 'Занятия бесплатные.\n\nМожно приходить вместе с будущим папой.',
    },
  },
};
