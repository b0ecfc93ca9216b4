import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { api } from '@/api/client';
import { useSession } from '@/stores/session';
import { ruDate } from '@common/region-time';
import { formatPhone } from '@common/validation';
import { SystemRole } from '@common/roles';
import type { CurrentUser } from '@common/current-user';
import { addContacts, useProfile, useTourismRequisites } from './api';
import { ContactsEditor } from './contacts-editor';
import { InstitutionBlock } from './institution-block';
import { ProfileExtracts } from './profile-extracts';
import { ProfileField } from './profile-field';
import { NonStateProviderInfo, TourismProviderInfo } from './provider-info';

/** Provider type of a non-state organisation (platform.md section 6). */
const NON_STATE = 1;

/** Whether the user may change role now: institutions or impersonation options, and not impersonated (platform.md section 6). */
export const canChangeRole = (user: CurrentUser) =>
  !user.isImpersonated && (user.availableInstitutions.length > 0 || user.availableToImpersonate.length > 0);

/** The tourism provider's requisites as the profile shows them, with the way to change them. */
function TourismRequisitesSummary() {
  const { data } = useTourismRequisites(true);
  const window = useSWR('/system/application-settings', () => api.get('/system/application-settings'));
  if (!data) return null;
  return (
    <>
      <TourismProviderInfo
        windowOpen={window.data?.tourismApplicationWindow.isOpen ?? false}
        dateTo={window.data?.tourismApplicationWindow.dateTo ?? null}
      />
      <Paper variant="outlined" component="section" aria-labelledby="requisites-heading" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" id="requisites-heading" gutterBottom>
          Реквизиты туроператора
        </Typography>
        <ProfileField label="Дата включения в реестр" value={ruDate(data.dateIncluded)} />
        <ProfileField label="КПП" value={data.kpp} />
        <ProfileField label="ОКТМО" value={data.oktmo} />
        <ProfileField label="Расчётный счёт" value={data.bankAccount} />
        <ProfileField label="БИК банка" value={data.bankBik} />
        <ProfileField label="Наименование банка" value={data.bankName} />
        <Button component={RouterLink} to="/user/tourism-requisites" variant="outlined" sx={{ mt: 1 }}>
          Изменить реквизиты
        </Button>
      </Paper>
    </>
  );
}

/** /user: the read-only profile, new contacts, the institution block, provider information, role change. */
export default function ProfilePage() {
  const user = useSession((s) => s.user);
  const { data, error, isLoading, mutate } = useProfile();
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data || !user) return <Alert severity="error">Не удалось загрузить профиль. Обновите страницу.</Alert>;
  const inst = data.institution;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          Профиль
        </Typography>
        {canChangeRole(user) && (
          <Button
            component={RouterLink}
            to="/select-role?redirectRoute=/user"
            variant="outlined"
            startIcon={<SwapHorizIcon />}
          >
            Сменить роль
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" component="section" aria-label="Личные данные" sx={{ p: 2, mb: 2 }}>
        <ProfileField label="Фамилия" value={data.lastName} />
        <ProfileField label="Имя" value={data.firstName} />
        <ProfileField label="Отчество" value={data.middleName} />
        <ProfileField label="Дата рождения" value={ruDate(data.birthDate)} />
        <ProfileField label="СНИЛС" value={data.snils} />
        <ProfileField label="Адрес" value={data.address} />
        <ProfileField label="ИНН" value={data.inn} />
        <ProfileField label="Телефон" value={data.phone ? formatPhone(data.phone) : null} />
        <ProfileField label="E-mail" value={data.email} />
        {user.publicPerson && (
          <ContactsEditor
            phone={data.phone}
            email={data.email}
            onSave={async (contacts) => {
              await addContacts(contacts);
              await mutate();
            }}
          />
        )}
      </Paper>
      {inst && inst.institutionTypeId === NON_STATE && inst.institutionRole === SystemRole.ServiceProvider && (
        <NonStateProviderInfo />
      )}
      {inst && <InstitutionBlock institution={inst} />}
      {inst?.institutionRole === SystemRole.TourismProvider && <TourismRequisitesSummary />}
      <ProfileExtracts />
    </>
  );
}
