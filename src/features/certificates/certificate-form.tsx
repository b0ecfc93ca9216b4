import { useId, useState, type FormEvent } from 'react';
import { CommentField, FilingForm, PhoneField } from '@/components/form-parts/filing-form';
import { RecipientChoice } from '@/components/form-parts/recipient-choice';
import { checkPhone, formatPhone } from '@common/validation/phone';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
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

  // A send while a document is still uploading would file it without the document.
  const [uploading, setUploading] = useState(false);
  return (
    <FilingForm
      ids={ids}
      label="Заявление на сертификат"
      labels={LABELS}
      errors={errors}
      onSubmit={submit}
      busy={busy}
      waitFor={uploading ? WIDGET_TEXTS.waitForUploads : undefined}
    >
      <RecipientChoice
        id={`${ids}-recipient`}
        label={LABELS.recipient}
        recipients={draft.recipients}
        value={values.recipient}
        onChange={(value) => set('recipient', value)}
        error={errors.recipient}
      />
      <PhoneField
        id={`${ids}-phone`}
        label={LABELS.phone}
        value={values.phone}
        onChange={(value) => set('phone', value)}
        error={errors.phone}
        hint="Специалист позвонит, если понадобятся уточнения"
      />
      <CommentField
        id={`${ids}-comment`}
        label={LABELS.comment}
        value={values.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
        hint="Для чего нужен сертификат"
        max={COMMENT_MAX}
      />
      <FileUploadField
        id={`${ids}-files`}
        label="Документы (паспорт, свидетельство о рождении, справки)"
        value={values.files}
        onChange={(files) => set('files', storedFiles(files))}
        onUploadingChange={setUploading}
      />
    </FilingForm>
  );
}
