import { useId, useState, type FormEvent } from 'react';
import { FormErrorsSummary } from '@/components/form-parts/form-errors-summary';
import { RecipientChoice } from '@/components/form-parts/recipient-choice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkPhone, formatPhone } from '@common/validation/phone';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import type { CertificateDraft, NewCertificate } from './api';

const COMMENT_MAX = 2000;
const REQUIRED = 'Обязательное поле';

export interface CertificateValues {
  recipient: string;
  phone: string;
  comment: string;
  files: StoredFile[];
}
type Errors = Partial<Record<keyof CertificateValues, string>>;

const LABELS: Record<keyof CertificateValues, string> = {
  recipient: 'Получатель сертификата',
  phone: 'Контактный телефон',
  comment: 'Комментарий',
  files: 'Документы',
};

/** What is wrong with each field before anything is sent. */
export function certificateErrors(v: CertificateValues): Errors {
  const errors: Errors = {};
  if (!v.recipient) errors.recipient = REQUIRED;
  if (!v.phone.trim()) errors.phone = REQUIRED;
  else if (checkPhone(v.phone)) errors.phone = checkPhone(v.phone);
  if (v.comment.length > COMMENT_MAX) errors.comment = `Максимальное кол-во символов: ${COMMENT_MAX}`;
  return errors;
}

/** The form's first values: the only recipient chosen, the phone from the profile. */
export function initialCertificateValues(draft: CertificateDraft): CertificateValues {
  return {
    recipient: draft.recipients.length === 1 ? String(draft.recipients[0].personId) : '',
    phone: draft.phone ? formatPhone(draft.phone) : '',
    comment: '',
    files: [],
  };
}

export interface CertificateFormProps {
  draft: CertificateDraft;
  values: CertificateValues;
  onChange: (values: CertificateValues) => void;
  busy?: boolean;
  onSubmit: (request: NewCertificate) => void;
}

/**
 * The short request for a certificate of one type: who receives it (the types' allowed recipients
 * among the applicant, their children and wards), a contact phone (prefilled), a comment and the
 * documents. Errors are listed at the top and under each field after the first attempt to send.
 */
export function CertificateForm({ draft, values, onChange, busy, onSubmit }: CertificateFormProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const errors = tried ? certificateErrors(values) : {};
  const set = <K extends keyof CertificateValues>(field: K, value: CertificateValues[K]) =>
    onChange({ ...values, [field]: value });
  const self = draft.recipients.find((r) => r.relation === 'self');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(certificateErrors(values)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    const target = Number(values.recipient);
    onSubmit({
      type: draft.type,
      targetPersonId: target === self?.personId ? null : target,
      phone: values.phone.trim(),
      fileIds: values.files.map((file) => file.id),
      ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    });
  };

  const listed = Object.entries(errors) as Array<[keyof CertificateValues, string]>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Заявление на сертификат"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}
    >
      <FormErrorsSummary
        id={`${ids}-summary`}
        fieldIdPrefix={ids}
        errors={listed.map(([field, text]) => ({ field, label: LABELS[field], text }))}
      />
      <RecipientChoice
        id={`${ids}-recipient`}
        label={LABELS.recipient}
        recipients={draft.recipients}
        value={values.recipient}
        onChange={(value) => set('recipient', value)}
        error={errors.recipient}
      />
      <TextField
        id={`${ids}-phone`}
        type="tel"
        required
        label={LABELS.phone}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={!!errors.phone}
        helperText={errors.phone ?? 'Специалист позвонит, если понадобятся уточнения'}
        slotProps={{ htmlInput: { autoComplete: 'tel', inputMode: 'tel', maxLength: 30 } }}
        sx={{ maxWidth: 320 }}
      />
      <TextField
        id={`${ids}-comment`}
        label={LABELS.comment}
        multiline
        minRows={3}
        value={values.comment}
        onChange={(e) => set('comment', e.target.value)}
        error={!!errors.comment}
        helperText={
          errors.comment ??
          `Для чего нужен сертификат. Осталось символов: ${Math.max(0, COMMENT_MAX - values.comment.length)}`
        }
      />
      <FileUploadField
        id={`${ids}-files`}
        label="Документы (паспорт, свидетельство о рождении, справки)"
        value={values.files}
        onChange={(files) => set('files', storedFiles(files))}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Отправить заявление
        </Button>
      </Box>
    </Box>
  );
}
