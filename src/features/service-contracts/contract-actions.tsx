import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ActionBar } from '@/components/action-bar';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { SERVICE_CONTRACT_ACTION_CAPTIONS, SERVICE_CONTRACT_TABLE } from '@common/contracts/service-contract-machine';
import { isSimpleAction, type ContractAction, type SimpleAction, type TourQuestion } from './api';

/** An answer to a question about a tour: 1–5, or 1 yes / 0 no. */
export interface TourAnswerInput {
  questionId: number;
  answer: number;
}

/** What the person confirmed in an action's dialog, sent by the card. */
export type ActionRequest =
  | { action: SimpleAction }
  | { action: 'reject'; reason: string }
  | { action: 'rate'; rating: number; text?: string; answers?: TourAnswerInput[] }
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

/**
 * Actions shown elsewhere than the button row: removing a service sits on the service's row, a tour's
 * members are changed in its list; feedback joins the rating when both are allowed.
 */
function buttonActions(allowed: readonly ContractAction[]): ContractAction[] {
  return allowed.filter(
    (a) => a !== 'removeService' && a !== 'changeMembers' && !(a === 'feedback' && allowed.includes('rate')),
  );
}

export interface ContractActionsProps {
  allowed: readonly ContractAction[];
  /** The contract's last day now (YYYY-MM-DD): an extension starts after it. */
  dateTo: string;
  busy?: boolean;
  onAction: (request: ActionRequest) => Promise<boolean>;
  /** A signing action: the card shows the document and signs it. */
  onSign: (action: SigningAction) => void;
  /** A tour's questions, asked with its rating (GET /tour-contract/all-question). */
  questions?: readonly TourQuestion[];
}

/** Exactly the buttons the state table allows the signed-in side; each asks what its action needs (a reason, a rating, a date) or a confirmation. */
export function ContractActions({ allowed, dateTo, busy, onAction, onSign, questions }: ContractActionsProps) {
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
        <FeedbackDialog
          withRating={open === 'rate'}
          questions={open === 'rate' ? questions : undefined}
          busy={busy}
          onClose={close}
          onSubmit={(r) => run(r)}
        />
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

export function FeedbackDialog({
  withRating,
  questions,
  busy,
  onClose,
  onSubmit,
}: {
  withRating: boolean;
  /** A tour's questions: each answered (or not) with the rating. */
  questions?: readonly TourQuestion[];
  busy?: boolean;
  onClose: () => void;
  onSubmit: (r: ActionRequest) => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
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
        ? {
            action: 'rate',
            rating: rating!,
            text: text.trim() || undefined,
            ...(questions
              ? { answers: Object.entries(answers).map(([id, answer]) => ({ questionId: Number(id), answer })) }
              : {}),
          }
        : { action: 'feedback', text: text.trim() },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="contract-feedback-title" fullWidth maxWidth="sm">
      <DialogTitle id="contract-feedback-title">
        {withRating ? (questions ? 'Оценить тур' : 'Оценить поставщика услуг') : 'Оставить отзыв'}
      </DialogTitle>
      <DialogContent>
        {withRating && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend">
              {questions ? 'Общая оценка тура (от 1 до 5)' : 'Оценка (от 1 до 5)'}
            </Typography>
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
        {questions && questions.length > 0 && (
          <TourQuestions
            questions={questions}
            answers={answers}
            onAnswer={(id, answer) => setAnswers((now) => ({ ...now, [id]: answer }))}
          />
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

/** The tour's questions: stars for «Как вы оцениваете…», «Да» / «Нет» for the others; each may stay unanswered. */
function TourQuestions({
  questions,
  answers,
  onAnswer,
}: {
  questions: readonly TourQuestion[];
  answers: Readonly<Record<number, number>>;
  onAnswer: (questionId: number, answer: number) => void;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Вопросы о туре (необязательно)
      </Typography>
      {questions.map((q) => (
        <Box key={q.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
          <Typography component="legend" variant="body2">
            {q.caption}
          </Typography>
          {q.kind === 'scale' ? (
            <Rating
              name={`tour-question-${q.id}`}
              value={answers[q.id] ?? null}
              onChange={(_e, value) => value !== null && onAnswer(q.id, value)}
              getLabelText={(value) => `${value} из 5`}
              emptyLabelText="Без ответа"
            />
          ) : (
            <RadioGroup
              row
              name={`tour-question-${q.id}`}
              value={answers[q.id] ?? ''}
              onChange={(e) => onAnswer(q.id, Number(e.target.value))}
            >
              <FormControlLabel value={1} control={<Radio />} label="Да" />
              <FormControlLabel value={0} control={<Radio />} label="Нет" />
            </RadioGroup>
          )}
        </Box>
      ))}
    </Box>
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
        <Box sx={{ pt: 1 }}>
          <RuDateField
            id="contract-extend-date"
            label="Новая дата окончания"
            value={value || undefined}
            onChange={(v) => setValue(v ?? '')}
            required
            error={touched && problem ? problem : undefined}
          />
        </Box>
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
