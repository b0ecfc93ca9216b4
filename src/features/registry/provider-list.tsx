import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { ProviderRow } from './api';
import { orEmpty, PROVIDER_TYPES, ratingCaption } from './labels';

export interface ProviderListProps {
  items: ProviderRow[];
  /** The card's path of a row ('/registry/5', '/registry/tour/14'). */
  cardPath(row: ProviderRow): string;
  /** Rank numbers before the names (the rating tab), counted from this one. */
  rankFrom?: number;
}

/** Providers as cards: name, type, city, address, phone, INN and OGRN, rating; each opens its card. */
export function ProviderList({ items, cardPath, rankFrom }: ProviderListProps) {
  if (!items.length) return <Typography color="text.secondary">Ничего не найдено. Измените условия поиска.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {items.map((row, index) => (
        <li key={row.id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={cardPath(row)}>
              <CardContent>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  {rankFrom !== undefined && (
                    <Typography component="span" variant="h6" color="primary" aria-label={`Место ${rankFrom + index}`}>
                      {rankFrom + index}.
                    </Typography>
                  )}
                  <Typography component="h2" variant="h6" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, overflowWrap: 'anywhere' }}>
                    {row.shortCaption}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {row.caption}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                  <Chip size="small" label={PROVIDER_TYPES[row.institutionTypeId] ?? 'Поставщик'} />
                  {row.city && <Chip size="small" variant="outlined" label={row.city} />}
                  {row.rating !== null && <Chip size="small" variant="outlined" icon={<StarIcon aria-hidden />} label={`Рейтинг ${ratingCaption(row.rating, row.ratingCount)}`} />}
                </Box>
                <Typography variant="body2">{row.address}</Typography>
                <Typography variant="body2">Телефон: {orEmpty(row.phone)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  ИНН {row.inn} · {row.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} {row.ogrn}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
