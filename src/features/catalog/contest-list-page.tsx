import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const { query, update } = useCatalogQuery();
  const { data, error, isLoading } = useContestPage(query.page, PAGE_SIZE);
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  return (
    <CatalogLayout current="subsidy-contests">
      <Typography component="h2" variant="h5" gutterBottom>
        Конкурсы субсидий
      </Typography>
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
                    <Typography variant="body2">{item.content.split(/\n+/)[0]}</Typography>
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
    </CatalogLayout>
  );
}
