import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useApplicationCard } from './api';
import { ApplicationCardContainer } from './application-card';

const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** /user/catalog-contracts/{personId}/{id}: one application for the applicant or the provider's employee. */
export default function ApplicationCardPage() {
  const params = useParams();
  const personId = idFrom(params.personId);
  const id = idFrom(params.id);
  const { data, error, isLoading } = useApplicationCard(personId, id);
  if (personId === null || id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <>
      <BackButton to="/user/catalog-contracts" caption="К списку заявлений" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить заявление. Обновите страницу.</Alert>}
      {data && <ApplicationCardContainer card={data} />}
    </>
  );
}
