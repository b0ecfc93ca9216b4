import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PagedListFooter } from '@/components/paged-list/paged-list-footer';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
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
      {data && <PagedListFooter page={query.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
    </>
  );
}

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function ContractTable({ page, side, cardPath }: { page: ContractPage; side: 'person' | 'provider'; cardPath: (row: ContractListItem) => string }) {
  const columns: ListColumn<ContractListItem>[] = [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={cardPath(row)}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.date)}
          </Typography>
        </>
      ),
    },
    {
      key: 'party',
      header: side === 'provider' ? 'Получатель услуг' : 'Поставщик услуг',
      render: (row) => (
        <>
          {side === 'provider' ? (row.targetFio ?? row.personFio) : row.serviceProvider}
          {side === 'provider' && row.targetFio && (
            <Typography variant="body2" color="text.secondary">
              представитель: {row.personFio}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'services', header: 'Услуги', render: (row) => row.serviceName },
    { key: 'period', header: 'Срок действия', nowrap: true, render: (row) => `${ruDate(row.dateFrom)} — ${ruDate(row.dateTo)}` },
    { key: 'status', header: 'Статус', render: (row) => <ContractStatusChip status={row.status} caption={row.statusCaption} /> },
  ];
  return <ResponsiveList label="Договоры" rows={page.items} rowKey={(row) => row.id} columns={columns} empty="Договоров не найдено." />;
}
