import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE, useListQuery } from '@/components/list-toolbar/use-list-query';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { SOCIAL_CONTRACT_TABLE } from '@common/soc-contracts/social-contract-machine';
import { countRu } from '@common/text/plural';
import {
  ruDate,
  useSocContractList,
  type SocContractListItem,
  type SocContractPage,
  type SocContractPaths,
} from './api';
import { SocContractStatusChip } from './status-chips';

const STATUSES = Object.entries(SOCIAL_CONTRACT_TABLE.statusCaptions).map(([value, caption]) => ({
  value: Number(value),
  caption,
}));
const STATUS_FILTER = { param: 'status', values: STATUSES.map((s) => s.value) };

export interface SocContractListProps {
  title: string;
  /** The institution's list names the recipient and the reports to review. */
  side: 'person' | 'employee';
  paths: SocContractPaths;
}

/** The social contracts of one side: search, status filter and paging over GET /soc-contract, kept in the address. */
export function SocContractList({ title, side, paths }: SocContractListProps) {
  const { query, update } = useListQuery(STATUS_FILTER);
  const load = useSocContractList({
    search: query.search || undefined,
    status: query.filter as SocContractListItem['status'] | undefined,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <ListToolbar
        search={query.search}
        placeholder={side === 'employee' ? 'Номер, ФИО получателя, цель' : 'Номер или цель контракта'}
        onSearch={(search) => update({ search })}
        status={{ value: query.filter, options: STATUSES, onChange: (filter) => update({ filter }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить социальные контракты."
        onPage={(page) => update({ page })}
      >
        {(page) => <SocContractTable page={page} side={side} paths={paths} />}
      </ListResult>
    </>
  );
}

/** The rows of one page: a table, or cards on a phone. */
export function SocContractTable({
  page,
  side,
  paths,
}: {
  page: SocContractPage;
  side: 'person' | 'employee';
  paths: SocContractPaths;
}) {
  const columns: ListColumn<SocContractListItem>[] = [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={paths.card(row.id)}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.contractDate)}
          </Typography>
        </>
      ),
    },
    side === 'employee'
      ? { key: 'person', header: 'Получатель', render: (row) => row.personFio }
      : { key: 'institution', header: 'Учреждение', render: (row) => row.institution },
    { key: 'purpose', header: 'Цель', render: (row) => row.purpose },
    {
      key: 'programme',
      header: 'Программа',
      render: (row) => (
        <>
          {row.doneEvents} из {countRu(row.events, ['мероприятия', 'мероприятий', 'мероприятий'])}
          {row.overdueEvents > 0 && (
            <Typography variant="body2" color="error">
              просрочено: {row.overdueEvents}
            </Typography>
          )}
          {side === 'employee' && row.reportsToReview > 0 && (
            <Typography variant="body2" color="info.main">
              {countRu(row.reportsToReview, ['отчёт', 'отчёта', 'отчётов'])} на проверке
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'period',
      header: 'Срок действия',
      nowrap: true,
      render: (row) => `${ruDate(row.dateFrom)} — ${ruDate(row.dateTo)}`,
    },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => <SocContractStatusChip status={row.status} caption={row.statusCaption} />,
    },
  ];
  return (
    <ResponsiveList
      label="Социальные контракты"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={columns}
      empty="Социальных контрактов не найдено."
    />
  );
}
