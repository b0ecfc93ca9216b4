import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn, useSession } from '@/stores/session';
import { useDebouncedValue } from '@/forms/use-debounced-value';
import {
  LIST_KEY,
  storeRequest,
  useInstitutionServices,
  useRequestForm,
  useRequestInstitutions,
  type NewRequest,
  type RequestFormData,
} from './api';
import { initialRequestValues, RequestForm, type RequestValues } from './request-form';

/** The typed form is kept for the signed-in user in this tab until it is sent: a reload or a lost connection loses nothing. */
const draftKey = (userId: number | undefined) => `request-draft:${userId ?? 'anonymous'}`;

function readDraft(key: string, form: RequestFormData): RequestValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as RequestValues | null;
    if (saved && typeof saved === 'object' && Array.isArray(saved.serviceIds))
      return { ...initialRequestValues(form), ...saved };
  } catch {
    // A damaged draft starts the form afresh.
  }
  return initialRequestValues(form);
}

function Filling({ form }: { form: RequestFormData }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const userId = useSession((s) => s.user?.userId);
  const key = draftKey(userId);
  const [values, setValues] = useState<RequestValues>(() => readDraft(key, form));
  const [search, setSearch] = useState('');
  const institutions = useRequestInstitutions(useDebouncedValue(search, 300));
  const services = useInstitutionServices(values.institution?.id ?? null);
  const [busy, setBusy] = useState(false);
  const change = (next: RequestValues) => {
    setValues(next);
    sessionStorage.setItem(key, JSON.stringify(next));
  };

  const send = async (request: NewRequest) => {
    setBusy(true);
    try {
      const created = await storeRequest(request);
      sessionStorage.removeItem(key);
      await mutate((k) => Array.isArray(k) && k[0] === LIST_KEY);
      navigate(`/user/requests/${created.id}`);
    } catch (failure) {
      notifyFromError(failure, isSignedIn());
      setBusy(false);
    }
  };
  return (
    <RequestForm
      form={form}
      institutions={institutions.data ?? []}
      onSearch={setSearch}
      services={services.data}
      values={values}
      onChange={change}
      busy={busy}
      onSubmit={send}
    />
  );
}

/** /user/requests/new: a citizen files a request for social services; on success its card opens. */
export default function NewRequestPage() {
  const form = useRequestForm();
  const forbidden = form.error instanceof ApiError && form.error.status === 403;
  return (
    <>
      <BackButton to="/user/requests" caption="К списку заявлений" />
      <Typography variant="h4" component="h1" gutterBottom>
        Заявление о предоставлении социальных услуг
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Учреждение зарегистрирует заявление и примет решение в течение 5 рабочих дней. Уведомление о решении появится в
        карточке заявления.
      </Typography>
      {form.isLoading && <LinearProgress aria-label="Загрузка" />}
      {forbidden && <Alert severity="info">Заявление подаёт гражданин: войдите как гражданин.</Alert>}
      {form.error && !forbidden && (
        <Alert severity="error">Не удалось загрузить форму заявления. Обновите страницу.</Alert>
      )}
      {form.data && <Filling form={form.data} />}
    </>
  );
}
