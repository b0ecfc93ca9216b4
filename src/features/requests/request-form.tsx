import { useId, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPhone, formatPhone } from '@common/validation/phone';
import { CommentField, FilingForm, PhoneField } from '@/components/form-parts/filing-form';
import { RecipientChoice } from '@/components/form-parts/recipient-choice';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { type InstitutionServices, type NewRequest, type RequestFormData, type RequestInstitution } from './api';

const COMMENT_MAX = 2000;
const REQUIRED = 'Обязательное поле';

export interface RequestValues {
  institution: RequestInstitution | null;
  serviceIds: number[];
  recipient: string;
  phone: string;
  comment: string;
  files: StoredFile[];
}
type Errors = Partial<Record<keyof RequestValues, string>>;

const LABELS: Record<keyof RequestValues, string> = {
  institution: 'Учреждение',
  serviceIds: 'Услуги',
  recipient: 'Получатель услуг',
  phone: 'Контактный телефон',
  comment: 'Комментарий',
  files: 'Документы',
};

/** What is wrong with each field, in the server's words, before anything is sent. */
export function requestErrors(v: RequestValues): Errors {
  const errors: Errors = {};
  if (!v.institution) errors.institution = REQUIRED;
  if (v.serviceIds.length === 0) errors.serviceIds = 'Выберите хотя бы одну услугу';
  if (!v.recipient) errors.recipient = REQUIRED;
  if (!v.phone.trim()) errors.phone = REQUIRED;
  else if (checkPhone(v.phone)) errors.phone = checkPhone(v.phone);
  if (v.comment.length > COMMENT_MAX) errors.comment = `Максимальное кол-во символов: ${COMMENT_MAX}`;
  return errors;
}

export interface RequestFormProps {
  form: RequestFormData;
  /** The institutions found by the search typed so far. */
  institutions: readonly RequestInstitution[];
  onSearch: (search: string) => void;
  /** The chosen institution's services (undefined while they load). */
  services: InstitutionServices | undefined;
  values: RequestValues;
  onChange: (values: RequestValues) => void;
  busy?: boolean;
  onSubmit: (request: NewRequest) => void;
}

/**
 * A citizen's request for social services: the institution (found by name), its services, who
 * receives them (the applicant, a child or a ward), a contact phone (prefilled from the profile), a
 * comment and the documents. The values live in the page (they survive a failed send); errors are
 * listed at the top and under each field after the first attempt to send.
 */
export function RequestForm({
  form,
  institutions,
  onSearch,
  services,
  values,
  onChange,
  busy,
  onSubmit,
}: RequestFormProps) {
  const ids = useId();
  const [tried, setTried] = useState(false);
  const errors = tried ? requestErrors(values) : {};
  const set = <K extends keyof RequestValues>(field: K, value: RequestValues[K]) =>
    onChange({ ...values, [field]: value });
  const self = form.recipients.find((r) => r.relation === 'self');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(requestErrors(values)).length > 0) {
      document.getElementById(`${ids}-summary`)?.focus();
      return;
    }
    const target = Number(values.recipient);
    onSubmit({
      kind: 'service',
      institutionId: values.institution!.id,
      serviceIds: values.serviceIds,
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
      label="Заявление"
      labels={LABELS}
      errors={errors}
      onSubmit={submit}
      busy={busy}
      waitFor={uploading ? WIDGET_TEXTS.waitForUploads : undefined}
    >
      <Autocomplete
        options={institutions}
        value={values.institution}
        getOptionLabel={(option) => option.caption}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        onInputChange={(_event, text, reason) => reason === 'input' && onSearch(text)}
        onChange={(_event, institution) => onChange({ ...values, institution, serviceIds: [] })}
        noOptionsText="Учреждение не найдено"
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            <Box>
              <Typography>{option.caption}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.address}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            id={`${ids}-institution`}
            required
            label={LABELS.institution}
            error={!!errors.institution}
            helperText={errors.institution ?? 'Начните вводить название учреждения социального обслуживания'}
          />
        )}
      />
      <FormControl error={!!errors.serviceIds} required component="fieldset">
        <FormLabel component="legend" id={`${ids}-serviceIds-label`}>
          {LABELS.serviceIds}
        </FormLabel>
        {!values.institution ? (
          <Typography color="text.secondary">Сначала выберите учреждение.</Typography>
        ) : !services ? (
          <Typography color="text.secondary">Загрузка услуг…</Typography>
        ) : (
          <FormGroup>
            {services.services.map((service, i) => (
              <FormControlLabel
                key={service.id}
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
            ))}
          </FormGroup>
        )}
        {errors.serviceIds && (
          <Typography variant="caption" color="error">
            {errors.serviceIds}
          </Typography>
        )}
      </FormControl>
      <RecipientChoice
        id={`${ids}-recipient`}
        label={LABELS.recipient}
        recipients={form.recipients}
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
        hint="Специалист учреждения позвонит, если понадобятся уточнения"
      />
      <CommentField
        id={`${ids}-comment`}
        label={LABELS.comment}
        value={values.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
        hint="Опишите, какая помощь нужна"
        max={COMMENT_MAX}
      />
      <FileUploadField
        id={`${ids}-files`}
        label="Документы (паспорт, справки, медицинское заключение)"
        value={values.files}
        onChange={(files) => set('files', storedFiles(files))}
        onUploadingChange={setUploading}
      />
    </FilingForm>
  );
}

/** The form's first values: the only recipient chosen, the phone from the profile. */
export function initialRequestValues(
  form: RequestFormData,
  institution: RequestInstitution | null = null,
): RequestValues {
  return {
    institution,
    serviceIds: [],
    recipient: form.recipients.length === 1 ? String(form.recipients[0].personId) : '',
    phone: form.phone ? formatPhone(form.phone) : '',
    comment: '',
    files: [],
  };
}
