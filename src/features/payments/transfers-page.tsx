import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiQuery } from '@/api/client';
import { formatMoney } from '@/components/format-money';
import { id, listParams, useListParams } from '@/components/list-params/use-list-params';
import { ListResult } from '@/components/list-toolbar/list-result';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { useTransfers } from './api';
import { TransferTable } from './transfer-list';

/** The list's address: `?year=2026&mspTypeId=1&page=2`. */
const TRANSFER_PARAMS = listParams<NonNullable<ApiQuery<'/a-payment', 'get'>>>()({ year: id(), mspTypeId: id() });
const ALL = '';

/** /user/a-payments: what was actually transferred to the person's account, by date, filtered by year and measure. */
export default function TransfersPage() {
  const { query, update } = useListParams(TRANSFER_PARAMS);
  const load = useTransfers({
    year: query.year,
    mspTypeId: query.mspTypeId,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  const options = load.data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Перечисления
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Суммы, перечисленные на ваш банковский счёт, по датам перечисления.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Год"
          value={query.year ?? ALL}
          onChange={(e) => update({ year: e.target.value === ALL ? undefined : Number(e.target.value) })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value={ALL}>Все годы</MenuItem>
          {(options?.years ?? (query.year ? [query.year] : [])).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Мера поддержки"
          value={options && query.mspTypeId ? query.mspTypeId : ALL}
          onChange={(e) => update({ mspTypeId: e.target.value === ALL ? undefined : Number(e.target.value) })}
          sx={{ minWidth: { sm: 320 }, maxWidth: { sm: 480 } }}
        >
          <MenuItem value={ALL}>Все меры поддержки</MenuItem>
          {(options?.measures ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id} sx={{ whiteSpace: 'normal' }}>
              {m.caption}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить перечисления."
        onPage={(page) => update({ page })}
      >
        {(page) => (
          <>
            <Typography sx={{ mb: 1 }} aria-live="polite">
              Зачислено на счёт: <b>{formatMoney(page.sum)}</b> (перечислений: {page.total})
            </Typography>
            <TransferTable items={page.items} />
          </>
        )}
      </ListResult>
    </>
  );
}
