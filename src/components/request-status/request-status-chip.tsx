import Chip from '@mui/material/Chip';
import { RequestStatus as S } from '@common/requests/request-machine';

type Color = 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary';

/** Colour by status: received blue, in work the theme's, social contract orange, satisfied green, refused red, closed grey. */
const COLORS: Record<number, Color> = {
  [S.Received]: 'info',
  [S.InWork]: 'primary',
  [S.SoccontractConstruct]: 'warning',
  [S.Reject]: 'error',
  [S.Satisfied]: 'success',
  [S.Closed]: 'default',
};

/** A request's status as a chip with its caption (the requests' lists and cards, the programme's requests). */
export function RequestStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
