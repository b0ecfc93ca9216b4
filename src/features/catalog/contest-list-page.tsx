import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { NewsCardAddButton } from '@/components/news-card-add-button';
import { NewsSummary } from '@/components/news-summary';
import { countText } from '@/components/paged-list/count-text';
import { PagedList } from '@/components/paged-list/paged-list';
import { useSession } from '@/stores/session';
import { contestWrites, useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

/** '3 объявления' with the right Russian plural. */
const announcementsCount = (n: number) => countText(n, ['объявление', 'объявления', 'объявлений']);

const cardPath = (id: number) => `/services/catalog/subsidy-contests/${id}`;

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const { query } = useCatalogQuery();
  const { data, error, isLoading } = useContestPage(query.page, PAGE_SIZE);
  // Who may add: the same rule as the access call of a card (an administrator); the server checks again.
  const canAdd = useSession((s) => s.user?.administrator === true);
  return (
    <CatalogLayout current="subsidy-contests">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h5">
          Конкурсы субсидий
        </Typography>
        {canAdd && <NewsCardAddButton heading="Новое объявление о конкурсе" create={contestWrites.create} cardPath={cardPath} />}
      </Box>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить объявления. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={announcementsCount}
          emptyText="Объявлений о конкурсах пока нет."
          itemKey={(item) => item.id}
          itemPath={(item) => cardPath(item.id)}
          renderItem={(item) => <NewsSummary title={item.title} content={item.content} publishedAt={item.publishedAt} headingComponent="h3" />}
        />
      )}
    </CatalogLayout>
  );
}
