import { useState } from 'react';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useNewsPage } from '@/api/news';
import { NewsList } from '@/components/news-list';

const PAGE_SIZE = 10;

/** /news: all news, newest first, paged. */
export default function NewsListPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useNewsPage(page, PAGE_SIZE);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Новости
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить новости. Обновите страницу.</Alert>}
      {data && <NewsList items={data.items} />}
      {data && data.total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.total / PAGE_SIZE)}
          page={page}
          onChange={(_, value) => setPage(value)}
        />
      )}
    </>
  );
}
