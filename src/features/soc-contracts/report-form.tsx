import { useId, useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CommentField, FilingForm } from '@/components/form-parts/filing-form';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { ruDate } from './api';

/** What the report form holds: the event, what was done, the documents. */
export interface ReportValues {
  eventId: number | null;
  text: string;
  files: StoredFile[];
}

export const TEXT_MAX = 4000;
const LABELS = { event: 'Мероприятие', text: 'Что сделано', files: 'Документы' } as const;
type Field = keyof typeof LABELS;

/** The events a report may be on. */
export interface ReportEventOption {
  id: number;
  name: string;
  dueDate: string;
}

export interface ReportFormProps {
  events: readonly ReportEventOption[];
  /** A report being changed keeps its event. */
  eventFixed?: boolean;
  values: ReportValues;
  onChange(values: ReportValues): void;
  busy?: boolean;
  onSubmit(values: ReportValues): void;
}

/** The checks of the form, in its order: an event, and a text or at least one document. */
export function reportErrors(values: ReportValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.eventId === null) errors.event = 'Выберите мероприятие';
  if (values.text.trim() === '' && values.files.length === 0)
    errors.text = 'Опишите, что сделано, или приложите документ';
  if (values.text.length > TEXT_MAX) errors.text = `Не больше ${TEXT_MAX} символов`;
  return errors;
}

/** A citizen's report on an event of their social contract: the event, what was done, the documents. */
export function ReportForm({ events, eventFixed, values, onChange, busy, onSubmit }: ReportFormProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = tried ? reportErrors(values) : {};
  const set = <K extends keyof ReportValues>(key: K, value: ReportValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(reportErrors(values)).length === 0) onSubmit(values);
  };
  return (
    <FilingForm
      ids={ids}
      label="Отчёт о мероприятии"
      labels={LABELS}
      errors={errors}
      onSubmit={submit}
      busy={busy}
      waitFor={uploading ? WIDGET_TEXTS.waitForUploads : undefined}
      submitCaption="Отправить отчёт"
    >
      <TextField
        id={`${ids}-event`}
        select
        required
        label={LABELS.event}
        value={values.eventId ?? ''}
        disabled={eventFixed}
        onChange={(e) => set('eventId', Number(e.target.value))}
        error={!!errors.event}
        helperText={errors.event ?? ' '}
      >
        {events.map((event) => (
          <MenuItem key={event.id} value={event.id} sx={{ whiteSpace: 'normal' }}>
            {event.name} (срок {ruDate(event.dueDate)})
          </MenuItem>
        ))}
      </TextField>
      <CommentField
        id={`${ids}-text`}
        label={LABELS.text}
        value={values.text}
        onChange={(text) => set('text', text)}
        error={errors.text}
        hint="Опишите, что вы сделали по мероприятию"
        max={TEXT_MAX}
      />
      <FileUploadField
        id={`${ids}-files`}
        label="Документы (справки, договоры, чеки)"
        value={values.files}
        onChange={(files) => set('files', storedFiles(files))}
        onUploadingChange={setUploading}
      />
      <Typography variant="body2" color="text.secondary">
        Введённое сохраняется на этом устройстве до отправки: после перезагрузки страницы отчёт можно продолжить.
      </Typography>
    </FilingForm>
  );
}
