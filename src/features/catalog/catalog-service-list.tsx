import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { SERVICE_AREAS } from '@/components/service-labels';
import { tariffRows } from '@/components/tariff-rows';
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
      <DetailsList variant="compact" pairsPerLine={3} rows={tariffRows(service)} />
    </>
  );
}
