import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionnaireTable } from './questionnaire-list-page';

const ROWS = [
  {
    id: 21,
    kind: 'satisfaction-questionnaire',
    title: 'Анкета удовлетворённости качеством социальных услуг',
    number: 'АНК-2026/000002',
    personId: 11,
    personCaption: 'Морозова Валентина Ивановна',
    signedAt: '2026-12-01T05:30:00.000Z',
    updatedAt: '2026-12-01T05:30:00.000Z',
  },
  {
    id: 24,
    kind: 'family-questionnaire',
    title: 'Анкета семьи получателя социальных услуг',
    number: 'АНК-2026/000004',
    personId: 20,
    personCaption: 'Козлова Зинаида Фёдоровна',
    signedAt: null,
    updatedAt: '2026-12-03T07:10:00.000Z',
  },
];

const meta: Meta<typeof QuestionnaireTable> = {
  title: 'Анкеты/Список анкет',
  component: QuestionnaireTable,
  args: { page: { items: ROWS } },
};
export default meta;
type Story = StoryObj<typeof QuestionnaireTable>;

/** The institution's questionnaires: a signed one and a draft. */
export const Questionnaires: Story = {};
/** None yet. */
export const Empty: Story = { args: { page: { items: [] } } };
