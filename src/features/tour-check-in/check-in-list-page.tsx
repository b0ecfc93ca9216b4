import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { refusalTexts } from '@/api/api-error';
import { QrScannerDialog } from '@/components/qr-scanner/qr-scanner';
import { isIsoDay } from '@common/schedule/slots';
import { ruDate } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { checkInByList, useCheckInDay, type CheckInContract } from './api';
import { CheckInList } from './check-in-list';
import { checkInPath, NOT_A_CHECK_IN_CODE } from './scanned-link';

/**
 * The operator's tourists of a day (/user/check-in-tour): its contracts in force whose tour covers
 * the day (today in the region unless the address names another), their members and arrival.
 * «Отметить прибытие» checks them in at the desk; «Сканировать QR-код» reads the tourist's code
 * and opens its page.
 */
export default function CheckInListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const today = regionToday();
  const asked = params.get('date') ?? '';
  const date = isIsoDay(asked) ? asked : today;
  const { data, error, isLoading, mutate } = useCheckInDay(date);
  const [scanning, setScanning] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const setDate = (value: string) => {
    setFailure(null);
    setParams(isIsoDay(value) && value !== today ? { date: value } : {}, { replace: true });
  };
  const checkIn = async (contract: CheckInContract) => {
    setBusyId(contract.contractId);
    setFailure(null);
    try {
      // The server's message says whose arrival was recorded; the row shows «Прибыл» with the time.
      await checkInByList(contract);
    } catch (e) {
      setFailure(refusalTexts(e)[0] ?? 'Не удалось отметить прибытие');
    } finally {
      setBusyId(null);
      void mutate();
    }
  };
  const scanned = useCallback(
    (text: string) => {
      const path = checkInPath(text, globalThis.location.origin);
      if (!path) return NOT_A_CHECK_IN_CODE;
      setScanning(false);
      void navigate(path);
      return undefined;
    },
    [navigate],
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        Регистрация туристов
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 200 }}>
          {/* While the day is typed (or cleared) the list stays on the last whole date. */}
          <RuDateField id="check-in-date" label="Дата тура" value={date} onChange={(v) => v && setDate(v)} />
        </Box>
        {date !== today && <Button onClick={() => setDate(today)}>Сегодня</Button>}
        <Button
          variant="contained"
          startIcon={<QrCodeScannerIcon />}
          onClick={() => setScanning(true)}
          sx={{ ml: { sm: 'auto !important' }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Сканировать QR-код
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">{refusalTexts(error)[0] ?? 'Не удалось загрузить список туристов'}</Alert>}
      {data && (
        <CheckInList
          rows={data}
          dayCaption={date === today ? 'сегодня' : ruDate(date)}
          busyId={busyId}
          onCheckIn={checkIn}
        />
      )}
      <QrScannerDialog
        open={scanning}
        title="QR-код прибытия туриста"
        onClose={() => setScanning(false)}
        onDecode={scanned}
      />
    </Stack>
  );
}
