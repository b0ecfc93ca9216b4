import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE, useListQuery } from '@/components/list-toolbar/use-list-query';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import {
  CERTIFICATE_STATUS_CAPTIONS,
  CERTIFICATE_STATUSES,
  CertificateStatus,
} from '@common/certificates/certificate-machine';
import { ruDate, useCertificateList, type CertificateListItem, type CertificatePage } from './api';
import { CertificateStatusChip } from './status-chip';

const STATUSES = CERTIFICATE_STATUSES.map((value) => ({ value, caption: CERTIFICATE_STATUS_CAPTIONS[value] }));
const STATUS_FILTER = { param: 'status', values: CERTIFICATE_STATUSES };

/** Where a certificate's card opens. */
export const certificatePath = (id: number) => `/user/certificates/${id}`;

/** The validity of an issued certificate; before the decision, when it will be known; otherwise that it was not issued. */
export function validityText(row: Pick<CertificateListItem, 'validFrom' | 'validTo' | 'status'>): string {
  if (row.validFrom && row.validTo) return `с ${ruDate(row.validFrom)} по ${ruDate(row.validTo)}`;
  return row.status === CertificateStatus.Requested ? 'будет указан при выдаче' : 'не выдан';
}

/** The citizen's certificates: search, status filter and paging over GET /cert, kept in the address. */
export function CertificateList() {
  const { query, update } = useListQuery(STATUS_FILTER);
  const load = useCertificateList({
    search: query.search || undefined,
    status: query.filter,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <ListToolbar
        search={query.search}
        placeholder="Номер, вид сертификата, получатель"
        onSearch={(search) => update({ search })}
        status={{ value: query.filter, options: STATUSES, onChange: (filter) => update({ filter }) }}
      />
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить сертификаты."
        onPage={(page) => update({ page })}
      >
        {(page) => <CertificateTable page={page} />}
      </ListResult>
    </>
  );
}

const COLUMNS: ListColumn<CertificateListItem>[] = [
  {
    key: 'number',
    header: 'Сертификат',
    render: (row) => (
      <>
        <Link component={RouterLink} to={certificatePath(row.id)} sx={{ overflowWrap: 'anywhere' }}>
          {row.number ? `№ ${row.number}` : `Заявление № ${row.requestNumber}`}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {row.typeShortCaption}
        </Typography>
      </>
    ),
  },
  {
    key: 'recipient',
    header: 'Получатель',
    render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.recipientFio}</Box>,
  },
  {
    key: 'validity',
    header: 'Срок действия',
    render: (row) => validityText(row),
  },
  {
    key: 'status',
    header: 'Статус',
    render: (row) => <CertificateStatusChip status={row.status} caption={row.statusCaption} />,
  },
];

/** The rows of one page: a table, or cards on a phone (the shared responsive list). */
export function CertificateTable({ page }: { page: CertificatePage }) {
  return (
    <ResponsiveList
      label="Сертификаты"
      rows={page.items}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      empty="Сертификатов не найдено."
    />
  );
}
