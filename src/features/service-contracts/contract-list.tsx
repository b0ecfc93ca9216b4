import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERVICE_CONTRACT_STATUS_CAPTIONS } from '@common/contracts/service-contract-machine';
import { ruDate, useContractList, type ContractListItem, type ContractPage } from './api';
import { ContractStatusChip } from './status-chip';

const PAGE_SIZE = 10;
const STATUSES = Object.entries(SERVICE_CONTRACT_STATUS_CAPTIONS).map(([value, caption]) => ({ value: Number(value), caption }));

export interface ContractListProps {
  title: string;
  /** The provider's list names the recipient; the citizen's names the provider. */
  side: 'person' | 'provider';
  /** Where a row leads (the card route of this side). */
  cardPath: (row: ContractListItem) => string;
}

/** The contracts table of one side: search, status filter and paging over GET /service-contract. */
export function ContractList({ title, side, cardPath }: ContractListProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<{ search?: string; status?: number; page: number }>({ page: 1 });
  const { data, error, isLoading } = useContractList({ ...query, pageSize: PAGE_SIZE });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: search.trim() || undefined, page: 1 }));
  };
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Поиск"
          placeholder={side === 'provider' ? 'Номер, ФИО получателя, услуга' : 'Номер, поставщик, услуга'}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 260, flex: '1 1 260px' }}
        />
        <TextField
          select
          size="small"
          label="Статус"
          value={query.status ?? ''}
          onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value === '' ? undefined : Number(e.target.value), page: 1 }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">Все статусы</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.caption}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          Найти
        </Button>
      </Box>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить договоры.</Alert>}
      {data && <ContractTable page={data} side={side} cardPath={cardPath} />}
      {data && data.total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(data.total / PAGE_SIZE)}
          page={query.page}
          onChange={(_e, page) => setQuery((q) => ({ ...q, page }))}
          getItemAriaLabel={(type, page) => (type === 'page' ? `Страница ${page}` : type === 'next' ? 'Следующая страница' : 'Предыдущая страница')}
        />
      )}
    </>
  );
}

/** The rows of one page. */
export function ContractTable({ page, side, cardPath }: { page: ContractPage; side: 'person' | 'provider'; cardPath: (row: ContractListItem) => string }) {
  return (
    // On a phone the table scrolls inside its own box; the page keeps its width.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Договоры, прокручиваемая таблица">
      <Table size="small" aria-label="Договоры">
        <TableHead>
          <TableRow>
            <TableCell>Номер и дата</TableCell>
            <TableCell>{side === 'provider' ? 'Получатель услуг' : 'Поставщик услуг'}</TableCell>
            <TableCell>Услуги</TableCell>
            <TableCell>Срок действия</TableCell>
            <TableCell>Статус</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.items.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={cardPath(row)}>
                  № {row.number}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  от {ruDate(row.date)}
                </Typography>
              </TableCell>
              <TableCell>
                {side === 'provider' ? (row.targetFio ?? row.personFio) : row.serviceProvider}
                {side === 'provider' && row.targetFio && (
                  <Typography variant="body2" color="text.secondary">
                    представитель: {row.personFio}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.serviceName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {ruDate(row.dateFrom)} — {ruDate(row.dateTo)}
              </TableCell>
              <TableCell>
                <ContractStatusChip status={row.status} caption={row.statusCaption} />
              </TableCell>
            </TableRow>
          ))}
          {page.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Договоров не найдено.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
