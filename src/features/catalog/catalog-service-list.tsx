import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatPrice, RATE_TYPES, RATE_UNITS, SERVICE_AREAS } from '@/components/service-labels';
import type { CatalogService } from './api';

export interface CatalogServiceSummaryProps {
  service: CatalogService;
}

/** A service on its card in a catalogue list: name, provider and city, area, rate type, unit, price. */
export function CatalogServiceSummary({ service }: CatalogServiceSummaryProps) {
  return (
    <>
      <Typography
        component="h3"
        variant="h6"
        color="primary"
        sx={{
          fontSize: { xs: '1.05rem', sm: '1.2rem' },
          overflowWrap: 'anywhere',
        }}
      >
        {service.caption}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {service.provider.shortCaption}
        {service.provider.city ? `, ${service.provider.city}` : ''}
      </Typography>
      <Chip size="small" variant="outlined" label={SERVICE_AREAS[service.area]} sx={{ mb: 1 }} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'auto 1fr',
            sm: 'repeat(3, auto 1fr)',
          },
          columnGap: 1.5,
          rowGap: 0.5,
          alignItems: 'baseline',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <Typography component="dt" variant="body2">
          Тип тарифа
        </Typography>
        <Typography component="dd" variant="body2">
          {RATE_TYPES[service.rateType]}
        </Typography>
        <Typography component="dt" variant="body2">
          Единица
        </Typography>
        <Typography component="dd" variant="body2">
          {service.rateUnit ? RATE_UNITS[service.rateUnit] : 'отсутствует'}
        </Typography>
        <Typography component="dt" variant="body2">
          Стоимость
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
          {formatPrice(service)}
        </Typography>
      </Box>
    </>
  );
}
