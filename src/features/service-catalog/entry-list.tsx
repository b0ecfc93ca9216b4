import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { formatPrice } from '@/components/service-labels';
import { ruDateTime } from '@common/region-time';
import {
  MODERATION_STATUS_CAPTIONS,
  MODERATION_STATUSES,
  ModerationStatus,
} from '@common/service-catalog/moderation-machine';
import { useEntryList, type EntryListItem, type EntryListQuery, type EntryListSide, type EntryPage } from './api';
import { EntryStatusChip } from './entry-status-chip';

const STATUSES = MODERATION_STATUSES.map((value) => ({ value, caption: MODERATION_STATUS_CAPTIONS[value] }));
/** The list's address: search and status. */
const ENTRY_LIST = listParams<EntryListQuery>()({ search: text(), status: oneOf(MODERATION_STATUSES) });
/** The moderators' queue opens on the cards sent to moderation. */
const QUEUE_LIST = listParams<EntryListQuery>()({
  search: text(),
  status: oneOf(MODERATION_STATUSES, ModerationStatus.OnModeration),
});

/** Where a card opens for each side. */
export const entryPath = (side: EntryListSide, id: number) =>
  side === 'provider' ? `/user/service-catalog/${id}` : `/user/service-moderation/${id}`;

/** The institution's cards or the moderators' queue: search, status filter and paging, kept in the address. */
export function EntryList({ side }: { side: EntryListSide }) {
  const { query, update } = useListParams(side === 'provider' ? ENTRY_LIST : QUEUE_LIST);
  const load = useEntryList(side, {
    search: query.search || undefined,
    status: query.status,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder={side === 'provider' ? 'Название услуги' : 'Услуга или поставщик'}
        onSearch={(search) => update({ search })}
        status={{ value: query.status, options: STATUSES, onChange: (status) => update({ status }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить услуги."
        onPage={(page) => update({ page })}
      >
        {(page) => <EntryTable page={page} side={side} />}
      </ListResult>
    </>
  );
}

function columns(side: EntryListSide): ListColumn<EntryListItem>[] {
  return [
    {
      key: 'caption',
      header: 'Услуга',
      render: (row) => (
        <>
          <Link component={RouterLink} to={entryPath(side, row.id)}>
            {row.caption}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.groupCaption}
            {side === 'moderator' ? ` · ${row.institution}` : ''}
          </Typography>
        </>
      ),
    },
    { key: 'price', header: 'Стоимость', render: (row) => formatPrice(row) },
    {
      key: 'updated',
      header: side === 'provider' ? 'Изменена' : 'Отправлена',
      nowrap: true,
      render: (row) => ruDateTime(side === 'provider' ? row.updatedAt : (row.submittedAt ?? row.updatedAt)),
    },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => (
        <Box>
          <EntryStatusChip status={row.status} caption={row.statusCaption} />
          {row.published && row.status !== ModerationStatus.Approved && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              В каталоге — одобренная версия
            </Typography>
          )}
        </Box>
      ),
    },
  ];
}

/** The rows of one page: a table, or cards on a phone. */
export function EntryTable({ page, side }: { page: EntryPage; side: EntryListSide }) {
  return (
    <ResponsiveList
      label={side === 'provider' ? 'Услуги учреждения' : 'Услуги на модерации'}
      rows={page.items}
      rowKey={(row) => row.id}
      columns={columns(side)}
      empty={side === 'provider' ? 'Услуг не найдено.' : 'Услуг на модерации нет.'}
    />
  );
}
