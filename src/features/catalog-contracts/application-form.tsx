import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPhone, formatPhone } from '@common/validation/phone';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import { ruDate, type ApplicationFormData, type NewApplication } from './api';

const RELATION: Record<string, string> = { self: 'я', child: 'ребёнок', ward: 'подопечный' };
const COMMENT_MAX = 1000;
const REQUIRED = 'Обязательное поле';

type Values = { recipient: string; desiredDateFrom: string; phone: string; comment: string };
type Errors = Partial<Record<keyof Values, string>>;

/** What is wrong with each field, in the server's words, before anything is sent. */
export function applicationErrors(v: Values, form: Pick<ApplicationFormData, 'minDate' | 'maxDate'>): Errors {
  const errors: Errors = {};
  if (!v.recipient) errors.recipient = REQUIRED;
  if (!v.desiredDateFrom) errors.desiredDateFrom = REQUIRED;
  else if (v.desiredDateFrom < form.minDate)
    errors.desiredDateFrom = 'Желаемая дата начала не может быть раньше сегодняшнего дня';
  else if (v.desiredDateFrom > form.maxDate) errors.desiredDateFrom = 'Желаемая дата начала — не позднее чем через год';
  if (!v.phone.trim()) errors.phone = REQUIRED;
  else if (checkPhone(v.phone)) errors.phone = checkPhone(v.phone);
  if (v.comment.length > COMMENT_MAX) errors.comment = `Максимальное кол-во символов: ${COMMENT_MAX}`;
  return errors;
}

export interface ApplicationFormProps {
  form: ApplicationFormData;
  institutionId: number;
  serviceId: number;
  busy?: boolean;
  onSubmit: (application: NewApplication) => void;
}

/**
 * The citizen's application for a catalogue service: who receives it (the applicant, a child or a
 * ward), the desired start date, a contact phone (prefilled from the profile) and a comment.
 * Errors are listed at the top and under each field after the first attempt to send.
 */
export function ApplicationForm({ form, institutionId, serviceId, busy, onSubmit }: ApplicationFormProps) {
  const ids = useId();
  const [values, setValues] = useState<Values>({
    recipient: form.recipients.length === 1 ? String(form.recipients[0].personId) : '',
    desiredDateFrom: '',
    phone: form.phone ? formatPhone(form.phone) : '',
    comment: '',
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? applicationErrors(values, form) : {};
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const self = form.recipients.find((r) => r.relation === 'self');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(applicationErrors(values, form)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    const target = Number(values.recipient);
    onSubmit({
      institutionId,
      serviceId,
      targetPersonId: target === self?.personId ? null : target,
      desiredDateFrom: values.desiredDateFrom,
      phone: values.phone.trim(),
      ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    });
  };

  const listed = Object.entries(errors) as Array<[keyof Values, string]>;
  const LABELS: Record<keyof Values, string> = {
    recipient: 'Получатель услуги',
    desiredDateFrom: 'Желаемая дата начала',
    phone: 'Контактный телефон',
    comment: 'Комментарий',
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Заявление на услугу"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
    >
      {listed.length > 0 && (
        <Alert severity="error" id={`${ids}-summary`} tabIndex={-1}>
          <Typography sx={{ fontWeight: 600 }}>Исправьте ошибки</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {listed.map(([field, text]) => (
              <li key={field}>
                <a href={`#${ids}-${field}`}>{LABELS[field]}</a>: {text}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <FormControl error={!!errors.recipient} required>
        <FormLabel id={`${ids}-recipient-label`}>{LABELS.recipient}</FormLabel>
        <RadioGroup
          aria-labelledby={`${ids}-recipient-label`}
          value={values.recipient}
          onChange={(e) => set('recipient')(e.target.value)}
        >
          {form.recipients.map((r, i) => (
            <FormControlLabel
              key={r.personId}
              value={String(r.personId)}
              control={<Radio id={i === 0 ? `${ids}-recipient` : undefined} />}
              label={`${r.fio} (${RELATION[r.relation]}, ${ruDate(r.birthDate)})`}
            />
          ))}
        </RadioGroup>
        {errors.recipient && (
          <Typography variant="caption" color="error">
            {errors.recipient}
          </Typography>
        )}
      </FormControl>
      <Box sx={{ maxWidth: 260 }}>
        <RuDateField
          id={`${ids}-desiredDateFrom`}
          label={LABELS.desiredDateFrom}
          value={values.desiredDateFrom || undefined}
          onChange={(value) => set('desiredDateFrom')(value ?? '')}
          required
          error={errors.desiredDateFrom}
          maxDate={form.maxDate}
        />
        {!errors.desiredDateFrom && (
          <Typography variant="caption" color="text.secondary" sx={{ mx: 1.75 }}>
            С {ruDate(form.minDate)} по {ruDate(form.maxDate)}
          </Typography>
        )}
      </Box>
      <TextField
        id={`${ids}-phone`}
        type="tel"
        required
        label={LABELS.phone}
        value={values.phone}
        onChange={(e) => set('phone')(e.target.value)}
        error={!!errors.phone}
        helperText={errors.phone ?? 'Поставщик позвонит, чтобы согласовать время'}
        slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel', maxLength: 30 } }}
        sx={{ maxWidth: 320 }}
      />
      <TextField
        id={`${ids}-comment`}
        label={LABELS.comment}
        multiline
        minRows={3}
        value={values.comment}
        onChange={(e) => set('comment')(e.target.value)}
        error={!!errors.comment}
        helperText={
          errors.comment ??
          `Например, удобное время или особенности ухода. Осталось символов: ${Math.max(0, COMMENT_MAX - values.comment.length)}`
        }
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Отправить заявление
        </Button>
      </Box>
    </Box>
  );
}
