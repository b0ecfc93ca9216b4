import Chip from '@mui/material/Chip';

type Color = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary';

/** Colour by status (workflows.md section 4): waiting and signing blue, in force green, ended grey, refused red. */
const COLORS: Record<number, Color> = {
  1: 'info',
  2: 'info',
  3: 'success',
  4: 'default',
  5: 'default',
  6: 'error',
  7: 'primary',
  8: 'info',
  9: 'info',
  10: 'warning',
  11: 'warning',
};

/** A contract's status as a chip with its caption. */
export function ContractStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
