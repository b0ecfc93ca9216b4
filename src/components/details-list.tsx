import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a read-only card says for a value it does not have (platform.md section 9). */
export const EMPTY_VALUE = 'отсутствует';

/** One row: the label and its value; null, undefined or a blank text read as the list's empty text. */
export type DetailsRow = readonly [label: string, value: ReactNode];

export interface DetailsListProps {
  rows: readonly DetailsRow[];
  /** Said for an empty value: 'отсутствует' unless the card says «не указано». */
  emptyText?: string;
  /**
   * 'page' (default): the rows of a card's page, label beside value from the tablet up and above it
   * on a phone. 'compact': a few short rows inside a list item, label beside value at every width.
   */
  variant?: 'page' | 'compact';
  /** 'compact' only: how many rows share a line from the tablet up (a catalogue list item: 3). */
  pairsPerLine?: number;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/**
 * Label-value rows of a card as a description list (`<dl>`): screen readers announce each label
 * with its value. Long values (addresses, e-mails, links) wrap anywhere, so a phone of 390 px never
 * scrolls sideways.
 */
export function DetailsList({ rows, emptyText = EMPTY_VALUE, variant = 'page', pairsPerLine = 1 }: DetailsListProps) {
  const compact = variant === 'compact';
  const pair = 'auto minmax(0, 1fr)';
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: compact
          ? { xs: pair, sm: `repeat(${pairsPerLine}, ${pair})` }
          : { xs: 'minmax(0, 1fr)', sm: 'minmax(140px, 1fr) minmax(0, 3fr)' },
        columnGap: compact ? 1.5 : 3,
        rowGap: compact ? 0.5 : { xs: 0.25, sm: 1 },
        alignItems: 'baseline',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={compact ? 'body2' : 'body1'}
            sx={{ m: 0, mb: compact ? 0 : { xs: 1, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {isEmpty(value) ? emptyText : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
