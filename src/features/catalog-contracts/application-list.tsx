import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE, useListQuery } from '@/components/list-toolbar/use-list-query';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import {
  CATALOG_CONTRACT_STATUS_CAPTIONS,
  CATALOG_CONTRACT_STATUSES,
} from '@common/contracts/catalog-contract-machine';
import { ruDate, useApplicationList, type ApplicationListItem, type ApplicationPage } from './api';
import { ApplicationStatusChip } from './status-chip';

const STATUSES = CATALOG_CONTRACT_STATUSES.map((value) => ({
  value,
  caption: CATALOG_CONTRACT_STATUS_CAPTIONS[value],
}));
const STATUS_FILTER = { param: 'status', values: CATALOG_CONTRACT_STATUSES };

/** Where an application's card opens. */
export const applicationPath = (row: Pick<ApplicationListItem, 'personId' | 'id'>) =>
  `/user/catalog-contracts/${row.personId}/${row.id}`;

/** The applications of one side: search, status filter and paging over GET /service-catalog-contract, kept in the address. */
export function ApplicationList({ side }: { side: 'person' | 'provider' }) {
  const { query, update } = useListQuery(STATUS_FILTER);
  const load = useApplicationList({
    search: query.search || undefined,
    status: query.filter,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder={side === 'provider' ? 'Номер, ФИО, услуга' : 'Номер, услуга, поставщик'}
        onSearch={(search) => update({ search })}
        status={{ value: query.filter, options: STATUSES, onChange: (filter) => update({ filter }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить заявления."
        onPage={(page) => update({ page })}
      >
        {(page) => <ApplicationTable page={page} side={side} />}
      </ListResult>
    </>
  );
}

/** The columns of one side: the provider's list names the recipient, the citizen's the provider and the recipient. */
function columns(side: 'person' | 'provider'): ListColumn<ApplicationListItem>[] {
  return [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={applicationPath(row)}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.createdAt)}
          </Typography>
        </>
      ),
    },
    { key: 'service', header: 'Услуга', render: (row) => row.serviceName },
    {
      key: 'party',
      header: side === 'provider' ? 'Получатель услуги' : 'Поставщик и получатель',
      render: (row) => (
        <>
          {side === 'person' && <Box>{row.serviceProvider}</Box>}
          <Typography variant="body2" color={side === 'person' ? 'text.secondary' : undefined}>
            {row.targetFio ?? row.personFio}
            {side === 'provider' && row.targetFio ? ` (заявитель: ${row.personFio})` : ''}
          </Typography>
        </>
      ),
    },
    { key: 'from', header: 'Начало', nowrap: true, render: (row) => ruDate(row.desiredDateFrom) },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => <ApplicationStatusChip status={row.status} caption={row.statusCaption} />,
    },
  ];
}

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function ApplicationTable({ page, side }: { page: ApplicationPage; side: 'person' | 'provider' }) {
  return (
    <ResponsiveList
      label="Заявления"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={columns(side)}
      empty="Заявлений не найдено."
    />
  );
}
