import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { CommentField, FilingForm, PhoneField } from '@/components/form-parts/filing-form';
import { RecipientChoice } from '@/components/form-parts/recipient-choice';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { checkPhone, formatPhone } from '@common/validation/phone';
import type { DefaultService, JoinFormData, JoinRequest } from './api';

const COMMENT_MAX = 2000;
const REQUIRED = 'Обязательное поле';

export interface JoinValues {
  recipient: string;
  serviceIds: number[];
  phone: string;
  comment: string;
}
type Errors = Partial<Record<keyof JoinValues, string>>;

const LABELS: Record<keyof JoinValues, string> = {
  recipient: 'Участник программы',
  serviceIds: 'Занятия',
  phone: 'Контактный телефон',
  comment: 'Комментарий',
};

/** What is wrong with each field, in the server's words, before anything is sent. */
export function joinErrors(v: JoinValues): Errors {
  const errors: Errors = {};
  if (!v.recipient) errors.recipient = REQUIRED;
  if (v.serviceIds.length === 0) errors.serviceIds = 'Выберите хотя бы одно занятие';
  if (!v.phone.trim()) errors.phone = REQUIRED;
  else if (checkPhone(v.phone)) errors.phone = checkPhone(v.phone);
  if (v.comment.length > COMMENT_MAX) errors.comment = `Максимальное кол-во символов: ${COMMENT_MAX}`;
  return errors;
}

/** The form's first values: the citizen themself as the participant, the phone from the profile. */
export function initialJoinValues(form: JoinFormData): JoinValues {
  const self = form.recipients.find((r) => r.relation === 'self') ?? form.recipients[0];
  return {
    recipient: self ? String(self.personId) : '',
    serviceIds: [],
    phone: form.phone ? formatPhone(form.phone) : '',
    comment: '',
  };
}

/** The request to join as the server takes it. */
export function joinRequest(institutionId: number, form: JoinFormData, values: JoinValues): JoinRequest {
  const self = form.recipients.find((r) => r.relation === 'self');
  const target = Number(values.recipient);
  return {
    kind: 'active-longevity',
    institutionId,
    serviceIds: values.serviceIds,
    targetPersonId: target === self?.personId ? null : target,
    phone: values.phone.trim(),
    fileIds: [],
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
  };
}

export interface JoinFormProps {
  form: JoinFormData;
  /** The institution's programme services for the chosen participant (undefined while they load). */
  services: readonly DefaultService[] | undefined;
  values: JoinValues;
  /** A new participant: the page loads their services and preselects them. */
  onChange: (values: JoinValues) => void;
  busy?: boolean;
  /** The server's refusal of the last send, kept above the button. */
  refusal?: readonly string[];
  onSubmit: () => void;
}

/**
 * The request to join the programme at one institution: who takes part (the citizen, a child, a
 * ward), the institution's programme services (preselected; one already asked for and not decided
 * yet is left unticked), a phone and a comment. The values live in the page: a failed send loses
 * nothing; errors are listed at the top and under each field after the first attempt.
 */
export function JoinForm({ form, services, values, onChange, busy, refusal, onSubmit }: JoinFormProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const errors = tried ? joinErrors(values) : {};
  const set = <K extends keyof JoinValues>(field: K, value: JoinValues[K]) => onChange({ ...values, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(joinErrors(values)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <FilingForm
      ids={ids}
      label="Заявка на участие"
      labels={LABELS}
      errors={errors}
      onSubmit={submit}
      busy={busy}
      submitCaption="Отправить заявку"
    >
      <RecipientChoice
        id={`${ids}-recipient`}
        label={LABELS.recipient}
        recipients={form.recipients}
        value={values.recipient}
        onChange={(value) => onChange({ ...values, recipient: value, serviceIds: [] })}
        error={errors.recipient}
      />
      <FormControl error={!!errors.serviceIds} required component="fieldset">
        <FormLabel component="legend">{LABELS.serviceIds}</FormLabel>
        {!values.recipient ? (
          <Typography color="text.secondary">Сначала выберите участника.</Typography>
        ) : !services ? (
          <Typography color="text.secondary">Загрузка занятий…</Typography>
        ) : (
          <FormGroup>
            {services.map((service, i) => (
              <Box key={service.id}>
                <FormControlLabel
                  label={service.caption}
                  control={
                    <Checkbox
                      id={i === 0 ? `${ids}-serviceIds` : undefined}
                      checked={values.serviceIds.includes(service.id)}
                      onChange={(e) =>
                        set(
                          'serviceIds',
                          e.target.checked
                            ? [...values.serviceIds, service.id]
                            : values.serviceIds.filter((id) => id !== service.id),
                        )
                      }
                    />
                  }
                />
                {!service.selected && (
                  <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
                    Заявка на это занятие уже подана и рассматривается
                  </FormHelperText>
                )}
              </Box>
            ))}
          </FormGroup>
        )}
        {errors.serviceIds && <FormHelperText>{errors.serviceIds}</FormHelperText>}
      </FormControl>
      <PhoneField
        id={`${ids}-phone`}
        label={LABELS.phone}
        value={values.phone}
        onChange={(value) => set('phone', value)}
        error={errors.phone}
        hint="По этому номеру учреждение пригласит на занятия"
      />
      <CommentField
        id={`${ids}-comment`}
        label={LABELS.comment}
        value={values.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
        hint="Удобные дни и время, ограничения по здоровью"
        max={COMMENT_MAX}
      />
      {refusal && refusal.length > 0 && (
        <Alert severity="error" role="alert">
          {refusal.map((text) => (
            <Typography key={text}>{text}</Typography>
          ))}
        </Alert>
      )}
    </FilingForm>
  );
}
