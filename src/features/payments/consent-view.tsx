import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailsList } from '@/components/details-list';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { CONSENT_MESSAGES, CONSENT_TABLE, CONSENT_TEXT } from '@common/payments/consent-machine';
import { ruDateTime, type Consent, type ConsentList } from './api';

export interface ConsentViewProps {
  consents: ConsentList;
  busy?: boolean;
  onGive: () => void;
  onWithdraw: (consent: Consent) => void;
}

/** One consent: its number, when it was given and withdrawn, its status, the allowed action and its history. */
function ConsentCard({ consent, busy, onWithdraw }: { consent: Consent; busy?: boolean; onWithdraw: () => void }) {
  const headingId = `consent-${consent.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Согласие № {consent.number}
      </Typography>
      <DetailsList
        rows={[
          ['Статус', consent.statusCaption],
          ['Дано', ruDateTime(consent.givenAt)],
          ...(consent.withdrawnAt ? ([['Отозвано', ruDateTime(consent.withdrawnAt)]] as const) : []),
        ]}
      />
      <ActionBar actions={consent.allowedActions} table={CONSENT_TABLE} busy={busy} onAction={onWithdraw} />
      <Typography component="h4" variant="body2" sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        История согласия
      </Typography>
      <WorkflowHistory
        label={`История согласия № ${consent.number}`}
        rows={consent.history}
        sides={CONSENT_TABLE.sides}
      />
    </Paper>
  );
}

/**
 * The consent to receive payments: the form to give one when none is in force (the box is never
 * ticked for the person), and every consent given with its history; withdrawing asks first.
 */
export function ConsentView({ consents, busy, onGive, onWithdraw }: ConsentViewProps) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Consent | null>(null);
  return (
    <Stack spacing={3}>
      {consents.given ? (
        <Alert severity="success">Согласие на получение выплат действует.</Alert>
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="consent-give" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography id="consent-give" component="h2" variant="h6" gutterBottom>
            Дать согласие
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  setMissing(false);
                }}
                slotProps={{ input: { 'aria-describedby': missing ? 'consent-missing' : undefined } }}
              />
            }
            label={CONSENT_TEXT}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          />
          {missing && (
            <FormHelperText id="consent-missing" error>
              {CONSENT_MESSAGES.notAgreed}
            </FormHelperText>
          )}
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => (agreed ? onGive() : setMissing(true))}>
              Дать согласие
            </Button>
          </Box>
        </Paper>
      )}
      <Box>
        <Typography component="h2" variant="h5" gutterBottom>
          Данные согласия
        </Typography>
        {consents.items.length === 0 ? (
          <Typography>Согласий ещё не было.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {consents.items.map((c) => (
              <ConsentCard key={c.id} consent={c} busy={busy} onWithdraw={() => setWithdrawing(c)} />
            ))}
          </Box>
        )}
      </Box>
      {withdrawing && (
        <ConfirmDialog
          open
          title="Отозвать согласие?"
          text="После отзыва согласия выплаты на счёт могут быть приостановлены. Дать новое согласие можно в любое время на этой странице."
          confirmCaption="Отозвать согласие"
          busy={busy}
          onClose={() => setWithdrawing(null)}
          onConfirm={() => {
            onWithdraw(withdrawing);
            setWithdrawing(null);
          }}
        />
      )}
    </Stack>
  );
}
