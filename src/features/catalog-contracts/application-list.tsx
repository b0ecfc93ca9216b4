import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { PageSwitcher } from '@/components/paged-list/page-switcher';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePhone } from '@/components/use-phone';
import { CATALOG_CONTRACT_STATUS_CAPTIONS, CATALOG_CONTRACT_STATUSES } from '@common/contracts/catalog-contract-machine';
import { ruDate, useApplicationList, type ApplicationListItem, type ApplicationPage } from './api';
import { ApplicationStatusChip } from './status-chip';

const PAGE_SIZE = 10;

/** Where an application's card opens. */
export const applicationPath = (row: Pick<ApplicationListItem, 'personId' | 'id'>) => `/user/catalog-contracts/${row.personId}/${row.id}`;

/** The applications of one side: search, status filter and paging over GET /service-catalog-contract. */
export function ApplicationList({ side }: { side: 'person' | 'provider' }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<{ search?: string; status?: number; page: number }>({ page: 1 });
  const { data, error, isLoading } = useApplicationList({ ...query, pageSize: PAGE_SIZE });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 }));
  };
  return (
    <>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Поиск"
          placeholder={side === 'provider' ? 'Номер, ФИО, услуга' : 'Номер, услуга, поставщик'}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={query.status ?? ''}
          onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value === '' ? undefined : Number(e.target.value), page: 1 }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, flex: '0 1 220px' }}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {CATALOG_CONTRACT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {CATALOG_CONTRACT_STATUS_CAPTIONS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          Найти
        </Button>
      </Box>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить заявления.</Alert>}
      {data && <ApplicationTable page={data} side={side} />}
      {data && <PageSwitcher total={data.total} pageSize={PAGE_SIZE} page={query.page} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
    </>
  );
}

/** The applications of one page as cards, one under another: a phone shows the status without scrolling sideways. */
function ApplicationCards({ page, side }: { page: ApplicationPage; side: 'person' | 'provider' }) {
  if (page.items.length === 0) return <Typography>Заявлений не найдено.</Typography>;
  return (
    <Box component="ul" aria-label="Заявления" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {page.items.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', mb: 0.5 }}>
            <Link component={RouterLink} to={applicationPath(row)} sx={{ fontWeight: 600 }}>
              № {row.number}
            </Link>
            <ApplicationStatusChip status={row.status} caption={row.statusCaption} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.serviceName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {side === 'person' ? `${row.serviceProvider}; ` : ''}получатель: {row.targetFio ?? row.personFio}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            подано {ruDate(row.createdAt)}, начало с {ruDate(row.desiredDateFrom)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The rows of one page: the provider's list names the recipient, the citizen's the provider; a phone gets cards. */
export function ApplicationTable({ page, side }: { page: ApplicationPage; side: 'person' | 'provider' }) {
  const phone = usePhone();
  if (phone) return <ApplicationCards page={page} side={side} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Заявления, прокручиваемая таблица">
      <Table size="small" aria-label="Заявления">
        <TableHead>
          <TableRow>
            <TableCell>Номер и дата</TableCell>
            <TableCell>Услуга</TableCell>
            <TableCell>{side === 'provider' ? 'Получатель услуги' : 'Поставщик и получатель'}</TableCell>
            <TableCell>Начало</TableCell>
            <TableCell>Статус</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.items.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={applicationPath(row)}>
                  № {row.number}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  от {ruDate(row.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{row.serviceName}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                {side === 'person' && <Box>{row.serviceProvider}</Box>}
                <Typography variant="body2" color={side === 'person' ? 'text.secondary' : undefined}>
                  {row.targetFio ?? row.personFio}
                  {side === 'provider' && row.targetFio ? ` (заявитель: ${row.personFio})` : ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{ruDate(row.desiredDateFrom)}</TableCell>
              <TableCell>
                <ApplicationStatusChip status={row.status} caption={row.statusCaption} />
              </TableCell>
            </TableRow>
          ))}
          {page.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Заявлений не найдено.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
