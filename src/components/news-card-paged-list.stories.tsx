import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@common/current-user';
import { useSession } from '@/stores/session';
import { NewsCardPagedList, type NewsCardListItem } from './news-card-paged-list';

const items: NewsCardListItem[] = [
  {
    id: 3,
    title: 'Конкурс на предоставление субсидий социально ориентированным НКО в 2027 году',
    content:
      '<p>Приём заявок с 1 по 31 декабря. Субсидия возмещает до <strong>80 %</strong> затрат на оказание социальных услуг на дому.</p>',
    publishedAt: '2026-11-20T09:00:00+05:00',
  },
  {
    id: 2,
    title: 'Итоги конкурса субсидий поставщикам социальных услуг за 2026 год',
    content:
      '<p>Субсидии получат 14 организаций Ямало-Ненецкого автономного округа. Протокол комиссии — в документах объявления.</p>',
    publishedAt: '2026-10-02T10:30:00+05:00',
  },
];

/** The signed-in person of a story: an administrator sees «Добавить». */
const signedIn = (administrator: boolean) => () => {
  useSession.setState({ user: administrator ? ({ administrator: true } as CurrentUser) : null, ready: true });
  return () => useSession.setState({ user: null });
};

const meta: Meta<typeof NewsCardPagedList> = {
  title: 'Общие/Список публикаций',
  component: NewsCardPagedList,
  beforeEach: signedIn(false),
  args: {
    heading: (
      <Typography component="h2" variant="h5">
        Конкурсы субсидий
      </Typography>
    ),
    load: { data: { items, total: 2 }, isLoading: false },
    pageSize: 10,
    countText: (n: number) => `${n} объявления`,
    emptyText: 'Объявлений о конкурсах пока нет.',
    errorText: 'Не удалось загрузить объявления. Обновите страницу.',
    itemHeading: 'h3',
    cardPath: (id: number) => `/services/catalog/subsidy-contests/${id}`,
    add: { heading: 'Новое объявление о конкурсе', create: async () => 4 },
  },
};
export default meta;
type Story = StoryObj<typeof NewsCardPagedList>;

/** What a visitor sees: the announcements, newest first. */
export const Visitor: Story = {};
/** An administrator also has «Добавить» beside the heading. */
export const Administrator: Story = { beforeEach: signedIn(true) };
/** «Каждой маме»: the page's own heading with a line about the list. */
export const WithIntro: Story = {
  args: {
    heading: (
      <Typography variant="h4" component="h1">
        Каждой маме
      </Typography>
    ),
    intro: 'Новости о выплатах, льготах и услугах для беременных женщин и мам с детьми.',
    itemHeading: 'h2',
  },
};
export const Loading: Story = { args: { load: { isLoading: true } } };
export const Failed: Story = { args: { load: { isLoading: false, error: new Error('503') } } };
export const Empty: Story = { args: { load: { data: { items: [], total: 0 }, isLoading: false } } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
