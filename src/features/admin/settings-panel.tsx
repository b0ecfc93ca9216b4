import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ruDateTime } from '@common/region-time';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import { saveSetting, type Setting } from './api';

/** The editable fields of each setting: label and input type per value key. */
const FIELDS: Record<number, Array<{ key: string; label: string; type: 'number' | 'date' }>> = {
  1: [
    { key: 'maxReportFileSizeMb', label: 'Наибольший размер файла, МБ', type: 'number' },
    { key: 'maxReportFilesCount', label: 'Наибольшее количество файлов', type: 'number' },
  ],
  2: [
    { key: 'dateFrom', label: 'Начало приёма заявлений', type: 'date' },
    { key: 'dateTo', label: 'Окончание приёма заявлений', type: 'date' },
  ],
};

/** One setting as a small form; a refused value keeps what was typed and the server tells why. */
function SettingForm({ setting, onSaved }: { setting: Setting; onSaved: () => void }) {
  const fields = FIELDS[setting.id] ?? [];
  const initial = () => Object.fromEntries(fields.map((f) => [f.key, String(setting.value[f.key] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await saveSetting(
        setting.id,
        Object.fromEntries(fields.map((f) => [f.key, f.type === 'number' ? Number(values[f.key]) : values[f.key]])),
      );
      onSaved();
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={`setting-${setting.id}`}
      sx={{ p: 2 }}
      onSubmit={(e) => (e.preventDefault(), void save())}
    >
      <Typography variant="h6" component="h3" id={`setting-${setting.id}`}>
        {setting.caption}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Изменена {ruDateTime(setting.updatedAt)}
        {setting.updatedBy ? `, ${setting.updatedBy}` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {fields.map((f) =>
          f.type === 'date' ? (
            <RuDateField
              key={f.key}
              id={`setting-${setting.id}-${f.key}`}
              label={f.label}
              value={values[f.key] || undefined}
              onChange={(next) => setValues({ ...values, [f.key]: next ?? '' })}
            />
          ) : (
            <TextField
              key={f.key}
              id={`setting-${setting.id}-${f.key}`}
              label={f.label}
              type={f.type}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
              sx={{ minWidth: { sm: 260 } }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, inputMode: 'numeric' } }}
            />
          ),
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
          Сохранить
        </Button>
      </Stack>
    </Paper>
  );
}

/** The portal's settings, each changed on its own; a change applies at once everywhere. */
export function SettingsPanel({ settings, onSaved }: { settings: Setting[]; onSaved: () => void }) {
  return (
    <Stack spacing={2}>
      {settings.map((setting) => (
        // Keyed by the change time: a saved value starts the form afresh from the server's copy.
        <SettingForm key={`${setting.id}-${setting.updatedAt}`} setting={setting} onSaved={onSaved} />
      ))}
    </Stack>
  );
}
