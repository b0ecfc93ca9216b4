import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { formatPhone } from '@common/validation/phone';
import { LinkCardList } from '@/components/paged-list/link-card-list';
import type { ProviderRow } from './api';
import { orEmpty, PROVIDER_TYPES, ratingCaption } from './labels';

export interface ProviderSummaryProps {
  row: ProviderRow;
  /** The place in the rating, shown before the name. */
  rank?: number;
}

/** A provider on its card in a list: name, full name, type, city, rating, address, phone, INN and OGRN. */
export function ProviderSummary({ row, rank }: ProviderSummaryProps) {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
          flexWrap: 'wrap',
        }}
      >
        {rank !== undefined && (
          <Typography component="span" variant="h6" color="primary" aria-label={`Место ${rank}`}>
            {rank}.
          </Typography>
        )}
        <Typography
          component="h2"
          variant="h6"
          sx={{
            fontSize: { xs: '1.05rem', sm: '1.2rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {row.shortCaption}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {row.caption}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={PROVIDER_TYPES[row.institutionTypeId] ?? 'Поставщик'} />
        {row.city && <Chip size="small" variant="outlined" label={row.city} />}
        {row.rating !== null && (
          <Chip
            size="small"
            variant="outlined"
            icon={<StarIcon aria-hidden />}
            label={`Рейтинг ${ratingCaption(row.rating, row.ratingCount)}`}
          />
        )}
      </Box>
      <Typography variant="body2">{row.address}</Typography>
      <Typography variant="body2">Телефон: {orEmpty(formatPhone(row.phone))}</Typography>
      <Typography variant="body2" color="text.secondary">
        ИНН {row.inn} · {row.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} {row.ogrn}
      </Typography>
    </>
  );
}

export interface ProviderListProps {
  items: ProviderRow[];
  /** The card's path of a row ('/registry/5', '/registry/tour/14'). */
  cardPath(row: ProviderRow): string;
  /** Rank numbers before the names (the rating tab), counted from this one. */
  rankFrom?: number;
}

/** Providers as cards without paging (the rating tab); each opens its card. */
export function ProviderList({ items, cardPath, rankFrom }: ProviderListProps) {
  return (
    <LinkCardList
      items={items}
      itemKey={(row) => row.id}
      itemPath={cardPath}
      renderItem={(row, index) => (
        <ProviderSummary row={row} rank={rankFrom === undefined ? undefined : rankFrom + index} />
      )}
    />
  );
}
