import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/api-error';
import { DetailsList } from '@/components/details-list';
import { ruDateTime } from '@common/region-time';
import { checkInByQr, useForCheckIn, type CheckInContract } from './api';
import { MembersList, tourDays } from './check-in-parts';

/** What a scanned code names: the contract, the tourists, the tour. */
export function CheckInDetails({ contract }: { contract: CheckInContract }) {
  return (
    <DetailsList
      rows={[
        ['Договор', `№ ${contract.number}`],
        ['Турист', contract.holder],
        [`Участники (${contract.members.length})`, <MembersList key="members" members={contract.members} />],
        ['Тур', contract.tour.name],
        ['Даты тура', tourDays(contract.tour.dateFrom, contract.tour.dateTo)],
        ...(contract.checkedInAt ? ([['Прибытие отмечено', ruDateTime(contract.checkedInAt)]] as const) : []),
      ]}
    />
  );
}

/**
 * A tourist's check-in QR code opened by the operator's employee (/qr-check-in-tourism/{payload}/{digest}):
 * the tourists and the tour; «Подтвердить прибытие» records their arrival once. A forged, used or
 * foreign code reads the server's refusal.
 */
export default function QrCheckInPage() {
  const { payload = '', digest = '' } = useParams();
  const { data, error, isLoading, mutate } = useForCheckIn(payload, digest);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await checkInByQr(payload, digest);
      setDone(`Прибытие отмечено ${ruDateTime(result.checkedInAt)}`);
      void mutate();
    } catch (e) {
      setFailure(refusalTexts(e)[0] ?? 'Не удалось отметить прибытие. Попробуйте ещё раз.');
      void mutate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Регистрация туриста
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">{refusalTexts(error)[0] ?? 'Не удалось проверить QR-код'}</Alert>}
      {data && (
        <Card variant="outlined">
          <CardContent>
            <CheckInDetails contract={data} />
          </CardContent>
        </Card>
      )}
      {done && <Alert severity="success">{done}</Alert>}
      {data && !done && data.refusal && <Alert severity="warning">{data.refusal}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {data?.canCheckIn && !done && (
          <Button variant="contained" onClick={confirm} disabled={busy}>
            Подтвердить прибытие
          </Button>
        )}
        <Button component={RouterLink} to="/user/check-in-tour">
          Туристы на сегодня
        </Button>
      </Stack>
    </Stack>
  );
}
