import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkPhone, formatPhone } from '@common/validation/phone';
import { CommentField, FilingForm, PhoneField } from '@/components/form-parts/filing-form';
import { RecipientChoice } from '@/components/form-parts/recipient-choice';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import { ruDate, type ApplicationFormData, type NewApplication } from './api';

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

  const LABELS: Record<keyof Values, string> = {
    recipient: 'Получатель услуги',
    desiredDateFrom: 'Желаемая дата начала',
    phone: 'Контактный телефон',
    comment: 'Комментарий',
  };
  return (
    <FilingForm
      ids={ids}
      label="Заявление на услугу"
      labels={LABELS}
      errors={errors}
      onSubmit={submit}
      busy={busy}
      maxWidth={640}
    >
      <RecipientChoice
        id={`${ids}-recipient`}
        label={LABELS.recipient}
        recipients={form.recipients}
        value={values.recipient}
        onChange={(value) => set('recipient')(value)}
        error={errors.recipient}
      />
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
      <PhoneField
        id={`${ids}-phone`}
        label={LABELS.phone}
        value={values.phone}
        onChange={(value) => set('phone')(value)}
        error={errors.phone}
        hint="Поставщик позвонит, чтобы согласовать время"
      />
      <CommentField
        id={`${ids}-comment`}
        label={LABELS.comment}
        value={values.comment}
        onChange={(value) => set('comment')(value)}
        error={errors.comment}
        hint="Например, удобное время или особенности ухода"
        max={COMMENT_MAX}
      />
    </FilingForm>
  );
}
