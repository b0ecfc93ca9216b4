import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContestCardView } from './contest-card-page';

const meta: Meta<typeof ContestCardView> = {
  title: 'Каталог услуг/Объявление о конкурсе субсидий',
  component: ContestCardView,
  decorators: [(Story) => <div style={{ maxWidth: 800 }}><Story /></div>],
};
export default meta;

export const WithDocuments: StoryObj<typeof ContestCardView> = {
  args: {
    card: {
      id: 10,
      title: 'Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому',
      content: 'Департамент социальной защиты населения ЯНАО объявляет конкурс на предоставление субсидий.\n\nПриём заявок — с 1 по 30 ноября 2026 года через личный кабинет поставщика услуг.',
      publishedAt: '2026-10-28T10:00:00+05:00',
      documents: [
        { id: '00000000-0000-4000-8000-000000000006', name: 'Положение о конкурсе.pdf', sizeBytes: 14_336 },
        { id: '00000000-0000-4000-8000-000000000007', name: 'Форма заявки.docx', sizeBytes: 1_288_490 },
      ],
    },
  },
};

/** An announcement published without documents. */
export const WithoutDocuments: StoryObj<typeof ContestCardView> = {
  args: { card: { ...WithDocuments.args!.card!, id: 11, documents: [] } },
};

/** What an administrator sees: the editor's actions and the documents' controls. */
export const ForEditor: StoryObj<typeof ContestCardView> = {
  args: { ...WithDocuments.args, canEdit: true, onEdit: () => {}, onDelete: () => {} },
};
