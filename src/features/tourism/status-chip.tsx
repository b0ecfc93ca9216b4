import Chip from '@mui/material/Chip';
import { TourismRequestStatus as S } from '@common/tourism/provider-request-machine';

type Color = 'default' | 'info' | 'warning' | 'success' | 'error';

/** Sent blue, in review amber, included green, refused red, withdrawn grey. */
const COLORS: Record<number, Color> = {
  [S.Sent]: 'info',
  [S.InReview]: 'warning',
  [S.Included]: 'success',
  [S.Refused]: 'error',
  [S.Withdrawn]: 'default',
};

/** A tour operator's request status as a chip with its caption. */
export function TourismRequestStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}

/** Whether applications are accepted now (setting 2), as a chip. */
export function ApplicationWindowChip({ open }: { open: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={open ? 'primary' : 'default'}
      label={open ? 'Приём заявлений открыт' : 'Приём заявлений закрыт'}
    />
  );
}
