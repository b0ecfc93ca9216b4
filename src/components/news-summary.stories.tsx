import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsSummary } from './news-summary';

const meta: Meta<typeof NewsSummary> = {
  title: 'Общие/Публикация в списке',
  component: NewsSummary,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Семейный сертификат на отдых детей летом 2027 года',
    content:
      '<p>С 1 февраля семьи с детьми от 7 до 17 лет могут подать заявление на <strong>семейный сертификат</strong> и выбрать лагерь или санаторий самостоятельно.</p><ul><li>Сертификат покрывает до 90 % стоимости путёвки.</li><li>Заявление принимают МФЦ и портал госуслуг.</li></ul>',
    publishedAt: '2026-11-20T09:00:00+05:00',
  },
};
export default meta;

/** A «Каждой маме» publication: its title under the page's heading. */
export const EveryMother: StoryObj<typeof NewsSummary> = {};

/** A contest announcement under the catalogue section's heading; older plain text. */
export const Announcement: StoryObj<typeof NewsSummary> = {
  args: {
    headingComponent: 'h3',
    title: 'Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому',
    content:
      'Департамент социальной защиты населения ЯНАО объявляет конкурс на предоставление субсидий.\n\nПриём заявок — с 1 по 30 ноября 2026 года.',
    publishedAt: '2026-10-28T10:00:00+05:00',
  },
};
