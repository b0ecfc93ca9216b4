import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import { regionToday } from '@common/time-zone';
import { createReport, ruDate, takenReportId, useWards } from './api';

const today = regionToday();
const lastYear = Number(today.slice(0, 4)) - 1;

/** /user/guardian-report-first-block: the ward and the period of a new report. */
export default function FirstBlockPage() {
  const navigate = useNavigate();
  const { data: wards } = useWards();
  const [wardId, setWardId] = useState<number | ''>('');
  const [periodFrom, setPeriodFrom] = useState<string | undefined>(`${lastYear}-01-01`);
  const [periodTo, setPeriodTo] = useState<string | undefined>(`${lastYear}-12-31`);
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<number>();
  const fromError =
    periodFrom && periodFrom > today
      ? 'Период ещё не начался: черновик отчёта можно начать с первого дня периода'
      : undefined;
  const periodError =
    periodFrom && periodTo && periodFrom > periodTo ? 'Начало периода позже его окончания' : undefined;
  const create = async () => {
    if (wardId === '' || !periodFrom || !periodTo || periodError || fromError) return;
    setBusy(true);
    setTaken(undefined);
    try {
      const report = await createReport({ wardId, periodFrom, periodTo });
      navigate(`/user/guardian-report-card/${report.id}`, { replace: true });
    } catch (error) {
      // The period is covered by a report already: the way to it, beside the server's message.
      setTaken(takenReportId(error));
      setBusy(false);
    }
  };
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Новый отчёт опекуна
      </Typography>
      {wards && wards.length === 0 && (
        <Alert severity="info">У вас нет подопечных, о которых составляется отчёт.</Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          select
          label="Подопечный"
          value={wardId}
          onChange={(e) => setWardId(Number(e.target.value))}
          required
        >
          {(wards ?? []).map((w) => (
            <MenuItem key={w.personId} value={w.personId}>
              {w.caption}, {ruDate(w.birthDate)}
            </MenuItem>
          ))}
        </TextField>
        <RuDateField
          id="period-from"
          label="Отчётный период с"
          value={periodFrom}
          onChange={setPeriodFrom}
          required
          error={fromError}
        />
        <RuDateField
          id="period-to"
          label="Отчётный период по"
          value={periodTo}
          onChange={setPeriodTo}
          required
          error={periodError}
        />
        <Button
          variant="contained"
          disabled={busy || wardId === '' || !periodFrom || !periodTo || !!periodError || !!fromError}
          onClick={() => void create()}
        >
          Создать отчёт
        </Button>
        {taken !== undefined && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={`/user/guardian-report-card/${taken}`} color="inherit" size="small">
                Открыть отчёт
              </Button>
            }
          >
            За этот период отчёт уже составлен: продолжите работу с ним.
          </Alert>
        )}
      </Stack>
    </>
  );
}
