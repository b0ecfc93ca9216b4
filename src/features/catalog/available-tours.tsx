import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listParams, useListParams, type ListParam } from '@/components/list-params/use-list-params';
import { ruDate } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { defaultTourPeriod, placesLeftText } from '@common/tourism/tour-services';
import { useAvailableTours, type AvailableTour, type AvailableToursQuery } from './available-tours-api';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERIOD = defaultTourPeriod(regionToday());
/** A day of the period in the address; the year's first or last day when it is absent or not a date. */
const day = (fallback: string): ListParam<string> => ({
  read: (raw) => (ISO_DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined),
  write: (value) => value,
  fallback,
});
const TOURS_LIST = listParams<AvailableToursQuery>()({ dateFrom: day(PERIOD.dateFrom), dateTo: day(PERIOD.dateTo) });

const money = (price: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(price)} ₽ за человека`;

/** The available tours: name, operator, dates, kind, price and the places left. */
export function AvailableTourList({ items }: { items: readonly AvailableTour[] }) {
  // A tour is taken only before it begins (the server refuses it otherwise).
  const today = regionToday();
  // A tour chosen under a tourism certificate (its card's «Выбрать тур») is paid by it.
  const certificate = Number(useSearchParams()[0].get('certificate')) || null;
  if (items.length === 0) return <Alert severity="info">За выбранный период туров нет.</Alert>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Доступные туры">
      {items.map((tour) => (
        <Paper component="li" key={tour.id} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {tour.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tour.institution} · {tour.serviceType}
              </Typography>
              <Typography variant="body2">
                {tour.dateFrom === tour.dateTo
                  ? ruDate(tour.dateFrom)
                  : `${ruDate(tour.dateFrom)} — ${ruDate(tour.dateTo)}`}
                {tour.price !== null && ` · ${money(tour.price)}`}
              </Typography>
            </Box>
            <Chip
              label={placesLeftText(tour.placesLeft)}
              color={tour.placesLeft > 0 ? 'success' : 'default'}
              variant={tour.placesLeft > 0 ? 'filled' : 'outlined'}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          </Stack>
          {tour.description && (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {tour.description}
            </Typography>
          )}
          {tour.placesLeft > 0 && tour.dateFrom > today && (
            <Button
              component={RouterLink}
              to={`/services/catalog/tourism/new-contract/${tour.institutionId}/${tour.id}${certificate ? `?certificate=${certificate}` : ''}`}
              variant="outlined"
              size="small"
              sx={{ mt: 1 }}
              aria-label={`Оформить договор на тур «${tour.name}»`}
            >
              Оформить договор
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The period filter: two days, applied together. */
export function TourPeriodFilter({
  dateFrom,
  dateTo,
  onApply,
}: {
  dateFrom: string;
  dateTo: string;
  onApply(period: { dateFrom: string; dateTo: string }): void;
}) {
  const [from, setFrom] = useState(dateFrom);
  const [to, setTo] = useState(dateTo);
  const wrong =
    !ISO_DATE.test(from) || !ISO_DATE.test(to)
      ? 'Укажите обе даты периода'
      : to < from
        ? 'Дата окончания периода не может быть раньше даты начала'
        : null;
  return (
    <Box
      component="form"
      aria-label="Период туров"
      onSubmit={(e) => {
        e.preventDefault();
        if (!wrong) onApply({ dateFrom: from, dateTo: to });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      <Box sx={{ flex: '1 1 150px' }}>
        <RuDateField
          id="tours-period-from"
          label="Период с"
          value={from || undefined}
          onChange={(v) => setFrom(v ?? '')}
        />
      </Box>
      <Box sx={{ flex: '1 1 150px' }}>
        <RuDateField
          id="tours-period-to"
          label="Период по"
          value={to || undefined}
          onChange={(v) => setTo(v ?? '')}
          error={wrong ?? undefined}
        />
      </Box>
      <Button
        type="submit"
        variant="outlined"
        disabled={wrong !== null}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        Показать
      </Button>
    </Box>
  );
}

/** The catalogue's tourism section: the tours of a period (by default the current year) with places left. */
export function AvailableToursSection() {
  const { query, update } = useListParams(TOURS_LIST);
  const { data, error, isLoading } = useAvailableTours(query);
  return (
    <Box component="section" aria-labelledby="available-tours-title" sx={{ mb: 4 }}>
      <Typography id="available-tours-title" component="h3" variant="h6" gutterBottom>
        Туры на период
      </Typography>
      <TourPeriodFilter
        key={`${query.dateFrom}/${query.dateTo}`}
        dateFrom={query.dateFrom}
        dateTo={query.dateTo}
        onApply={(period) => update(period)}
      />
      {isLoading && <LinearProgress aria-label="Загрузка туров" />}
      {error && <Alert severity="error">Не удалось загрузить туры. Обновите страницу.</Alert>}
      {data && <AvailableTourList items={data.items} />}
    </Box>
  );
}
