import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { notifyFromError } from '@/api/notify-from-error';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { isSignedIn } from '@/stores/session';
import { giveConsent, useConsents, withdrawConsent, type Consent } from './api';
import { ConsentView } from './consent-view';

/** /user/consent-to-payments: give and withdraw the consent to receive payments, with every consent's history. */
export default function ConsentPage() {
  const { data, error, isLoading, mutate } = useConsents();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
      await mutate();
    }
  };
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Согласие на выплаты
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Согласие на получение назначенных мер социальной поддержки в виде денежных выплат на банковский счёт.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">Не удалось загрузить согласия. Обновите страницу.</Alert> : null}
      {data && (
        <ConsentView
          consents={data}
          busy={busy}
          onGive={() => void run(giveConsent)}
          onWithdraw={(c: Consent) => void run(() => withdrawConsent({ id: c.id, version: c.version }))}
        />
      )}
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
