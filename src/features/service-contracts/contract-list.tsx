import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE, useListQuery } from '@/components/list-toolbar/use-list-query';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { SERVICE_CONTRACT_STATUS_CAPTIONS } from '@common/contracts/service-contract-machine';
import { ruDate, useContractList, type ContractListItem, type ContractPage } from './api';
import { ContractStatusChip } from './status-chip';
import { countRu } from '@common/text/plural';

/** The institution's contracts in force, as the register extract prints them (one repository read). */
export function InForceSummary({ contracts, recipients }: { contracts: number; recipients: number }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="contracts-in-force">
      В силе {countRu(contracts, ['договор', 'договора', 'договоров'])} с{' '}
      {countRu(recipients, ['получателем', 'получателями', 'получателями'])} услуг
    </Typography>
  );
}

const STATUSES = Object.entries(SERVICE_CONTRACT_STATUS_CAPTIONS).map(([value, caption]) => ({
  value: Number(value),
  caption,
}));
const STATUS_FILTER = { param: 'status', values: STATUSES.map((s) => s.value) };

export interface ContractListProps {
  title: string;
  /** The provider's list names the recipient; the citizen's names the provider. */
  side: 'person' | 'provider';
  /** Where a row leads (the card route of this side). */
  cardPath: (row: ContractListItem) => string;
}

/** The contracts table of one side: search, status filter and paging over GET /service-contract, kept in the address. */
export function ContractList({ title, side, cardPath }: ContractListProps) {
  const { query, update } = useListQuery(STATUS_FILTER);
  const load = useContractList({
    search: query.search || undefined,
    status: query.filter,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {side === 'provider' && load.data?.inForce && <InForceSummary {...load.data.inForce} />}
      <ListToolbar
        search={query.search}
        placeholder={side === 'provider' ? 'Номер, ФИО получателя, услуга' : 'Номер, поставщик, услуга'}
        onSearch={(search) => update({ search })}
        status={{ value: query.filter, options: STATUSES, onChange: (filter) => update({ filter }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить договоры."
        onPage={(page) => update({ page })}
      >
        {(page) => <ContractTable page={page} side={side} cardPath={cardPath} />}
      </ListResult>
    </>
  );
}

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function ContractTable({
  page,
  side,
  cardPath,
}: {
  page: ContractPage;
  side: 'person' | 'provider';
  cardPath: (row: ContractListItem) => string;
}) {
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
    {
      key: 'period',
      header: 'Срок действия',
      nowrap: true,
      render: (row) => `${ruDate(row.dateFrom)} — ${ruDate(row.dateTo)}`,
    },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => <ContractStatusChip status={row.status} caption={row.statusCaption} />,
    },
  ];
  return (
    <ResponsiveList
      label="Договоры"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={columns}
      empty="Договоров не найдено."
    />
  );
}
