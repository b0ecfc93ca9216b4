import Chip from '@mui/material/Chip';
import { RefundStatus as S } from '@common/refunds/refund-machine';

type Color = 'default' | 'info' | 'success' | 'warning' | 'primary';

/** Draft grey, sent blue, accepted the theme's, returned orange, paid green. */
const COLORS: Record<number, Color> = {
  [S.Draft]: 'default',
  [S.Sent]: 'info',
  [S.Accepted]: 'primary',
  [S.Returned]: 'warning',
  [S.Paid]: 'success',
};

/** A refund request's status as a chip with its caption. */
export function RefundStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
