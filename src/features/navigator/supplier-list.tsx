import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@common/validation/phone';
import type { SupplierRow } from './api';
import { DistanceBadge } from './distance-badge';

export interface SupplierListProps {
  items: SupplierRow[];
  /** The row chosen on the map: it is outlined. */
  selectedId?: number | null;
}

/** Suppliers nearest first: name, distance («рядом» within 100 km), address, phone, hours; each opens its card. */
export function SupplierList({ items, selectedId }: SupplierListProps) {
  if (!items.length)
    return <Typography color="text.secondary">Учреждения не найдены. Измените условия поиска.</Typography>;
  return (
    <Box
      component="ol"
      aria-label="Учреждения, ближайшие первыми"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {items.map((row) => (
        <li key={row.id} id={`supplier-${row.id}`}>
          <Card
            variant="outlined"
            sx={row.id === selectedId ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
          >
            <CardActionArea component={RouterLink} to={`/navigator/suppliers/${row.id}`}>
              <CardContent>
                <Typography
                  component="h3"
                  variant="h6"
                  sx={{ fontSize: { xs: '1.05rem', sm: '1.15rem' }, overflowWrap: 'anywhere' }}
                >
                  {row.shortCaption}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {row.caption}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                  <DistanceBadge distance={row.distance} />
                  {row.isMfc && <Chip size="small" label="МФЦ" />}
                  {row.city && <Chip size="small" variant="outlined" label={row.city} />}
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.address}
                </Typography>
                {row.phone && <Typography variant="body2">Телефон: {formatPhone(row.phone)}</Typography>}
                {row.workHours && (
                  <Typography variant="body2" color="text.secondary">
                    Часы работы: {row.workHours}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
