import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useRequestCard } from './api';
import { RequestCardContainer } from './request-card';

const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** One request's card for the applicant (/user/requests/{id}) or the institution's employee (/user/institution-requests/{id}). */
function RequestCardPage({ back }: { back: string }) {
  const id = idFrom(useParams().id);
  const { data, error, isLoading } = useRequestCard(id);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <>
      <BackButton to={back} caption="К списку заявлений" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить заявление. Обновите страницу.</Alert>}
      {data && <RequestCardContainer card={data} />}
    </>
  );
}

export const CitizenRequestCardPage = () => <RequestCardPage back="/user/requests" />;
export const InstitutionRequestCardPage = () => <RequestCardPage back="/user/institution-requests" />;
