import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/region-time';
import { DetailsList } from '@/components/details-list';
import { tariffRows } from '@/components/tariff-rows';
import { RATE_TYPES, RATE_UNITS, SERVICE_AREAS } from './labels';

export interface ServiceCardData {
  id: number;
  caption: string;
  description: string;
  area: keyof typeof SERVICE_AREAS;
  rateType: keyof typeof RATE_TYPES;
  rateUnit: keyof typeof RATE_UNITS | null;
  price: number | null;
  /** A tour: its next date with places, and the places left on coming dates. */
  nextDate?: string | null;
  placesLeft?: number;
}

/** A service under a provider's card: area, rate type, unit and price; a tour also its next date and places left. */
export function ServiceCard({ service, to }: { service: ServiceCardData; to?: string }) {
  const tour = service.placesLeft !== undefined;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {service.caption}
        </Typography>
        <Chip size="small" variant="outlined" label={SERVICE_AREAS[service.area]} sx={{ my: 1 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {service.description}
        </Typography>
        <DetailsList
          variant="compact"
          rows={[
            ...tariffRows(service),
            ...(tour
              ? ([
                  ['Ближайший заезд', service.nextDate ? ruDate(service.nextDate) : 'мест нет'],
                  ['Осталось мест', String(service.placesLeft)],
                ] as const)
              : []),
          ]}
        />
      </CardContent>
      {to && (
        <CardActions>
          <Button component={RouterLink} to={to} size="small" aria-label={`Подробнее: ${service.caption}`}>
            Подробнее
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
