import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { useSession } from '@/stores/session';
import { richTextExcerpt } from '@common/rich-text';
import { contestWrites, useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

const EMPTY = { title: '', content: '' };

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const { query, update } = useCatalogQuery();
  const { data, error, isLoading } = useContestPage(query.page, PAGE_SIZE);
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
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
      {data && data.total === 0 && <Typography color="text.secondary">Объявлений о конкурсах пока нет.</Typography>}
      {data && (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          {data.items.map((item) => (
            <li key={item.id}>
              <Card variant="outlined" component="article">
                <CardActionArea component={RouterLink} to={`/services/catalog/subsidy-contests/${item.id}`}>
                  <CardContent>
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
                    <Typography variant="body2">{richTextExcerpt(item.content)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
          count={pages}
          page={Math.min(query.page, pages)}
          siblingCount={0}
          onChange={(_, page) => update({ page })}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? `Страница ${page}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница'
          }
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
