import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATALOG_CONTRACT_ACTION_CAPTIONS } from '@common/contracts/catalog-contract-machine';
import type { ApplicationAction } from './api';

/** What the person confirmed in an action's dialog. */
export type ApplicationActionRequest = { action: Exclude<ApplicationAction, 'reject'> } | { action: 'reject'; reason: string };

/** The question each confirmation asks. */
const CONFIRM: Record<Exclude<ApplicationAction, 'reject'>, string> = {
  save: 'Заявитель увидит, что заявление принято. Свяжитесь с ним по указанному телефону, чтобы согласовать начало оказания услуги.',
  setPayed: 'Будет отмечено, что услуга по заявлению оплачена. Отменить отметку нельзя.',
  cancel: 'Заявление будет отозвано, поставщик его больше не рассмотрит. Отменить это действие нельзя.',
};

export interface ApplicationActionsProps {
  allowed: readonly ApplicationAction[];
  busy?: boolean;
  onAction: (request: ApplicationActionRequest) => Promise<boolean>;
}

/** Exactly the buttons the state table allows the signed-in side; a rejection asks for its reason, the others for a confirmation. */
export function ApplicationActions({ allowed, busy, onAction }: ApplicationActionsProps) {
  const [open, setOpen] = useState<ApplicationAction | null>(null);
  if (allowed.length === 0) return null;
  const close = () => setOpen(null);
  const run = async (request: ApplicationActionRequest) => {
    if (await onAction(request)) close();
  };
  const negative = (a: ApplicationAction) => a === 'reject' || a === 'cancel';
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        {allowed.map((action) => (
          <Button key={action} variant={negative(action) ? 'outlined' : 'contained'} color={negative(action) ? 'error' : 'primary'} disabled={busy} onClick={() => setOpen(action)}>
            {CATALOG_CONTRACT_ACTION_CAPTIONS[action]}
          </Button>
        ))}
      </Stack>
      {open && open !== 'reject' && (
        <Dialog open onClose={close} aria-labelledby="application-confirm-title">
          <DialogTitle id="application-confirm-title">{open === 'setPayed' ? 'Отметить оплату?' : `${CATALOG_CONTRACT_ACTION_CAPTIONS[open]}?`}</DialogTitle>
          <DialogContent>
            <DialogContentText>{CONFIRM[open]}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Отмена</Button>
            <Button variant="contained" disabled={busy} onClick={() => run({ action: open })}>
              Подтвердить
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {open === 'reject' && <RejectDialog busy={busy} onClose={close} onSubmit={(reason) => run({ action: 'reject', reason })} />}
    </>
  );
}

function RejectDialog({ busy, onClose, onSubmit }: { busy?: boolean; onClose: () => void; onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reason.trim() === '' ? 'Укажите причину отклонения' : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="application-reject-title" fullWidth maxWidth="sm">
      <DialogTitle id="application-reject-title">Отклонить заявление</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Заявитель увидит причину в своём личном кабинете.</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Причина отклонения"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && !!problem}
          helperText={touched && problem ? problem : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => (setTouched(true), !problem && onSubmit(reason.trim()))}>
          Отклонить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
