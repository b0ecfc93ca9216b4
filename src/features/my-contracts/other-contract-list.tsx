import { Link as RouterLink, useLocation } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { ruDate, type OtherContractRow } from './api';
import { OtherContractStatusChip } from './other-contract-status-chip';

/** The period of a contract; an open-ended one has only its start. */
export const period = (from: string, to: string | null) =>
  to ? `${ruDate(from)} — ${ruDate(to)}` : `с ${ruDate(from)}, бессрочно`;

/** The columns of the list: the citizen reads the other party, the provider the citizen. */
function columns(side: 'person' | 'provider', listSearch: string): ListColumn<OtherContractRow>[] {
  return [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={`/user/contracts/${row.id}`} state={{ listSearch }}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.date)}
          </Typography>
        </>
      ),
    },
    {
      key: 'subject',
      header: 'Договор',
      render: (row) => (
        <>
          {row.kind}
          <Typography variant="body2" color="text.secondary">
            {row.subject}
          </Typography>
        </>
      ),
    },
    side === 'provider'
      ? {
          key: 'party',
          header: 'Гражданин',
          render: (row) => (row.targetFio ? `${row.targetFio} (представитель: ${row.personFio})` : row.personFio),
        }
      : { key: 'party', header: 'Сторона договора', render: (row) => row.institution },
    { key: 'period', header: 'Срок действия', render: (row) => period(row.dateFrom, row.dateTo) },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => <OtherContractStatusChip status={row.status} caption={row.statusCaption} />,
    },
  ];
}

/** The rows of one page of «other» contracts: a table, or cards on a phone. */
export function OtherContractList({ rows, side }: { rows: readonly OtherContractRow[]; side: 'person' | 'provider' }) {
  // The card's «back» returns to this list as it is: filter, search and page.
  const listSearch = useLocation().search;
  return (
    <ResponsiveList
      label="Договоры"
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns(side, listSearch)}
      empty="Договоров не найдено."
    />
  );
}
