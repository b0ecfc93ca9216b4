import Chip from '@mui/material/Chip';
import { CatalogContractStatus as S } from '@common/contracts/catalog-contract-machine';

type Color = 'default' | 'info' | 'success' | 'error' | 'primary';

/** Colour by status: new blue, accepted green, paid the theme's colour, rejected red, withdrawn grey. */
const COLORS: Record<number, Color> = {
  [S.New]: 'info',
  [S.Accepted]: 'success',
  [S.Paid]: 'primary',
  [S.Rejected]: 'error',
  [S.Cancelled]: 'default',
};

/** An application's status as a chip with its caption. */
export function ApplicationStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
