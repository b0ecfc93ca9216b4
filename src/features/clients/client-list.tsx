import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { listParams, text, useListParams } from '@/components/list-params/use-list-params';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { EMPTY_VALUE } from '@/components/details-list';
import { ruDate } from '@common/region-time';
import { useClientList, type ClientListItem, type ClientListQuery, type ClientPage } from './api';

/** The list's address: the search. */
const CLIENT_LIST = listParams<ClientListQuery>()({ search: text() });

export const clientFio = (c: { lastName: string; firstName: string; middleName: string | null }) =>
  [c.lastName, c.firstName, c.middleName].filter(Boolean).join(' ');

/** The institution's clients: search by name or SNILS and pages, kept in the address. */
export function ClientList() {
  const { query, update } = useListParams(CLIENT_LIST);
  const load = useClientList({ search: query.search || undefined, page: query.page, pageSize: LIST_PAGE_SIZE });
  return (
    <>
      <ListToolbar search={query.search} placeholder="ФИО или СНИЛС" onSearch={(search) => update({ search })} />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить получателей услуг."
        onPage={(page) => update({ page })}
      >
        {(page) => <ClientTable page={page} />}
      </ListResult>
    </>
  );
}

const COLUMNS: ListColumn<ClientListItem>[] = [
  {
    key: 'fio',
    header: 'ФИО',
    render: (row) => (
      <Link component={RouterLink} to={`/user/clients/${row.id}`}>
        {clientFio(row)}
      </Link>
    ),
  },
  { key: 'birthDate', header: 'Дата рождения', nowrap: true, render: (row) => ruDate(row.birthDate) },
  { key: 'address', header: 'Адрес', render: (row) => row.address || EMPTY_VALUE },
];

/** The rows of one page: a table, or cards on a phone. */
export function ClientTable({ page }: { page: ClientPage }) {
  return (
    <ResponsiveList
      label="Получатели услуг"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      empty="Получателей услуг не найдено."
    />
  );
}
