import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { contestFilesUrl, idFrom, useContestCard, type ContestCard } from './api';
import { CatalogLayout } from './catalog-layout';
import { formatDay } from './format-day';

/** '1 536 Б', '24 КБ', '1,2 МБ' */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}

/** An announcement: date, title, text and its documents with one zip download. */
export function ContestCardView({ card }: { card: ContestCard }) {
  return (
    <Box component="article">
      <Typography variant="body2" color="text.secondary">
        {formatDay(card.publishedAt)}
      </Typography>
      <Typography component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {card.title}
      </Typography>
      {card.content.split(/\n+/).map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Paper variant="outlined" component="section" aria-labelledby="contest-documents" sx={{ p: 2 }}>
        <Typography id="contest-documents" component="h3" variant="h6">
          Документы
        </Typography>
        {card.documents.length === 0 ? (
          <Typography color="text.secondary">К объявлению не приложены документы.</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
              {card.documents.map((doc) => (
                <Typography component="li" key={doc.name} sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                  {doc.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({formatSize(doc.sizeBytes)})
                  </Typography>
                </Typography>
              ))}
            </Box>
            <Button variant="contained" href={contestFilesUrl(card.id)} startIcon={<DownloadIcon />}>
              Скачать документы (ZIP)
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}

/** /services/catalog/subsidy-contests/{id}: one announcement with its documents. */
export default function ContestCardPage() {
  const id = idFrom(useParams().id);
  const { data, error, isLoading } = useContestCard(id);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) return <Navigate to="/404" replace />;
  return (
    <CatalogLayout current="subsidy-contests">
      <BackButton to="/services/catalog/subsidy-contests" caption="К конкурсам субсидий" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить объявление. Обновите страницу.</Alert>}
      {data && <ContestCardView card={data} />}
    </CatalogLayout>
  );
}
