import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackButton } from '@/components/back-button';
import { regionToday } from '@common/time-zone';
import { placesLeftText } from '@common/tourism/tour-services';
import { ruDate, useOperatorAvailable, useOperatorTours } from './api';

/**
 * /services/catalog/tourism/new-contract/{institutionId}: the operator's coming tours to choose one
 * for a contract; the operator must be included in the register this year.
 */
export default function TourOperatorToursPage() {
  const institutionId = Number(useParams().institutionId);
  const today = regionToday();
  const available = useOperatorAvailable(institutionId);
  const tours = useOperatorTours(institutionId, today, `${today.slice(0, 4)}-12-31`);
  const coming = (tours.data?.items ?? []).filter((t) => t.dateFrom > today);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <BackButton to="/services/catalog/tourism" />
      <Typography variant="h4" component="h1">
        Выберите тур
      </Typography>
      {(available.isLoading || tours.isLoading) && <LinearProgress aria-label="Загрузка" />}
      {available.error && <Alert severity="error">Туроператор не найден.</Alert>}
      {available.data && !available.data.available && <Alert severity="warning">{available.data.reason}</Alert>}
      {available.data?.available && tours.data && coming.length === 0 && (
        <Alert severity="info">У туроператора нет туров, на которые можно оформить договор в этом году.</Alert>
      )}
      {available.data?.available && coming.length > 0 && (
        <Typography color="text.secondary">{coming[0].institution}</Typography>
      )}
      {available.data?.available && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Туры туроператора">
          {coming.map((tour) => (
            <Paper component="li" key={tour.id} variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{tour.name}</Typography>
              <Typography variant="body2">
                {tour.dateFrom === tour.dateTo
                  ? ruDate(tour.dateFrom)
                  : `${ruDate(tour.dateFrom)} — ${ruDate(tour.dateTo)}`}{' '}
                · {placesLeftText(tour.placesLeft)}
              </Typography>
              {tour.placesLeft > 0 && (
                <Button
                  component={RouterLink}
                  to={`/services/catalog/tourism/new-contract/${institutionId}/${tour.id}`}
                  variant="outlined"
                  size="small"
                  sx={{ mt: 1 }}
                >
                  Оформить договор
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
