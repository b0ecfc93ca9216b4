import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { checkEmail, checkPhone, normalizePhone } from '@common/validation';

/** Which new contacts are being added: none (view), phone 1, e-mail 2, both 3 (platform.md section 4). */
export type ContactsMode = 0 | 1 | 2 | 3;

/** The save button's label: by what is added. */
export function saveLabel(phoneChanged: boolean, emailChanged: boolean): string {
  if (phoneChanged && emailChanged) return 'Сохранить новые контакты';
  return phoneChanged ? 'Сохранить новый телефон' : 'Сохранить новый e-mail';
}

export interface ContactsEditorProps {
  phone: string | null | undefined;
  email: string | null | undefined;
  onSave: (contacts: { phone?: string; mail?: string }) => Promise<void>;
}

/** Plus-buttons to add a new phone and/or e-mail, with cancel and a save button shown only on a change. */
export function ContactsEditor({ phone, email, onSave }: ContactsEditorProps) {
  const [mode, setMode] = useState<ContactsMode>(0);
  const [newPhone, setNewPhone] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [touched, setTouched] = useState({ phone: false, email: false });
  const [saving, setSaving] = useState(false);
  const addingPhone = mode === 1 || mode === 3;
  const addingEmail = mode === 2 || mode === 3;
  const phoneChanged = addingPhone && newPhone.trim() !== '' && normalizePhone(newPhone) !== (phone ?? '');
  const emailChanged = addingEmail && newEmail.trim() !== '' && newEmail.trim() !== (email ?? '');
  const phoneError = addingPhone && touched.phone ? checkPhone(newPhone) : undefined;
  const emailError = addingEmail && touched.email ? checkEmail(newEmail) : undefined;

  const cancel = () => {
    setMode(0);
    setNewPhone('');
    setNewEmail('');
    setTouched({ phone: false, email: false });
  };
  const save = async () => {
    setTouched({ phone: true, email: true });
    if ((phoneChanged && checkPhone(newPhone)) || (emailChanged && checkEmail(newEmail))) return;
    setSaving(true);
    try {
      await onSave({ phone: phoneChanged ? newPhone : undefined, mail: emailChanged ? newEmail.trim() : undefined });
      cancel();
    } catch {
      // The HTTP client has told the person what happened; what they typed stays in the fields.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 420 }}>
      {addingPhone && (
        <TextField
          label="Новый телефон"
          value={newPhone}
          onChange={(e) => setNewPhone(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, phone: true }))}
          error={!!phoneError}
          helperText={phoneError ?? 'Например, +7 912 345-67-89'}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
      )}
      {addingEmail && (
        <TextField
          label="Новый e-mail"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          error={!!emailError}
          helperText={emailError}
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }}
        />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!addingPhone && (
          <Button startIcon={<AddIcon />} onClick={() => setMode(mode === 2 ? 3 : 1)}>
            Добавить телефон
          </Button>
        )}
        {!addingEmail && (
          <Button startIcon={<AddIcon />} onClick={() => setMode(mode === 1 ? 3 : 2)}>
            Добавить e-mail
          </Button>
        )}
        {mode !== 0 && <Button onClick={cancel}>Отмена</Button>}
        {(phoneChanged || emailChanged) && (
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {saveLabel(phoneChanged, emailChanged)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
