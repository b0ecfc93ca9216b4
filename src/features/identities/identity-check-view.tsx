import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { DetailsList } from '@/components/details-list';
import { ruDate, ruDateTime } from '@common/acts/display-value';
import { IDENTITY_TEXT } from '@common/identities/identity-kinds';
import type { IdentityCheck } from './api';

/** What the check says of each state, as the verdict's heading. */
const VERDICT = {
  valid: { severity: 'success', text: 'Удостоверение действительно' },
  expired: { severity: 'warning', text: 'Срок действия удостоверения истёк' },
  revoked: { severity: 'error', text: 'Удостоверение аннулировано' },
} as const;

/**
 * The public check of an identity (opened from its QR code, without signing in): the verdict and no
 * more of the holder than the surname with initials, the number and the dates.
 */
export function IdentityCheckView({ check }: { check: IdentityCheck }) {
  const verdict = VERDICT[check.status];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={verdict.severity} role="status">
        <AlertTitle sx={{ mb: 0 }}>{verdict.text}</AlertTitle>
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DetailsList
          rows={[
            ['Документ', check.title],
            ['Номер', check.number],
            ['Владелец', check.holder],
            ['Дата выдачи', ruDate(check.issuedOn)],
            ['Действительно до', check.validUntil ? ruDate(check.validUntil) : 'бессрочно'],
            ...(check.revokedOn ? ([['Дата аннулирования', ruDate(check.revokedOn)]] as const) : []),
            ['Проверено', ruDateTime(check.checkedAt)],
          ]}
        />
      </Paper>
    </Box>
  );
}

/** A link the portal did not sign, or that was altered: nothing is said of any identity. */
export function IdentityCheckRefused() {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{IDENTITY_TEXT.badLink}</AlertTitle>
      {IDENTITY_TEXT.badLinkHint}
    </Alert>
  );
}
