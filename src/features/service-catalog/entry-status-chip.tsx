import Chip from '@mui/material/Chip';
import { ModerationStatus as S } from '@common/service-catalog/moderation-machine';

type Color = 'default' | 'info' | 'success' | 'warning';

/** Colour by status: a draft grey, on moderation blue, returned orange, published green. */
const COLORS: Record<number, Color> = {
  [S.Draft]: 'default',
  [S.OnModeration]: 'info',
  [S.Returned]: 'warning',
  [S.Approved]: 'success',
};

/** A catalogue card's moderation status as a chip with its caption. */
export function EntryStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
