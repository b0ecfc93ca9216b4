import { Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useCertificateCard } from './api';
import { CertificateCardContainer } from './certificate-card';

const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** /user/certificates/{id}: one of the citizen's certificates; someone else's or an unknown one leads to /404. */
export default function CertificateCardPage() {
  const id = idFrom(useParams().id);
  const { data, error, isLoading } = useCertificateCard(id);
  if (id === null || (error instanceof ApiError && error.status === 404)) return <Navigate to="/404" replace />;
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <>
      <BackButton to="/user/certificates" caption="К списку сертификатов" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {forbidden && <Alert severity="info">Сертификаты оформляет и использует гражданин: войдите как гражданин.</Alert>}
      {error && !forbidden && <Alert severity="error">Не удалось загрузить сертификат. Обновите страницу.</Alert>}
      {data && <CertificateCardContainer card={data} />}
    </>
  );
}
