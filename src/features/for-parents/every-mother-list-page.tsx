import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BackButton } from '@/components/back-button';
import { NewsCardAddButton } from '@/components/news-card-add-button';
import { NewsSummary } from '@/components/news-summary';
import { countText } from '@/components/paged-list/count-text';
import { PagedList } from '@/components/paged-list/paged-list';
import { usePageParam } from '@/components/paged-list/use-page-param';
import { useSession } from '@/stores/session';
import { everyMotherWrites, useEveryMotherPage } from './api';

const PAGE_SIZE = 10;

/** '3 публикации' with the right Russian plural. */
const publicationsCount = (n: number) => countText(n, ['публикация', 'публикации', 'публикаций']);

const cardPath = (id: number) => `/for-parents/every-mother/${id}`;

/** /for-parents/every-mother: «Каждой маме» news, newest first, paged (the page is in the address); an administrator adds a card. */
export default function EveryMotherListPage() {
  const [page] = usePageParam();
  const { data, error, isLoading } = useEveryMotherPage(page, PAGE_SIZE);
  const administrator = useSession((s) => s.user?.administrator === true);
  return (
    <>
      <BackButton to="/for-parents" caption="Родителям" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>
          Каждой маме
        </Typography>
        {administrator && <NewsCardAddButton heading="Новая публикация" create={everyMotherWrites.create} cardPath={cardPath} />}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Новости о выплатах, льготах и услугах для беременных женщин и мам с детьми в Ямало-Ненецком автономном округе.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить новости. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={publicationsCount}
          emptyText="Публикаций пока нет."
          itemKey={(item) => item.id}
          itemPath={(item) => cardPath(item.id)}
          renderItem={(item) => <NewsSummary title={item.title} content={item.content} publishedAt={item.publishedAt} />}
        />
      )}
    </>
  );
}
