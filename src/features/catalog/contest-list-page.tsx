import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { countText } from '@/components/paged-list/count-text';
import { PagedList } from '@/components/paged-list/paged-list';
import { useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

/** '3 объявления' with the right Russian plural. */
const announcementsCount = (n: number) => countText(n, ['объявление', 'объявления', 'объявлений']);

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const { query } = useCatalogQuery();
  const { data, error, isLoading } = useContestPage(query.page, PAGE_SIZE);
  return (
    <CatalogLayout current="subsidy-contests">
      <Typography component="h2" variant="h5" gutterBottom>
        Конкурсы субсидий
      </Typography>
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
          itemPath={(item) => `/services/catalog/subsidy-contests/${item.id}`}
          renderItem={(item) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {formatDay(item.publishedAt)}
              </Typography>
              <Typography
                component="h3"
                variant="h6"
                color="primary"
                sx={{
                  fontSize: { xs: '1.05rem', sm: '1.2rem' },
                  overflowWrap: 'anywhere',
                  mb: 1,
                }}
              >
                {item.title}
              </Typography>
              <Typography variant="body2">{item.content.split(/\n+/)[0]}</Typography>
            </>
          )}
        />
      )}
    </CatalogLayout>
  );
}
