import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { useNewsCard } from '@/api/news';
import { ruDayInWords } from '@common/region-time';

/** /news/{id}: one news card. */
export default function NewsCardPage() {
  const { id } = useParams();
  const numericId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const { data, error, isLoading } = useNewsCard(numericId);
  if (numericId === null || (error instanceof ApiError && error.status === 404)) return <Navigate to="/404" replace />;
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить новость. Обновите страницу.</Alert>;
  return (
    <article>
      <Typography variant="caption" color="text.secondary">
        {ruDayInWords(data.publishedAt)}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {data.title}
      </Typography>
      {data.content.split(/\n+/).map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </article>
  );
}
