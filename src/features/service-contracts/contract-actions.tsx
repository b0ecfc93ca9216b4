import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { SERVICE_CONTRACT_ACTION_CAPTIONS, SERVICE_CONTRACT_TABLE } from '@common/contracts/service-contract-machine';
import { isSimpleAction, type ContractAction, type SimpleAction } from './api';

/** What the person confirmed in an action's dialog, sent by the card. */
export type ActionRequest =
  | { action: SimpleAction }
  | { action: 'reject'; reason: string }
  | { action: 'rate'; rating: number; text?: string }
  | { action: 'feedback'; text: string }
  | { action: 'extendValidity'; dateTo: string };

/** The actions that sign a document: the card opens the document to read and sign instead of a confirmation. */
export const SIGNING_ACTIONS = ['sign', 'signAct', 'signActByProvider'] as const;
export type SigningAction = (typeof SIGNING_ACTIONS)[number];
export const isSigningAction = (action: ContractAction): action is SigningAction =>
  (SIGNING_ACTIONS as readonly string[]).includes(action);

/** The question each confirmation asks, by action. */
const CONFIRM: Record<Exclude<SimpleAction, SigningAction>, string> = {
  terminate: 'Договор будет расторгнут, оказание услуг по нему прекратится. Отменить это действие нельзя.',
  sendForSigning: 'Договор станет доступен получателю услуг для подписания в личном кабинете.',
  requestTermination: 'Поставщику будет направлен запрос на расторжение договора.',
  markMissed: 'Будет отмечено, что услуга по договору не была оказана.',
};

/** Actions shown elsewhere than the button row: removing a service sits on the service's row; feedback joins the rating when both are allowed. */
function buttonActions(allowed: readonly ContractAction[]): ContractAction[] {
  return allowed.filter((a) => a !== 'removeService' && !(a === 'feedback' && allowed.includes('rate')));
}

export interface ContractActionsProps {
  allowed: readonly ContractAction[];
  /** The contract's last day now (YYYY-MM-DD): an extension starts after it. */
  dateTo: string;
  busy?: boolean;
  onAction: (request: ActionRequest) => Promise<boolean>;
  /** A signing action: the card shows the document and signs it. */
  onSign: (action: SigningAction) => void;
}

/** Exactly the buttons the state table allows the signed-in side; each asks what its action needs (a reason, a rating, a date) or a confirmation. */
export function ContractActions({ allowed, dateTo, busy, onAction, onSign }: ContractActionsProps) {
  const [open, setOpen] = useState<ContractAction | null>(null);
  const actions = buttonActions(allowed);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  const run = async (request: ActionRequest) => {
    if (await onAction(request)) close();
  };
  return (
    <>
      <ActionBar
        actions={actions}
        table={SERVICE_CONTRACT_TABLE}
        busy={busy}
        onAction={(action) => (isSigningAction(action) ? onSign(action) : setOpen(action))}
      />
      {open && isSimpleAction(open) && !isSigningAction(open) && (
        <ConfirmDialog
          open
          title={`${SERVICE_CONTRACT_ACTION_CAPTIONS[open]}?`}
          text={CONFIRM[open]}
          confirmCaption={SERVICE_CONTRACT_ACTION_CAPTIONS[open]}
          confirmColor="primary"
          busy={busy}
          onClose={close}
          onConfirm={() => run({ action: open })}
        />
      )}
      {open === 'reject' && (
        <ReasonDialog
          title="Отклонить договор"
          busy={busy}
          onClose={close}
          onSubmit={(reason) => run({ action: 'reject', reason })}
        />
      )}
      {(open === 'rate' || open === 'feedback') && (
        <FeedbackDialog withRating={open === 'rate'} busy={busy} onClose={close} onSubmit={(r) => run(r)} />
      )}
      {open === 'extendValidity' && (
        <ExtendDialog
          dateTo={dateTo}
          busy={busy}
          onClose={close}
          onSubmit={(d) => run({ action: 'extendValidity', dateTo: d })}
        />
      )}
    </>
  );
}

function FeedbackDialog({
  withRating,
  busy,
  onClose,
  onSubmit,
}: {
  withRating: boolean;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (r: ActionRequest) => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = withRating
    ? rating === null
      ? 'Поставьте оценку от 1 до 5'
      : null
    : text.trim() === ''
      ? 'Напишите отзыв'
      : null;
  const submit = () => {
    setTouched(true);
    if (problem) return;
    onSubmit(
      withRating
        ? { action: 'rate', rating: rating!, text: text.trim() || undefined }
        : { action: 'feedback', text: text.trim() },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="contract-feedback-title" fullWidth maxWidth="sm">
      <DialogTitle id="contract-feedback-title">
        {withRating ? 'Оценить поставщика услуг' : 'Оставить отзыв'}
      </DialogTitle>
      <DialogContent>
        {withRating && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend">Оценка (от 1 до 5)</Typography>
            <Rating
              name="contract-rating"
              value={rating}
              onChange={(_e, value) => setRating(value)}
              size="large"
              getLabelText={(value) => `Оценка ${value} из 5`}
              emptyLabelText="Без оценки"
            />
          </Box>
        )}
        <TextField
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label={withRating ? 'Отзыв (необязательно)' : 'Отзыв'}
          value={text}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          onChange={(e) => setText(e.target.value)}
        />
        {touched && problem && (
          <Typography color="error" role="alert" variant="body2">
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          Отправить
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ExtendDialog({
  dateTo,
  busy,
  onClose,
  onSubmit,
}: {
  dateTo: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (dateTo: string) => void;
}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const problem =
    value === ''
      ? 'Укажите новую дату окончания'
      : value <= dateTo
        ? 'Новая дата окончания должна быть позже прежней'
        : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="contract-extend-title">
      <DialogTitle id="contract-extend-title">Продлить срок действия</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          margin="dense"
          label="Новая дата окончания"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateTo } }}
          error={touched && !!problem}
          helperText={touched && problem ? problem : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={busy} onClick={() => (setTouched(true), !problem && onSubmit(value))}>
          Продлить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
