import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/region-time';
import { placesLeftText } from '@common/tourism/tour-services';
import type { TourService } from './api';

export interface TourServiceListProps {
  services: readonly TourService[];
  /** Today on the region's clock: a service hidden from this day on is marked. */
  today: string;
  busy?: boolean;
  onEdit(service: TourService): void;
  onRemove(service: TourService): void;
}

const period = (s: TourService) =>
  s.dateFrom === s.dateTo ? ruDate(s.dateFrom) : `${ruDate(s.dateFrom)} — ${ruDate(s.dateTo)}`;

/** The operator's tour services as cards: kind, dates, places and whether the portal shows it. */
export function TourServiceList({ services, today, busy, onEdit, onRemove }: TourServiceListProps) {
  if (services.length === 0)
    return <Alert severity="info">Туристических услуг пока нет. Добавьте первую услугу.</Alert>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Туристические услуги">
      {services.map((s) => {
        const hidden = s.doNotShowOnPortalFrom !== null && s.doNotShowOnPortalFrom <= today;
        return (
          <Paper component="li" key={s.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {s.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.serviceType} · {period(s)}
            </Typography>
            <Typography variant="body2">
              Мест: {s.placesTotal}, занято: {s.placesTaken}. {placesLeftText(s.placesLeft)}
            </Typography>
            {s.doNotShowOnPortalFrom && (
              <Typography variant="body2" color={hidden ? 'warning.main' : 'text.secondary'}>
                {hidden
                  ? `Не показывается на портале с ${ruDate(s.doNotShowOnPortalFrom)}`
                  : `Будет скрыта с портала с ${ruDate(s.doNotShowOnPortalFrom)}`}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => onEdit(s)} disabled={busy} aria-label={`Изменить: ${s.name}`}>
                Изменить
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onRemove(s)}
                disabled={busy || s.placesTaken > 0}
                aria-label={`Удалить: ${s.name}`}
                title={s.placesTaken > 0 ? 'По услуге уже заняты места: удалить её нельзя' : undefined}
              >
                Удалить
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
