import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { formatPrice } from '@/components/service-labels';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { LIST_KEY, submitApplication, useApplicationForm, useServiceSummary, type NewApplication } from './api';
import { ApplicationForm } from './application-form';

/** A number from a URL parameter, or null when it is not a positive id. */
const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/**
 * /services/catalog/card/{id}/services/{serviceId}/contract: a signed-in citizen applies for a
 * catalogue service (an anonymous visitor is sent to sign in by the route guard and comes back
 * here); on success the application's card opens.
 */
export default function ApplyPage() {
  const params = useParams();
  const institutionId = idFrom(params.id);
  const serviceId = idFrom(params.serviceId);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const service = useServiceSummary(institutionId, serviceId);
  const form = useApplicationForm(institutionId, serviceId);
  const [busy, setBusy] = useState(false);
  const missing = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);
  if (institutionId === null || serviceId === null || missing(service.error) || missing(form.error))
    return <Navigate to="/404" replace />;

  const send = async (application: NewApplication) => {
    setBusy(true);
    try {
      const created = await submitApplication(application);
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      navigate(`/user/catalog-contracts/${created.personId}/${created.id}`);
    } catch (failure) {
      notifyFromError(failure, isSignedIn());
      setBusy(false);
    }
  };

  return (
    <>
      <BackButton to={`/services/catalog/card/${institutionId}/services/${serviceId}`} caption="К услуге" />
      <Typography variant="h4" component="h1" gutterBottom>
        Заявление на услугу
      </Typography>
      {service.data && (
        <Paper variant="outlined" component="section" aria-label="Услуга" sx={{ p: 2, mb: 3, maxWidth: 640 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{service.data.caption}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {service.data.provider.shortCaption}
          </Typography>
          <Typography variant="body2">Стоимость: {formatPrice(service.data)}</Typography>
        </Paper>
      )}
      {(service.isLoading || form.isLoading) && <LinearProgress aria-label="Загрузка" />}
      {form.error instanceof ApiError && form.error.status === 403 && (
        <Alert severity="info">Заявление на услугу из каталога подаёт гражданин: войдите как гражданин.</Alert>
      )}
      {form.error && !(form.error instanceof ApiError && form.error.status === 403) && (
        <Alert severity="error">Не удалось загрузить форму заявления. Обновите страницу.</Alert>
      )}
      {form.data && (
        <ApplicationForm
          form={form.data}
          institutionId={institutionId}
          serviceId={serviceId}
          busy={busy}
          onSubmit={send}
        />
      )}
    </>
  );
}
