import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { ApiError } from '@/api/client';
import { DetailsList } from '@/components/details-list';
import { tariffRows } from '@/components/tariff-rows';
import { idFrom, useTourService } from './api';
import { SERVICE_AREAS } from './labels';

/** /registry/tour/{id}/services/{serviceId}: a tour with its dates and the places left. */
export default function TourServicePage() {
  const params = useParams();
  const id = idFrom(params.id);
  const serviceId = idFrom(params.serviceId);
  const { data, error, isLoading } = useTourService(id, serviceId);
  if (id === null || serviceId === null || (error instanceof ApiError && error.status === 404))
    return <Navigate to="/404" replace />;
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить тур. Обновите страницу.</Alert>;
  // Today on the region's clock: dates before it have passed.
  const now = regionToday();
  return (
    <article>
      <Link component={RouterLink} to={`/registry/tour/${id}?tab=services`} sx={{ display: 'inline-block', mb: 1 }}>
        ← К туроператору {data.institution}
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
        {data.caption}
      </Typography>
      <Chip size="small" variant="outlined" label={SERVICE_AREAS[data.area]} sx={{ my: 1.5 }} />
      <Typography sx={{ mb: 2 }}>{data.description}</Typography>
      <DetailsList
        rows={[
          ['Туроператор', data.institution],
          ...tariffRows(data),
          ['Осталось мест на ближайшие даты', String(data.placesLeft)],
        ]}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Даты заездов
      </Typography>
      {data.dates.length === 0 ? (
        <Typography color="text.secondary">Даты заездов пока не объявлены.</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Даты заездов">
            <TableHead>
              <TableRow>
                <TableCell>Даты</TableCell>
                <TableCell align="right">Мест всего</TableCell>
                <TableCell align="right">Осталось</TableCell>
                <TableCell>Наличие мест</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.dates.map((date) => {
                const past = date.startsOn < now;
                return (
                  <TableRow key={date.id}>
                    <TableCell>
                      {date.startsOn === date.endsOn
                        ? ruDate(date.startsOn)
                        : `${ruDate(date.startsOn)} — ${ruDate(date.endsOn)}`}
                    </TableCell>
                    <TableCell align="right">{date.placesTotal}</TableCell>
                    <TableCell align="right">{past ? '—' : date.placesLeft}</TableCell>
                    <TableCell>
                      {past ? 'заезд состоялся' : date.placesLeft === 0 ? 'мест нет' : 'есть места'}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </article>
  );
}
