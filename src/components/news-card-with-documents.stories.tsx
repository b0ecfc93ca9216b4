import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsCardWithDocuments, type NewsCardWrites } from './news-card-with-documents';

const writes: NewsCardWrites = {
  update: async () => {},
  remove: async () => {},
  upload: async () => {},
  deleteFiles: async () => {},
};

const meta: Meta<typeof NewsCardWithDocuments> = {
  title: 'Общие/Публикация с документами',
  component: NewsCardWithDocuments,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    card: {
      id: 30,
      title: 'Региональный материнский капитал при рождении третьего ребёнка',
      content:
        '<p>Семьи, в которых родился или усыновлён третий ребёнок, получают региональный материнский капитал.</p><h2>На что можно направить средства</h2><ul><li>улучшение жилищных условий;</li><li>образование детей;</li><li>приобретение автомобиля.</li></ul>',
      publishedAt: '2026-11-14T10:00:00+05:00',
    },
    files: [
      {
        id: '00000000-0000-4000-8001-000000000001',
        name: 'Перечень документов для окружного капитала.pdf',
        sizeBytes: 14_336,
      },
      { id: '00000000-0000-4000-8001-000000000002', name: 'Образец заявления.docx', sizeBytes: 1_288_490 },
    ],
    texts: {
      editHeading: 'Редактирование публикации',
      deleteTitle: 'Удалить публикацию?',
      deleteText: (title: string) => `Публикация «${title}» и её файлы будут удалены без возможности восстановления.`,
      filesHeading: 'Файлы',
    },
    zipUrl: '#',
    writes,
    onDeleted: () => {},
  },
};
export default meta;

/** What a reader sees: the card is the page's heading. */
export const ForReader: StoryObj<typeof NewsCardWithDocuments> = {};

/** What an administrator sees: «Редактировать», «Удалить» and the files' controls. */
export const ForEditor: StoryObj<typeof NewsCardWithDocuments> = { args: { canEdit: true } };

/** A subsidy-contest announcement under the catalogue's heading, its empty documents said aloud. */
export const AnnouncementWithoutDocuments: StoryObj<typeof NewsCardWithDocuments> = {
  args: {
    headingLevel: 2,
    card: {
      id: 11,
      title: 'Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому',
      content:
        'Департамент социальной защиты населения ЯНАО объявляет конкурс на предоставление субсидий.\n\nПриём заявок — с 1 по 30 ноября 2026 года через личный кабинет поставщика услуг.',
      publishedAt: '2026-10-28T10:00:00+05:00',
    },
    files: [],
    texts: {
      editHeading: 'Редактирование объявления',
      deleteTitle: 'Удалить объявление?',
      deleteText: (title: string) =>
        `Объявление «${title}» и его документы будут удалены без возможности восстановления.`,
      filesHeading: 'Документы',
      zipCaption: 'Скачать документы (ZIP)',
      emptyText: 'К объявлению не приложены документы.',
    },
  },
};
