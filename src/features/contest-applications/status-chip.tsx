import Chip from '@mui/material/Chip';
import { ContestApplicationStatus as S } from '@common/contests/contest-application-machine';

type Color = 'default' | 'info' | 'success' | 'error';

/** Draft grey, submitted blue, accepted green, rejected red. */
const COLORS: Record<number, Color> = {
  [S.Draft]: 'default',
  [S.Submitted]: 'info',
  [S.Accepted]: 'success',
  [S.Rejected]: 'error',
};

/** A contest application's status as a chip with its caption. */
export function ContestApplicationStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}

/** Whether a contest accepts applications now, as a chip. */
export function ContestOpenChip({ open }: { open: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={open ? 'primary' : 'default'}
      label={open ? 'Приём заявок открыт' : 'Приём заявок закрыт'}
    />
  );
}
