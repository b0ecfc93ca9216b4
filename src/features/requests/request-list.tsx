import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { id, listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { ActingForSelect } from '@/components/acting-for/acting-for-select';
import { useSession } from '@/stores/session';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { REQUEST_STATUS_CAPTIONS, REQUEST_STATUSES } from '@common/requests/request-machine';
import { ruDate, useRequestList, type RequestListItem, type RequestListQuery, type RequestPage } from './api';
import { RequestStatusChip } from '@/components/request-status/request-status-chip';
import { isDecided, RequestTermBar } from '@/components/request-status/request-term';

const STATUSES = REQUEST_STATUSES.map((value) => ({ value, caption: REQUEST_STATUS_CAPTIONS[value] }));
/** The list's address: search, status and whom a representative acts for (`?for=6`). */
const REQUEST_LIST = listParams<RequestListQuery>()({
  search: text(),
  status: oneOf(REQUEST_STATUSES),
  personId: { ...id(), name: 'for' },
});

export type RequestListSide = 'person' | 'employee';

/** Where a request's card opens for each side. */
export const requestPath = (side: RequestListSide, id: number) =>
  side === 'employee' ? `/user/institution-requests/${id}` : `/user/requests/${id}`;

/** The requests of one side: search, status filter and paging over GET /request, kept in the address. */
export function RequestList({ side }: { side: RequestListSide }) {
  const { query, update } = useListParams(REQUEST_LIST);
  const selfId = useSession((s) => s.user?.personId ?? null);
  const kids = useSession((s) => s.user?.kids ?? []);
  const representing = side === 'person' && selfId !== null && kids.length > 0;
  const load = useRequestList({
    search: query.search || undefined,
    status: query.status,
    personId: representing ? query.personId : undefined,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      {representing && (
        <ActingForSelect
          value={query.personId}
          selfId={selfId}
          people={kids}
          onChange={(personId) => update({ personId })}
        />
      )}
      <ListToolbar
        search={query.search}
        placeholder={side === 'employee' ? 'Номер, ФИО, услуга' : 'Номер, услуга, учреждение'}
        onSearch={(search) => update({ search })}
        status={{ value: query.status, options: STATUSES, onChange: (status) => update({ status }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить заявления."
        onPage={(page) => update({ page })}
      >
        {(page) => <RequestTable page={page} side={side} />}
      </ListResult>
    </>
  );
}

function columns(side: RequestListSide): ListColumn<RequestListItem>[] {
  return [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={requestPath(side, row.id)}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.submittedOn)}
          </Typography>
        </>
      ),
    },
    {
      key: 'services',
      header: 'Заявление',
      render: (row) => (
        <>
          <Box>{row.services.join(', ')}</Box>
          <Typography variant="body2" color="text.secondary">
            {row.kindCaption}
          </Typography>
        </>
      ),
    },
    {
      key: 'party',
      header: side === 'employee' ? 'Заявитель' : 'Учреждение и получатель',
      render: (row) => (
        <>
          {side === 'person' && <Box>{row.institution}</Box>}
          <Typography variant="body2" color={side === 'person' ? 'text.secondary' : undefined}>
            {side === 'employee'
              ? `${row.personFio}${row.targetFio ? ` (за: ${row.targetFio})` : ''}`
              : (row.targetFio ?? row.personFio)}
          </Typography>
        </>
      ),
    },
    {
      key: 'term',
      header: 'Срок рассмотрения',
      render: (row) => <RequestTermBar term={row.term} decided={isDecided(row)} />,
    },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => (
        <>
          <RequestStatusChip status={row.status} caption={row.statusCaption} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {row.deliveryStatusCaption}
          </Typography>
        </>
      ),
    },
  ];
}

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function RequestTable({ page, side }: { page: RequestPage; side: RequestListSide }) {
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
