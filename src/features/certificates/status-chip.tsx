import Chip from '@mui/material/Chip';
import { CertificateStatus as S } from '@common/certificates/certificate-machine';

type Color = 'default' | 'info' | 'success' | 'error' | 'warning';

/** Colour by status: requested blue, issued green, refused red, expired orange, withdrawn grey. */
const COLORS: Record<number, Color> = {
  [S.Requested]: 'info',
  [S.Issued]: 'success',
  [S.Refused]: 'error',
  [S.Expired]: 'warning',
  [S.Withdrawn]: 'default',
};

/** A certificate's status as a chip with its caption. */
export function CertificateStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status] ?? 'default'} />;
}
