import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSession } from '@/stores/session';
import { ROLE_CAPTIONS } from '@common/roles';
import { addContacts, useProfile } from './api';
import { ContactsEditor } from './contacts-editor';
import { ProfileExtracts } from './profile-extracts';

const EMPTY = 'отсутствует';

/** 'ГГГГ-ММ-ДД' -> 'ДД.ММ.ГГГГ' */
const ruDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : null);

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography>{value || EMPTY}</Typography>
    </Box>
  );
}

/** /user: the read-only profile, new contacts, and the institution block of employees. */
export default function ProfilePage() {
  const user = useSession((s) => s.user);
  const { data, error, isLoading, mutate } = useProfile();
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить профиль. Обновите страницу.</Alert>;
  const inst = data.institution;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Профиль
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Field label="Фамилия" value={data.lastName} />
        <Field label="Имя" value={data.firstName} />
        <Field label="Отчество" value={data.middleName} />
        <Field label="Дата рождения" value={ruDate(data.birthDate)} />
        <Field label="СНИЛС" value={data.snils} />
        {user?.publicPerson && (
          <>
            <Field label="Адрес" value={data.address} />
            <Field label="ИНН" value={data.inn} />
            <Field label="Телефон" value={data.phone} />
            <Field label="E-mail" value={data.email} />
            <ContactsEditor
              phone={data.phone}
              email={data.email}
              onSave={async (contacts) => {
                await addContacts(contacts);
                await mutate();
              }}
            />
          </>
        )}
      </Paper>
      {inst && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Организация
          </Typography>
          <Field label="Идентификатор сотрудника" value={String(inst.employeeId)} />
          <Field label="Тип входа" value={ROLE_CAPTIONS[inst.institutionRole]} />
          <Field label="Наименование" value={inst.caption} />
          <Field label="ОГРН" value={inst.ogrn} />
        </Paper>
      )}
      <ProfileExtracts />
    </>
  );
}
