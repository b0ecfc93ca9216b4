import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { ROLE_CAPTIONS, SystemRole } from '@common/roles';
import type { UserInstitution } from '@common/current-user';
import { ProfileField } from './profile-field';
import { REGISTRY_CHANGE_TITLE, RegistryChangeDialog } from './registry-change-dialog';
import { RegistryChangeList } from './registry-change-list';

/** Login-type labels of the institution block (platform.md section 6). */
export const loginTypeLabel = (role: number) => ROLE_CAPTIONS[role] ?? '';

/** The institution the employee works in now: employee id, login type, name, OGRN, and its applications. */
export function InstitutionBlock({ institution }: { institution: UserInstitution }) {
  const [dialog, setDialog] = useState(false);
  const provider = institution.institutionRole === SystemRole.ServiceProvider;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="institution-heading" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" id="institution-heading" gutterBottom>
        Организация
      </Typography>
      <ProfileField label="Идентификатор сотрудника" value={institution.employeeId} />
      <ProfileField label="Тип входа" value={loginTypeLabel(institution.institutionRole)} />
      <ProfileField label="Наименование" value={institution.caption} />
      <ProfileField label="ОГРН" value={institution.ogrn} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {provider && (
          <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setDialog(true)}>
            {REGISTRY_CHANGE_TITLE}
          </Button>
        )}
      </Stack>
      {provider && <RegistryChangeList />}
      {provider && <RegistryChangeDialog open={dialog} onClose={() => setDialog(false)} />}
    </Paper>
  );
}
