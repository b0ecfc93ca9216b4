import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listParams, oneOf, useListParams } from '@/components/list-params/use-list-params';
import { regionToday } from '@common/time-zone';
import { ServiceContractStatus as S } from '@common/contracts/service-contract-machine';
import { ruDate, useTourContracts, type TourContractRow } from './api';

const TODAY = regionToday();
const THIS_YEAR = Number(TODAY.slice(0, 4));
const YEARS = [THIS_YEAR - 1, THIS_YEAR].map(String);
const PROVIDED_LIST = listParams<{ year?: string }>()({ year: oneOf(YEARS, String(THIS_YEAR)) });

/** A tour that took place and what its contracts came to. */
export interface ProvidedTour {
  key: string;
  name: string;
  dateFrom: string;
  dateTo: string;
  /** Contracts whose tourists went (in force or closed by the act). */
  contracts: number;
  tourists: number;
  /** Of them, closed by the act of rendered services. */
  closed: number;
  /** Contracts whose tourists did not come. */
  missed: number;
}

/** The tours over by today, from the operator's contracts: one row per tour, newest first. */
export function providedTours(rows: readonly TourContractRow[], today: string): ProvidedTour[] {
  const byTour = new Map<string, ProvidedTour>();
  for (const row of rows) {
    if (row.dateTo >= today) continue;
    const went = row.status === S.Active || row.status === S.Closed;
    if (!went && row.status !== S.Missed) continue;
    const key = `${row.serviceId ?? row.serviceName}:${row.dateFrom}`;
    const tour = byTour.get(key) ?? {
      key,
      name: row.serviceName,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      contracts: 0,
      tourists: 0,
      closed: 0,
      missed: 0,
    };
    if (went) {
      tour.contracts += 1;
      tour.tourists += row.places ?? 1;
      if (row.status === S.Closed) tour.closed += 1;
    } else tour.missed += 1;
    byTour.set(key, tour);
  }
  return [...byTour.values()].sort((a, b) => b.dateFrom.localeCompare(a.dateFrom));
}

/** /user/tourism-services-provided: the tour operator's tours that took place in a year, with their tourists. */
export default function TourProvidedPage() {
  const { query, update } = useListParams(PROVIDED_LIST);
  const year = query.year ?? String(THIS_YEAR);
  const { data, error, isLoading } = useTourContracts(`${year}-01-01`, `${year}-12-31`);
  const tours = data ? providedTours(data, TODAY) : [];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Оказанные туристические услуги
      </Typography>
      <TextField
        select
        size="small"
        label="Год"
        value={year}
        onChange={(e) => update({ year: e.target.value })}
        sx={{ maxWidth: 160 }}
      >
        {YEARS.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить договоры.</Alert>}
      {data && tours.length === 0 && <Alert severity="info">За этот год оказанных туров нет.</Alert>}
      {tours.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Оказанные туры">
            <TableHead>
              <TableRow>
                <TableCell>Тур</TableCell>
                <TableCell>Даты</TableCell>
                <TableCell align="right">Договоров</TableCell>
                <TableCell align="right">Туристов</TableCell>
                <TableCell align="right">Закрыто актом</TableCell>
                <TableCell align="right">Не явились</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tours.map((t) => (
                <TableRow key={t.key}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{t.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t.dateFrom === t.dateTo ? ruDate(t.dateFrom) : `${ruDate(t.dateFrom)} — ${ruDate(t.dateTo)}`}
                  </TableCell>
                  <TableCell align="right">{t.contracts}</TableCell>
                  <TableCell align="right">{t.tourists}</TableCell>
                  <TableCell align="right">{t.closed}</TableCell>
                  <TableCell align="right">{t.missed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
