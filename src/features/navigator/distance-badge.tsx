import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import NearMeIcon from '@mui/icons-material/NearMe';
import { isNearby } from '@common/navigator/constants';
import { formatDistance } from './format-distance';

/**
 * How far a supplier is: «1,2 км» (or «расстояние неизвестно» without coordinates) and, within
 * the spec's nearby distance, a «рядом» badge; the words carry the meaning, the colour only repeats it.
 */
export function DistanceBadge({ distance }: { distance: number }) {
  const text = formatDistance(distance);
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        icon={<NearMeIcon aria-hidden />}
        label={text ?? 'расстояние неизвестно'}
        aria-label={text ? `Расстояние ${text}` : 'Расстояние неизвестно: нет координат'}
      />
      {text && isNearby(distance) && (
        <Chip size="small" label="рядом" sx={{ fontWeight: 600, bgcolor: '#e3f3df', color: '#1d5a12' }} />
      )}
    </Box>
  );
}
