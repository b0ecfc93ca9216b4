import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/client';
import { useNotifications } from '@/stores/notifications';
import { BackButton } from '@/components/back-button';
import {
  DIGIT_FIELDS,
  REQUISITE_FIELDS,
  tourismRequisitesSchema,
  type RequisiteField,
} from '@common/tourism-requisites';
import { checkRequisites } from '@common/validation';
import {
  findBank,
  saveTourismRequisites,
  useTourismRequisites,
  type RequisitesForm,
  type TourismRequisites,
} from './api';

export const REQUISITES_TEXTS = {
  failed: 'Произошла ошибка при сохранении реквизитов',
} as const;

/** Pause between the success message and the return to the profile (platform.md section 8). */
export const RETURN_DELAY_MS = 1000;

const rule = (field: RequisiteField) => tourismRequisitesSchema.properties[field];
const digitsOnly = (field: RequisiteField) => DIGIT_FIELDS.has(field);

/** The form's errors by field: the kernel's requisites rules, the same the server runs. */
export function requisitesErrors(form: RequisitesForm): Partial<Record<RequisiteField, string>> {
  return checkRequisites(form);
}

/** The text of a failed save: the server's message, else the spec's fallback. */
function failureText(error: unknown): string {
  return refusalTexts(error)[0] ?? REQUISITES_TEXTS.failed;
}

/** /user/tourism-requisites: the tourism provider's requisites, checked before saving, then back to the profile. */
export default function TourismRequisitesPage() {
  const { data, error, isLoading, mutate } = useTourismRequisites(true);
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить реквизиты. Обновите страницу.</Alert>;
  return <RequisitesEditor requisites={data} onSaved={() => void mutate()} />;
}

function RequisitesEditor({ requisites: data, onSaved }: { requisites: TourismRequisites; onSaved: () => void }) {
  const navigate = useNavigate();
  const push = useNotifications((s) => s.push);
  const [form, setForm] = useState<RequisitesForm>(() => {
    const { dateIncluded: _i, dateRegistered: _r, createdTime: _c, shortCaption: _s, ...values } = data;
    return values;
  });
  const [errors, setErrors] = useState<Partial<Record<RequisiteField, string>>>({});
  const [saving, setSaving] = useState(false);

  const set = (field: RequisiteField, raw: string) => {
    const value = (digitsOnly(field) ? raw.replace(/\D/g, '') : raw).slice(0, rule(field).maxLength);
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    // A complete BIK fills the bank's name from the bank lookup.
    if (field === 'bankBik' && /^\d{9}$/.test(value)) {
      findBank(value).then(
        (bank) => bank && setForm((f) => (f.bankBik === value ? { ...f, bankName: bank.caption } : f)),
        () => undefined,
      );
    }
  };
  const save = async () => {
    const found = requisitesErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      // The answer carries 'Реквизиты успешно обновлены', which the HTTP client shows.
      await saveTourismRequisites(form);
      onSaved();
      setTimeout(() => navigate('/user'), RETURN_DELAY_MS);
    } catch (failure) {
      push({ severity: 'Error', text: failureText(failure) });
      setSaving(false);
    }
  };

  return (
    <>
      <BackButton to="/user" caption="В профиль" />
      <Typography variant="h4" component="h1" gutterBottom>
        Реквизиты туроператора
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data.shortCaption}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        sx={{ p: 2 }}
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {REQUISITE_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`requisites-${field}`}
              label={rule(field).title}
              value={form[field] ?? ''}
              onChange={(e) => set(field, e.target.value)}
              error={!!errors[field]}
              helperText={errors[field]}
              multiline={rule(field).maxLength > 20}
              slotProps={{
                htmlInput: { maxLength: rule(field).maxLength, inputMode: digitsOnly(field) ? 'numeric' : undefined },
              }}
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isUpdateInstitutionDetails}
                onChange={(e) => setForm({ ...form, isUpdateInstitutionDetails: e.target.checked })}
              />
            }
            label={tourismRequisitesSchema.properties.isUpdateInstitutionDetails.title}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving}>
              Сохранить реквизиты
            </Button>
            <Button onClick={() => navigate('/user')} disabled={saving}>
              Отмена
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
