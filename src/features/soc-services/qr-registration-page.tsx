import { useState } from 'react';
import { useParams, Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/api-error';
import { DetailsList } from '@/components/details-list';
import { ruDate, ruDateTime } from '@common/region-time';
import { registerByQr, useForRegistration } from './api';
import { failureText } from './calendar-texts';

/**
 * A registration QR code opened by an employee (/qr/{payload}/{digest}): the service and the person
 * it names and whether it may still register; «Записать» records the visit in the calendar once.
 */
export default function QrRegistrationPage() {
  const { payload = '', digest = '' } = useParams();
  const { data, error, isLoading, mutate } = useForRegistration(payload, digest);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const register = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await registerByQr(payload, digest);
      setDone(`Запись сделана: ${result.person}, ${ruDate(result.day)}, ${result.slot}`);
      void mutate();
    } catch (e) {
      setFailure(failureText(refusalTexts(e), 'Не удалось записать. Попробуйте ещё раз.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Запись по QR-коду
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">{failureText(refusalTexts(error), 'Не удалось проверить QR-код')}</Alert>}
      {data && (
        <Card variant="outlined">
          <CardContent>
            <DetailsList
              rows={[
                ['Услуга', data.service],
                ['Учреждение', data.institution],
                ['Получатель', data.person],
                ['Действителен до', ruDate(data.validUntil)],
                ...(data.used ? ([['Использован', ruDateTime(data.used.usedAt)]] as [string, string][]) : []),
              ]}
            />
          </CardContent>
        </Card>
      )}
      {done && <Alert severity="success">{done}</Alert>}
      {data && !done && data.refusal && <Alert severity="warning">{data.refusal}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1}>
        {data?.canRegister && !done && (
          <Button variant="contained" onClick={register} disabled={busy}>
            Записать на услугу
          </Button>
        )}
        <Button component={RouterLink} to="/soc-services">
          Календарь
        </Button>
      </Stack>
    </Stack>
  );
}
