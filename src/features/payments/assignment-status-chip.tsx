import Chip from '@mui/material/Chip';
import { AssignmentStatus as S } from '@common/payments/assignment-machine';

type Color = 'default' | 'info' | 'success' | 'error' | 'warning';

/** Colour by status: paid green, suspended orange, stop asked blue, stopped red, term over grey. */
const COLORS: Record<number, Color> = {
  [S.Active]: 'success',
  [S.Suspended]: 'warning',
  [S.CloseRequested]: 'info',
  [S.Closed]: 'error',
  [S.Expired]: 'default',
};

/** An assignment's status as a chip with its caption (the caption, not the colour, carries the meaning). */
export function AssignmentStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
