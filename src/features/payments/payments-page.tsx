import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { formatMoney } from '@/components/format-money';
import { listParams, useListParams, type ListParam } from '@/components/list-params/use-list-params';
import { usePayments } from './api';
import { PaymentGroups } from './payment-groups';
import { PaymentsChart } from './payments-chart';

/** A year in the address (`?year=2025`): four digits, else the newest year with payments. */
const year = (): ListParam<number | undefined> => ({
  read: (raw) => (/^(19|20)\d{2}$/.test(raw) ? Number(raw) : undefined),
  write: String,
  fallback: undefined,
});
const PAYMENT_PARAMS = listParams<{ year?: number }>()({ year: year() });

/** /user/payments: the person's payments of a year by measure of social support, with the months' chart. */
export default function PaymentsPage() {
  const { query, update } = useListParams(PAYMENT_PARAMS);
  const { data, error, isLoading } = usePayments(query.year);
  const years = data ? [...new Set([data.year, ...data.years])].sort((a, b) => b - a) : [];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Выплаты
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Выплаты по назначенным мерам социальной поддержки: дата выплаты и сумма по каждой мере.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error instanceof ApiError && error.status === 403 ? (
        <Alert severity="info">
          Выплаты и назначения доступны гражданину, вошедшему от своего имени. Чтобы увидеть свои выплаты, смените роль
          в меню пользователя и войдите как гражданин.
        </Alert>
      ) : error ? (
        <Alert severity="error">Не удалось загрузить выплаты. Обновите страницу.</Alert>
      ) : null}
      {data && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {years.length > 1 && (
              <TextField
                select
                label="Год"
                size="small"
                value={data.year}
                onChange={(event) => update({ year: Number(event.target.value) })}
                sx={{ minWidth: 140 }}
              >
                {years.map((y) => (
                  <MenuItem key={y} value={y}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Typography variant="h6" component="p">
              Всего за {data.year} год: {formatMoney(data.total)}
            </Typography>
          </Stack>
          {data.total > 0 && (
            <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
              <PaymentsChart year={data.year} groups={data.groups} />
            </Paper>
          )}
          <Typography variant="h5" component="h2">
            По мерам социальной поддержки
          </Typography>
          <PaymentGroups groups={data.groups} />
        </Stack>
      )}
    </>
  );
}
