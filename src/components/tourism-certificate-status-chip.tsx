import Chip from '@mui/material/Chip';
import { TourismCertificateStatus as S } from '@common/tourism/certificate-machine';

type Color = 'default' | 'info' | 'warning' | 'success' | 'error';

/** Pending amber, issued green, used blue, refused red, expired and withdrawn grey. */
const COLORS: Record<number, Color> = {
  [S.Submitted]: 'warning',
  [S.Issued]: 'success',
  [S.Refused]: 'error',
  [S.Used]: 'info',
  [S.Expired]: 'default',
  [S.Withdrawn]: 'default',
};

/**
 * A tourism certificate's status as a chip with its caption: the certificates' own pages and the
 * catalogue's tourism section show it alike.
 */
export function TourismCertificateStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
