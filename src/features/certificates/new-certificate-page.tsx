import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError, refusalTexts } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { LIST_KEY, requestCertificate, useCertificateDraft, type CertificateDraft, type NewCertificate } from './api';
import { CertificateForm, initialCertificateValues, type CertificateValues } from './certificate-form';
import { certificatePath } from './certificate-list';
import { CertificateSummary } from './certificate-summary';

function Filling({ draft }: { draft: CertificateDraft }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<CertificateValues>(() => initialCertificateValues(draft));
  const [busy, setBusy] = useState(false);
  const send = async (request: NewCertificate) => {
    setBusy(true);
    try {
      const created = await requestCertificate(request);
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      navigate(certificatePath(created.id));
    } catch (failure) {
      notifyFromError(failure, isSignedIn());
      setBusy(false);
    }
  };
  return <CertificateForm draft={draft} values={values} onChange={setValues} busy={busy} onSubmit={send} />;
}

/** /user/new-certificate/{typeId}: the citizen asks for a certificate of a type; on success its card opens. */
export default function NewCertificatePage() {
  const { typeId } = useParams();
  const draft = useCertificateDraft(typeId);
  const refused = draft.error instanceof ApiError && (draft.error.status === 400 || draft.error.status === 403);
  return (
    <>
      <BackButton to="/user/certificates" caption="К списку сертификатов" />
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {draft.data ? draft.data.caption : 'Заявление на сертификат'}
      </Typography>
      {draft.isLoading && <LinearProgress aria-label="Загрузка" />}
      {refused && <Alert severity="info">{refusalTexts(draft.error).join(' ')}</Alert>}
      {draft.error && !refused && (
        <Alert severity="error">Не удалось загрузить заявление на сертификат. Обновите страницу.</Alert>
      )}
      {draft.data && (
        <>
          <CertificateSummary draft={draft.data} />
          <Filling draft={draft.data} />
        </>
      )}
    </>
  );
}
