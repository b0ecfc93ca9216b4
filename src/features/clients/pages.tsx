import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useClientCard } from './api';
import { ClientCardView } from './client-card';
import { ClientList } from './client-list';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';

const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** /user/clients: the people the selected institution serves. */
export function ClientListPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Получатели услуг
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Люди, которых обслуживает учреждение: договоры, заявления, акты и ИППСУ каждого — в его карточке.
      </Typography>
      <ClientList />
    </>
  );
}

/** /user/clients/{id}: a client's card; someone not the institution's client reads as «Нет доступа» (404). */
export function ClientCardPage() {
  const id = idFrom(useParams().id);
  const { data, error, isLoading } = useClientCard(id);
  // The long-term plans are a social worker's (platform.md section 6): others are not offered the link.
  const socialWorker = useSession((s) => s.user?.selectedInstitution?.institutionRole === SystemRole.SocialWorker);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/denied" replace />;
  return (
    <>
      <BackButton to="/user/clients" caption="К списку получателей" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить карточку получателя. Обновите страницу.</Alert>}
      {data && <ClientCardView card={data} showPlans={socialWorker} />}
    </>
  );
}
