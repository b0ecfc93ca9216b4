import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { listParams, oneOf, useListParams } from '@/components/list-params/use-list-params';
import { useSession } from '@/stores/session';
import { regionToday } from '@common/time-zone';
import { checkSnils } from '@common/validation/snils';
import { SERVICE_CONTRACT_STATUS_CAPTIONS } from '@common/contracts/service-contract-machine';
import { ruDate, useTourContracts, type TourContractRow } from './api';
import { ContractStatusChip } from './status-chip';

const THIS_YEAR = Number(regionToday().slice(0, 4));
const YEARS = [THIS_YEAR - 1, THIS_YEAR, THIS_YEAR + 1].map(String);
const STATUSES = Object.keys(SERVICE_CONTRACT_STATUS_CAPTIONS);

/** The list's address: the year of the tours and a status («all» by default). */
const TOUR_LIST = listParams<{ year?: string; status?: string }>()({
  year: oneOf(YEARS, String(THIS_YEAR)),
  status: oneOf(['all', ...STATUSES], 'all'),
});

/** One contract of the operator's list. */
export function TourContractRowCard({ row, to }: { row: TourContractRow; to: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
            Договор № {row.number}
          </Link>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{row.serviceName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.personFio} ·{' '}
            {row.dateFrom === row.dateTo ? ruDate(row.dateFrom) : `${ruDate(row.dateFrom)} — ${ruDate(row.dateTo)}`}
            {row.places !== null && ` · мест: ${row.places}`}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ContractStatusChip status={row.status} caption={row.statusCaption} />
          {row.checkedInAt && <Chip size="small" color="success" label="Турист прибыл" />}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The operator's way to a contract for a tourist at the office: the tourist's SNILS, checked before leaving. */
export function TouristBySnils({ institutionId }: { institutionId: number }) {
  const navigate = useNavigate();
  const [snils, setSnils] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      component="form"
      noValidate
      aria-label="Договор за туриста"
      onSubmit={(e) => {
        e.preventDefault();
        const wrong = snils.trim() ? checkSnils(snils) : 'Укажите СНИЛС туриста';
        setError(wrong ?? null);
        if (!wrong)
          navigate(`/services/catalog/tourism/new-contract-provider/${institutionId}/${snils.replace(/\D/g, '')}`);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="СНИЛС туриста"
        value={snils}
        onChange={(e) => setSnils(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Договор за туриста, пришедшего в офис'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="outlined">
        Оформить договор
      </Button>
    </Box>
  );
}

/** /user/institution-tour-contracts: the tour operator's contracts by the year of their tours and by status. */
export default function TourOperatorListPage() {
  const { query, update } = useListParams(TOUR_LIST);
  const institutionId = useSession((s) => s.user?.selectedInstitution?.institutionId);
  const year = query.year ?? String(THIS_YEAR);
  const status = query.status && query.status !== 'all' ? Number(query.status) : undefined;
  const { data, error, isLoading } = useTourContracts(`${year}-01-01`, `${year}-12-31`, status);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Договоры на туры
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label="Год тура" value={year} onChange={(e) => update({ year: e.target.value })}>
          {YEARS.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Статус"
          value={query.status ?? 'all'}
          onChange={(e) => update({ status: e.target.value })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="all">Все</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {SERVICE_CONTRACT_STATUS_CAPTIONS[Number(s) as keyof typeof SERVICE_CONTRACT_STATUS_CAPTIONS]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {institutionId && <TouristBySnils institutionId={institutionId} />}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить договоры.</Alert>}
      {data && data.length === 0 && <Alert severity="info">Договоров на туры за этот год нет.</Alert>}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Договоры на туры">
          {data.map((row) => (
            <TourContractRowCard key={row.id} row={row} to={`/user/institution-tour-contracts/${row.id}`} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
