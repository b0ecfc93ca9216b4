import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { formatMoney } from '@/components/format-money';
import { ruDateTime } from '@common/region-time';
import { REFUND_STATUS_CAPTIONS, REFUND_STATUSES, RefundStatus } from '@common/refunds/refund-machine';
import { useRefundList, type RefundListItem, type RefundListQuery, type RefundPage } from './api';
import { RefundStatusChip } from './refund-status-chip';

const STATUSES = REFUND_STATUSES.map((value) => ({ value, caption: REFUND_STATUS_CAPTIONS[value] }));
/** The list's address: search and status. */
const REFUND_LIST = listParams<RefundListQuery>()({ search: text(), status: oneOf(REFUND_STATUSES) });

/** Where a request's card opens. */
export const refundPath = (institutionId: number, id: number | 'new') =>
  `/user/soc-service-refunds/${institutionId}/${id}`;

/** The caller's refund requests (type 100): search, status filter and paging, kept in the address. */
export function RefundList() {
  const { query, update } = useListParams(REFUND_LIST);
  const load = useRefundList({
    search: query.search || undefined,
    status: query.status,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder="Номер заявления"
        onSearch={(search) => update({ search })}
        status={{ value: query.status, options: STATUSES, onChange: (status) => update({ status }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить заявления на компенсацию."
        onPage={(page) => update({ page })}
      >
        {(page) => <RefundTable page={page} />}
      </ListResult>
    </>
  );
}

const COLUMNS: ListColumn<RefundListItem>[] = [
  {
    key: 'number',
    header: 'Номер и дата',
    nowrap: true,
    render: (row) => (
      <>
        <Link component={RouterLink} to={refundPath(row.institutionId, row.id)}>
          № {row.number}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {ruDateTime(row.requestTime)}
        </Typography>
      </>
    ),
  },
  {
    key: 'month',
    header: 'Отчётный месяц',
    render: (row) => (
      <>
        <Typography sx={{ textTransform: 'capitalize' }}>{row.reportingMonthCaption}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.institution}
        </Typography>
      </>
    ),
  },
  {
    key: 'total',
    header: 'Сумма',
    nowrap: true,
    render: (row) => formatMoney(row.total),
  },
  {
    key: 'status',
    header: 'Статус',
    render: (row) => (
      <>
        <RefundStatusChip status={row.status} caption={row.statusCaption} />
        {row.returnReason && row.status === RefundStatus.Returned && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {row.returnReason}
          </Typography>
        )}
      </>
    ),
  },
];

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function RefundTable({ page }: { page: RefundPage }) {
  return (
    <ResponsiveList
      label="Заявления на компенсацию"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      empty="Заявлений на компенсацию не найдено."
    />
  );
}
