import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError, refusalTexts } from '@/api/client';
import { notifyFromError } from '@/api/notify-from-error';
import { BackButton } from '@/components/back-button';
import { PhoneLink } from '@/components/phone-link';
import { isSignedIn } from '@/stores/session';
import {
  PROGRAMME_KEY,
  storeJoinRequest,
  useDefaultServices,
  useJoinForm,
  useProgramme,
  type JoinFormData,
  type ProgrammeInstitution,
} from './api';
import { initialJoinValues, JoinForm, joinRequest, type JoinValues } from './join-form';

const BACK = '/user/active-longevity-program';

function Joining({ institution, form }: { institution: ProgrammeInstitution; form: JoinFormData }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<JoinValues>(() => initialJoinValues(form));
  const [preselected, setPreselected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const services = useDefaultServices(institution.id, values.recipient ? Number(values.recipient) : null);

  // The participant's services arrive: those not asked for yet are ticked, once per participant
  // (adjusted while rendering, as React advises for state that follows other state).
  if (services.data && values.recipient && preselected !== values.recipient) {
    setPreselected(values.recipient);
    setValues({ ...values, serviceIds: services.data.filter((s) => s.selected).map((s) => s.id) });
  }

  const send = async () => {
    setBusy(true);
    setRefusal([]);
    try {
      const created = await storeJoinRequest(joinRequest(institution.id, form, values));
      await mutate(PROGRAMME_KEY);
      // «Мои заявления» lists it too.
      await mutate((key) => Array.isArray(key) && key[0] === '/request');
      navigate(`/user/requests/${created.id}`);
    } catch (failure) {
      // The typed values stay; the refusal is told above the button and as a notification.
      setRefusal(refusalTexts(failure));
      notifyFromError(failure, isSignedIn());
      setBusy(false);
    }
  };
  return (
    <JoinForm
      form={form}
      services={services.data}
      values={values}
      onChange={(next) => {
        if (next.recipient !== values.recipient) setPreselected(null);
        setValues(next);
      }}
      busy={busy}
      refusal={refusal}
      onSubmit={() => void send()}
    />
  );
}

/** /user/active-longevity-program/{id}: an institution's programme services and the request to join there. */
export function InstitutionPage() {
  const id = Number(useParams().id);
  const programme = useProgramme();
  const form = useJoinForm();
  const institution = programme.data?.institutions.find((i) => i.id === id);
  const forbidden = form.error instanceof ApiError && form.error.status === 403;
  return (
    <>
      <BackButton to={BACK} caption="К программе «Активное долголетие»" />
      <Typography variant="h4" component="h1" gutterBottom>
        Заявка на участие в программе «Активное долголетие»
      </Typography>
      {(programme.isLoading || form.isLoading) && <LinearProgress aria-label="Загрузка" />}
      {programme.error ? <Alert severity="error">Не удалось загрузить программу. Обновите страницу.</Alert> : null}
      {programme.data && !institution && (
        <Alert severity="warning" data-testid="not-in-programme">
          Учреждение не участвует в программе «Активное долголетие». Выберите учреждение из списка участников программы.
        </Alert>
      )}
      {institution && (
        <>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {institution.caption}
          </Typography>
          <Typography color="text.secondary">{institution.address}</Typography>
          {institution.phone && (
            <Typography sx={{ mb: 3 }}>
              Телефон: <PhoneLink phone={institution.phone} />
            </Typography>
          )}
          {forbidden && <Alert severity="info">Заявку подаёт гражданин: войдите как гражданин.</Alert>}
          {form.error && !forbidden ? (
            <Alert severity="error">Не удалось загрузить форму заявки. Обновите страницу.</Alert>
          ) : null}
          {form.data && <Joining institution={institution} form={form.data} />}
        </>
      )}
    </>
  );
}
