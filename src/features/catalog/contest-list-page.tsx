import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { countText } from '@/components/paged-list/count-text';
import { PagedList } from '@/components/paged-list/paged-list';
import { useSession } from '@/stores/session';
import { richTextExcerpt } from '@common/rich-text';
import { contestWrites, useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

const EMPTY = { title: '', content: '' };

/** '3 объявления' with the right Russian plural. */
const announcementsCount = (n: number) => countText(n, ['объявление', 'объявления', 'объявлений']);

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const { query } = useCatalogQuery();
  const { data, error, isLoading } = useContestPage(query.page, PAGE_SIZE);
  // Who may add: the same rule as the access call of a card (an administrator); the server checks again.
  const canAdd = useSession((s) => s.user?.administrator === true);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <CatalogLayout current="subsidy-contests">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h5">
          Конкурсы субсидий
        </Typography>
        {canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Добавить
          </Button>
        )}
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
          itemPath={(item) => `/services/catalog/subsidy-contests/${item.id}`}
          renderItem={(item) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {formatDay(item.publishedAt)}
              </Typography>
              <Typography component="h3" variant="h6" color="primary" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, overflowWrap: 'anywhere', mb: 1 }}>
                {item.title}
              </Typography>
              <Typography variant="body2">{richTextExcerpt(item.content)}</Typography>
            </>
          )}
        />
      )}
      {canAdd && (
        <NewsCardFormDialog
          open={adding}
          heading="Новое объявление о конкурсе"
          initial={EMPTY}
          onClose={() => setAdding(false)}
          onSubmit={async (text) => {
            const id = await contestWrites.create(text);
            setAdding(false);
            navigate(`/services/catalog/subsidy-contests/${id}`);
          }}
        />
      )}
    </CatalogLayout>
  );
}
